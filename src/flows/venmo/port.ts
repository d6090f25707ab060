import type { PaymentMethod } from '../../types.js';

/**
 * The port for Venmo, shaped like braintree-web's Venmo instance: production is
 * braintree-web/venmo (whose SDK runs the desktop QR overlay, polling and app switch itself); the
 * simulator runs the desktop QR overlay in the page.
 */
export interface VenmoPort {
  /** A return from an app switch is waiting to be tokenized (braintree-web's hasTokenizationResult). */
  hasTokenizationResult(): boolean;
  /** Resolves braintree-web's VenmoAccount payload; rejects with a VENMO_* coded error. */
  tokenize(): Promise<PaymentMethod>;
  teardown(): Promise<void>;
}

export interface VenmoAdapter {
  /** Rejects when the browser is not supported (the original's validation) or the module cannot be created. */
  createVenmo(options: Record<string, unknown>): Promise<VenmoPort>;
}
