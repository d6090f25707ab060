import type { PaymentMethod } from '../../types.js';

/**
 * The port for PayPal, shaped like braintree-web's paypal-checkout plus the PayPal JS SDK's
 * Buttons: production loads the SDK (under its own namespace, so a merchant's `window.paypal`
 * stays untouched); the simulator renders an in-page button and a simulated PayPal window.
 */
export interface PayPalButtonsConfig {
  fundingSource: 'paypal' | 'credit';
  /** createBillingAgreement (vault flow) instead of createOrder. */
  vault: boolean;
  style?: Record<string, unknown>;
  /** Resolves the PayPal order id / billing token (paypal-checkout's createPayment). */
  createPayment(): Promise<string>;
  onApprove(data: Record<string, unknown>): Promise<void>;
  onCancel(): void;
  onError(error: unknown): void;
}

export interface PayPalButtons {
  isEligible(): boolean;
  render(container: HTMLElement): Promise<void>;
  close(): Promise<void>;
}

/** The PayPal JS SDK's `Messages` (Pay Later messaging) options the sheet sets; placement is always 'payment'. */
export interface PayPalMessagesConfig {
  amount: string | number;
  currency?: string;
  style?: Record<string, unknown>;
}

export interface PayPalMessages {
  render(container: HTMLElement): Promise<void>;
}

export interface PayPalPort {
  buttons(config: PayPalButtonsConfig): PayPalButtons;
  /** A Pay Later message for the amount (production: the SDK's `Messages`; the simulator: static text). */
  messages(config: PayPalMessagesConfig): PayPalMessages;
  createPayment(options: Record<string, unknown>): Promise<string>;
  tokenizePayment(data: Record<string, unknown>): Promise<PaymentMethod>;
  teardown(): Promise<void>;
}

export interface PayPalSetup {
  /** loadPayPalSDK query parameters (currency, intent, vault, components, …). */
  sdk: Record<string, unknown>;
  /** The SDK's `data-namespace`: the global it defines instead of `window.paypal`. */
  namespace: string;
}

export interface PayPalAdapter {
  createPayPal(setup: PayPalSetup): Promise<PayPalPort>;
}
