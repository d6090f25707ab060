import type { PaymentMethod } from '../../types.js';

/**
 * The port for PayPal and PayPal Credit, shaped like braintree-web's paypal-checkout-v6 over PayPal's v6 SDK:
 * production renders the SDK's `<paypal-button>` / `<paypal-credit-button>` and starts a session on its click;
 * the simulator renders an in-page button and a simulated PayPal window.
 */
export interface PayPalCallbacks {
  /** The shopper approved: PayPal's approval data (orderId and payerId, or billingToken), for tokenizePayment. */
  onApprove(data: Record<string, unknown>): Promise<void>;
  onCancel(): void;
  onError(error: unknown): void;
}

/**
 * Which v6 session a payment is: a one-time payment (flow checkout), a billing agreement (flow vault), or a
 * one-time payment that also sets up a billing agreement (flow checkout with requestBillingAgreement).
 */
export type PayPalSessionKind = 'oneTime' | 'billingAgreement' | 'checkoutWithVault';

/** What the merchant's buttonStyle maps to on the v6 button: its `type` attribute and a colour class. */
export interface PayPalButtonLook {
  type?: string;
  className?: string;
}

/** The Pay Later message under the button: the amount, the currency, and the `<paypal-message>` attributes. */
export interface PayPalMessagesConfig {
  amount: string | number;
  currency?: string;
  attributes?: Record<string, string>;
}

export interface PayPalPort {
  /** Puts the button in the container; `onClick` runs in the click's own task. Returns its removal. */
  renderButton(container: HTMLElement, look: PayPalButtonLook, onClick: () => void): () => void;
  /** Starts a session for the payment; synchronously, so the click still counts as the shopper's. */
  start(kind: PayPalSessionKind, payment: Record<string, unknown>, callbacks: PayPalCallbacks): void;
  /** Shows the Pay Later message in the container; rejects (never throws) when it cannot. */
  renderMessages(config: PayPalMessagesConfig, container: HTMLElement): Promise<void>;
  tokenizePayment(data: Record<string, unknown>): Promise<PaymentMethod>;
  /** One-click repeat on a saved PayPal account (v6 only): PayPal's window confirms; resolves the new method. */
  startVaultInitiatedCheckout?(payment: Record<string, unknown>): Promise<PaymentMethod>;
  teardown(): Promise<void>;
}

export interface PayPalCheck {
  credit: boolean;
  /** The flow is vault: its billing agreement session is prepared at setup. */
  vault: boolean;
  /** What eligibility is asked for (PayPal without a currency is not asked: it is offered, as before). */
  currency?: string;
  amount?: string;
  /** The merchant's options, as updateConfiguration leaves them: PayPal's v5 path (v5/) reads `sdkVersion`, its SDK's, button's and message's. */
  options?: Record<string, any>;
  /** The widget's locale when PayPal has it (v5's SDK takes it as its `locale` parameter). */
  locale?: string;
}

export interface PayPalAdapter {
  /** The port, or undefined when PayPal finds PayPal (or PayPal Credit) not eligible (findEligibleMethods). */
  createPayPal(check: PayPalCheck): Promise<PayPalPort | undefined>;
}
