import type { PaymentMethod } from '../../types.js';

/**
 * The port for local payment methods, shaped like braintree-web's local-payment instance: production is
 * braintree-web/local-payment (its popup, the bank's page, the return and the tokenization); the simulator
 * opens a simulated bank page in the page.
 */
export interface LocalPaymentPort {
  /**
   * braintree-web's startPayment: opens the method's window at once (call it from the shopper's click), asks the
   * gateway for the payment, lets `onPaymentStart` see its id, then waits for the shopper. Resolves braintree-web's
   * payload (nonce, type, payer details, correlationId); rejects with a LOCAL_PAYMENT_* coded error.
   */
  startPayment(options: Record<string, unknown>): Promise<PaymentMethod>;
  /** Brings the open window to the front (braintree-web's focusWindow). */
  focusWindow(): void;
  teardown(): Promise<void>;
}

export interface LocalPaymentAdapter {
  /**
   * braintree-web's local-payment create (`merchantAccountId`); rejects when the gateway does not enable it.
   * `name` is the method's, in the shopper's language, for a page of our own (the simulator's).
   */
  createLocalPayment(options: Record<string, unknown>, name: string): Promise<LocalPaymentPort>;
}
