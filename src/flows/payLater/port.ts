import type { PaymentMethod } from '../../types.js';

/**
 * The port for Pay Later, shaped like braintree-web's paypal-checkout-v6 over PayPal's v6 SDK: production
 * renders the SDK's `<paypal-pay-later-button>` and starts a Pay Later one-time payment session on its click;
 * the simulator renders an in-page button and a simulated PayPal window.
 */
export interface PayLaterCallbacks {
  /** The shopper approved: PayPal's approval data (orderId, payerId), for tokenizePayment. */
  onApprove(data: Record<string, unknown>): Promise<void>;
  onCancel(): void;
  onError(error: unknown): void;
}

export interface PayLaterPort {
  /** Puts the Pay Later button in the container; `onClick` runs in the click's own task. Returns its removal. */
  renderButton(container: HTMLElement, onClick: () => void): () => void;
  /** Starts a Pay Later session for the payment (createPayLaterSession's options); synchronously, so the click still counts as the shopper's. */
  start(payment: Record<string, unknown>, callbacks: PayLaterCallbacks): void;
  tokenizePayment(data: Record<string, unknown>): Promise<PaymentMethod>;
  teardown(): Promise<void>;
}

export interface PayLaterCheck {
  amount: string;
  currency: string;
}

export interface PayLaterAdapter {
  /** The port, or undefined when PayPal finds Pay Later not eligible for the amount and currency (findEligibleMethods). */
  createPayLater(check: PayLaterCheck): Promise<PayLaterPort | undefined>;
}
