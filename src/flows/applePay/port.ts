import type { PaymentMethod } from '../../types.js';

/**
 * The port for Apple Pay, shaped like braintree-web's ApplePay instance plus the ApplePaySession
 * class it is used with: production is braintree-web/apple-pay and Safari's `window.ApplePaySession`,
 * the simulator imitates both in the page.
 */
export interface ApplePayPayment {
  token: unknown;
  [key: string]: unknown;
}

export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: ApplePayPayment }) => void) | null;
  oncancel: ((event?: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
}

export interface ApplePaySessionClass {
  new (version: number, request: object): ApplePaySessionLike;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

export interface ApplePayClient {
  Session: ApplePaySessionClass;
  createPaymentRequest(request: Record<string, unknown> | undefined): object;
  performValidation(options: { validationURL: string; displayName?: string; domainName?: string }): Promise<unknown>;
  tokenize(options: { token: unknown }): Promise<PaymentMethod>;
  teardown(): Promise<void>;
}

export interface ApplePayAdapter {
  /** Rejects when Apple Pay is not available here (the original's validation); the option then fails setup. */
  createApplePay(options: { sessionVersion: number }): Promise<ApplePayClient>;
}
