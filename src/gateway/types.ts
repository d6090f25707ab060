import type { AssetUrl } from '../stylesheet.js';
import type { GatewayConfiguration, PaymentMethod } from '../types.js';

/**
 * The port flows and the shell talk to. Shaped like the braintree-web APIs it wraps; each adapter
 * (braintree/, simulator/) is its own lazily loaded chunk.
 */
export interface Gateway {
  readonly kind: 'braintree' | 'simulator';
  readonly config: GatewayConfiguration;
  /** The braintree-web client instance, for flows that create braintree-web modules; undefined offline. */
  readonly client?: unknown;
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
  /** Simulator only: scenario data flows read (failures, test cards). */
  readonly scenario?: Record<string, any>;
  /** Simulator only: the analytics events that would have been sent. */
  readonly analyticsLog?: string[];
  teardown(): Promise<void>;
}

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

function isSimulated(authorization: string): boolean {
  return authorization.startsWith('simulator_');
}

/** Picks the adapter by the authorization's prefix; only the chosen one is downloaded. */
export function createGateway(authorization: string, assetUrl?: AssetUrl): Promise<Gateway> {
  return isSimulated(authorization)
    ? import('./simulator/simulated-gateway.js').then((m) => m.createSimulatedGateway(authorization, assetUrl))
    : import('./braintree/braintree-gateway.js').then((m) => m.createBraintreeGateway(authorization));
}
