import type { PaymentMethod } from '../../types.js';

/** What the sheet hands the gateway: braintree-web sepa's tokenize options. */
export interface SepaMandateRequest {
  accountHolderName: string;
  /** Electronic form: upper case, no spaces. */
  iban: string;
  /** The IBAN's country (its first two letters). */
  countryCode: string;
  mandateType: 'ONE_OFF' | 'RECURRENT';
  customerId: string;
  merchantAccountId: string;
  /** The widget's locale, for the bank's mandate page. */
  locale: string;
}

/**
 * The port for SEPA Direct Debit: production is braintree-web/sepa (its popup to the mandate approval page);
 * the simulator shows the bank's mandate page in the page. Either resolves the `SEPADebitAccount` method or
 * rejects with braintree-web's SEPA_* coded errors.
 */
export interface SepaPort {
  tokenize(request: SepaMandateRequest): Promise<PaymentMethod>;
  teardown(): Promise<void>;
}

export interface SepaAdapter {
  createSepa(): Promise<SepaPort>;
}
