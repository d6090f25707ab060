import type { GatewayConfiguration, PaymentMethod } from '../types.js';
import type { ApplePayAdapter } from './apple-pay.js';
import type { CardFieldsAdapter } from './card-fields.js';
import type { GooglePayAdapter } from './google-pay.js';
import type { PayPalAdapter } from './paypal.js';
import type { ThreeDSecureAdapter } from './three-d-secure.js';
import type { VenmoAdapter } from './venmo.js';

/**
 * The port flows and the shell talk to, shaped like the braintree-web APIs it wraps. Each adapter
 * (braintree/, simulator/) builds this object; a payment option's capability resolves that adapter's
 * own module for it, imported on first use. Nobody outside an adapter asks which adapter it is.
 */
export interface Gateway {
  readonly config: GatewayConfiguration;
  /** A notice the shell shows above the widget, as a translation key (the simulator's test-mode badge). */
  readonly notice?: string;
  /** GET payment_methods; the shell turns a failure into an empty list (SPEC 7). */
  fetchSavedMethods(defaultFirst: boolean): Promise<PaymentMethod[]>;
  /** GraphQL DeletePaymentMethodFromSingleUseToken; rejects with a braintree-web style error. */
  deletePaymentMethod(nonce: string): Promise<void>;
  /** braintree-web's data collector (SPEC 1): device data for every request result. */
  createDataCollector(options: Record<string, unknown>): Promise<DeviceData>;
  /** Gateway-side readiness of a payment option; the simulator fails it for `failures.<option id>`. */
  prepareOption(id: string): Promise<void>;
  /** Sends `web.dropin.<kind>` analytics; never throws, never delays the widget (SPEC 7). */
  analytics(kind: string): void;
  cardFields(): Promise<CardFieldsAdapter>;
  paypal(): Promise<PayPalAdapter>;
  venmo(): Promise<VenmoAdapter>;
  applePay(): Promise<ApplePayAdapter>;
  googlePay(): Promise<GooglePayAdapter>;
  threeDSecure(): Promise<ThreeDSecureAdapter>;
  teardown(): Promise<void>;
}

/** The capabilities an adapter provides, one per payment option (and 3D Secure). */
export type GatewayCapabilities = Pick<Gateway, 'cardFields' | 'paypal' | 'venmo' | 'applePay' | 'googlePay' | 'threeDSecure'>;

export interface DeviceData {
  deviceData: string;
  teardown(): Promise<void>;
}

/** The shape of errors braintree-web rejects with, which the simulator imitates. */
export interface GatewayError extends Error {
  type?: string;
  code?: string;
  details?: unknown;
}
