import type { OptionDefinition } from '../definitions.js';
import type { GatewayConfiguration, PaymentMethod } from '../types.js';

/**
 * The port slices and the shell talk to. Each adapter (braintree/, simulator/) builds this object; a slice's
 * own port is its adapter module for that gateway (its definition's `adapters`), which `load` imports on
 * first use and binds to the gateway (braintree-web's client, or the simulator's scenario). Nobody outside an
 * adapter asks which adapter it is.
 */
export interface Gateway {
  readonly config: GatewayConfiguration;
  /** A notice the shell shows above the widget, as a translation key (the simulator's test-mode badge). */
  readonly notice?: string;
  /** GET payment_methods; the shell turns a failure into an empty list (the original's gateway calls). */
  fetchSavedMethods(defaultFirst: boolean): Promise<PaymentMethod[]>;
  /** Gateway-side readiness of a payment option; the simulator fails it for `failures.<option id>`. */
  prepareOption(id: string): Promise<void>;
  /** Sends `web.dropin.<kind>` analytics; never throws, never delays the widget (the original's gateway calls). */
  analytics(kind: string): void;
  /** A slice's adapter for this gateway (by the slice's folder), imported on first use and built once per widget. */
  load<Port>(slice: string): Promise<Port>;
  teardown(): Promise<void>;
}

/** The shape of errors braintree-web rejects with, which the simulator imitates. */
export interface GatewayError extends Error {
  type?: string;
  code?: string;
  details?: unknown;
}

/** A slice create() is going to set up (planned-parts.ts), as a gateway may start it early. */
export interface PlannedSlice {
  id: string;
  /** Its folder, whose adapter module the gateway fetches early; none when it is fetched only when used. */
  slice?: string;
  /** The merchant's options for it (`{}` when not an object). */
  options: Record<string, any>;
  /** braintree: its frames' page, warmed when it is the first view and its frames cannot be moved. */
  framePage?: string;
}

/** What create() tells the gateway it picks: what may be offered, where the widget goes, what is planned. */
export interface GatewayOptions {
  /** The payment options' and extras' definitions: the gateway's configuration says which it offers. */
  definitions: ReadonlyArray<Pick<OptionDefinition, 'id'> & Partial<Pick<OptionDefinition, 'offeredBy' | 'slice' | 'adapters'>>>;
  container: HTMLElement;
  showDefaultPaymentMethodFirst: boolean;
  /** create()'s `signal`: aborted before the configuration is in, what started early is undone. */
  signal?: AbortSignal;
  planned: readonly PlannedSlice[];
  /** The option whose sheet is likely the first view (its frames may start early). */
  firstView?: string;
  /** The widget's locale, resolved (`de_DE`): the simulator's pages and dialogs speak it. */
  locale: string;
}
