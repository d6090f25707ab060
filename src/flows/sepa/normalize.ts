import type { PaymentMethod } from '../../types.js';

/** braintree-web sepa's tokenize payload: the nonce and what the shopper approved. */
export interface SepaPayload {
  nonce: string;
  ibanLastFour: string;
  customerId: string;
  mandateType: string;
}

/** The payload as a `SEPADebitAccount` payment method (the gateway's type name for it). */
export const sepaMethod = ({ nonce, ibanLastFour, customerId, mandateType }: SepaPayload): PaymentMethod => ({
  nonce,
  type: 'SEPADebitAccount',
  details: { ibanLastFour, mandateType, customerId },
  description: `SEPA Direct Debit ending in ${ibanLastFour}`,
});
