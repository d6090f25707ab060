import type { PaymentMethod } from '../../types.js';

/** What the sheet hands the gateway: braintree-web us-bank-account's `bankDetails`. */
export interface BankDetails {
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
  ownershipType: 'personal' | 'business';
  firstName?: string;
  lastName?: string;
  businessName?: string;
  billingAddress: { streetAddress: string; locality: string; region: string; postalCode: string };
}

/**
 * The port for ACH: production is braintree-web/us-bank-account (bank details tokenized over GraphQL with the
 * merchant's mandate text); the simulator answers offline. Resolves the `UsBankAccount` method or rejects with
 * braintree-web's US_BANK_ACCOUNT_* coded errors.
 */
export interface UsBankAccountPort {
  tokenize(request: { bankDetails: BankDetails; mandateText: string }): Promise<PaymentMethod>;
  teardown(): Promise<void>;
}

export interface UsBankAccountAdapter {
  createUsBankAccount(): Promise<UsBankAccountPort>;
}
