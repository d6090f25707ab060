import type { PaymentMethod } from '../../types.js';
import type { BankDetails } from './port.js';

/** braintree-web us-bank-account's tokenize payload: its type is 'us_bank_account', its details empty. */
export interface UsBankAccountPayload {
  nonce: string;
  description: string;
  details?: Record<string, unknown>;
  bankName?: string;
}

/**
 * The payload as a `UsBankAccount` method (the gateway's type name, as saved accounts are listed): the last four
 * from its description ("US bank account ending in - 1234"), else from what was typed, and what the shopper
 * chose. `bankName` only where the gateway said it.
 */
export function usBankAccountMethod(payload: UsBankAccountPayload, bank: BankDetails): PaymentMethod {
  const last4 = /(\d{4})\s*$/.exec(payload.description)?.[1] ?? bank.accountNumber.slice(-4);
  const holder = bank.ownershipType === 'business' ? bank.businessName : `${bank.firstName} ${bank.lastName}`;
  return {
    nonce: payload.nonce,
    type: 'UsBankAccount',
    details: { last4, accountType: bank.accountType, ownershipType: bank.ownershipType, accountHolderName: holder, ...(payload.bankName && { bankName: payload.bankName }) },
    description: payload.description,
  };
}
