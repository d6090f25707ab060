import type { PaymentMethod } from '../../types.js';

/**
 * The port for Google Pay, shaped like braintree-web's GooglePayment instance plus Google's
 * PaymentsClient: production is braintree-web/google-payment and pay.js, the simulator imitates both.
 */
export interface PaymentsClientLike {
  createButton(options: Record<string, unknown>): HTMLElement;
  loadPaymentData(request: object): Promise<any>;
}

export interface GooglePayClient {
  paymentsClient: PaymentsClientLike;
  createPaymentDataRequest(overrides: Record<string, unknown>): object;
  parseResponse(paymentData: unknown): Promise<PaymentMethod>;
  teardown(): Promise<void>;
}

export interface GooglePayAdapter {
  /** Loads what is needed and checks readiness (the original's validation); rejects when Google Pay cannot be used. */
  createGooglePay(options: { googlePayVersion?: number; merchantId?: string }): Promise<GooglePayClient>;
}
