import type { Translate } from './i18n/translate.js';
import type { GatewayConfiguration, PaymentMethod } from './types.js';

/**
 * A slice's adapter module for one gateway (`src/flows/<slice>/braintree.ts`, `simulator.tsx`, or a folder of
 * that name with an index.ts; scripts/build/plugins.mjs's sliceAdapters finds them): its default export builds the port the
 * slice needs from that gateway's binding (braintree-web's client, or the simulator's state). A braintree
 * module may also export `start`, called while the configuration is on its way when the slice is planned
 * (docs/performance.md, "Starting early").
 */
export interface AdapterModule<Port> {
  default: (binding: never) => Port | Promise<Port>;
  start?: (early: never) => Promise<{ discard(): void } | undefined> | void;
}

/** How a saved or produced method of an option's types is shown; each part falls back to the option's own. */
export interface MethodPresentation {
  /** Its name in its list entry ("Visa", "PayPal"). */
  label?(method: PaymentMethod, t: Translate): string;
  /** Its second line ("Ending in 1111"). */
  detail?(method: PaymentMethod, t: Translate): string;
  /** Its mark's id; none for a brand without artwork. */
  mark?(method: PaymentMethod): string | undefined;
}

/**
 * What the widget knows of a payment option before loading any of it (a slice's `definition.ts`; the
 * registry lists them): everything the shell, the gateway and the tables read. Its setup and sheet, its
 * adapters and its strings load on demand. `Module` is what `load` resolves (the flows layer's FlowModule).
 */
export interface OptionDefinition<Module = unknown> {
  readonly id: string;
  /** The payment method types it produces; the first names its results (the public API's `type`). */
  readonly methodTypes: readonly string[];
  /** Saved methods of these types are listed while it is enabled (the original's constants: saved wallet accounts are not). */
  readonly savedTypes?: readonly string[];
  /** The kind its methods are named by in analytics events (the original's gateway calls). */
  readonly analyticsKind: string;
  /** The translation key of its name (its tile, "Paying with …"). */
  readonly label: string;
  /** The translation key of its sheet's heading, when not its name ("Pay with card"). */
  readonly heading?: string;
  /** Its tile's mark; none draws the generic card. */
  readonly mark?: string;
  readonly presentation?: MethodPresentation;
  /** Throws the original's DropinError when the merchant's options for it are malformed (checked as create() starts). */
  validate?(raw: Record<string, unknown>): void;
  /** The merchant chose it, from their options alone. */
  chosen(raw: Record<string, unknown>): boolean;
  /** braintree-web's gateway configuration offers it (the simulator offers what its scenario does not turn off). */
  offeredBy(gatewayConfiguration: Record<string, any>): boolean;
  /** It can work with this configuration (the card: a card type the gateway supports). */
  usable?(config: GatewayConfiguration): boolean;
  /** Set up during create (its availability needs a script); otherwise when its sheet is first shown. */
  readonly eager?: boolean;
  /** `updateConfiguration(id, …)` reaches it (and drops its unsaved methods). */
  readonly updatable?: boolean;
  /** braintree: the frame page warmed while the configuration loads when its sheet is likely the first view and frames cannot be moved. */
  readonly braintreeFramePage?: string;
  load(): Promise<{ default: Module }>;
  /** The slice folder holding its adapters, when not its id (PayPal Credit's are PayPal's). */
  readonly slice?: string;
  /**
   * An opt-in option's adapter modules by gateway, set by the opt-in index as its definition loads (a built-in
   * slice's are in its gateway's own table: scripts/build/plugins.mjs's slicesIn).
   */
  readonly adapters?: Readonly<Record<string, () => Promise<AdapterModule<unknown>>>>;
  /**
   * Options offered as several tiles by one slice (the local payment methods: iDEAL, BLIK, …) share a group:
   * `paymentOptionPriority` may name the group for all of them, in the registry's order (opt-in options: the
   * group's name is replaced as their definitions load, src/dropin/opt-in-loaded.ts).
   */
  readonly group?: string;
  /** When several options produce one type, whether this one produced the method (its name, heading and mark). */
  owns?(method: PaymentMethod): boolean;
}

/**
 * What the widget knows of an extra beside the payment options (3D Secure, device data, the vault manager):
 * whether the merchant asked for it, and its setup, loaded only then.
 */
export interface ExtraDefinition<Module = unknown> {
  readonly id: string;
  /** The merchant set it (`customer`: the authorization names one; undefined when not known before the gateway answers). */
  wanted(raw: Record<string, unknown>, customer: boolean | undefined): boolean;
  /** braintree-web's gateway configuration offers it (none: always; the simulator's scenario decides offline). */
  offeredBy?(gatewayConfiguration: Record<string, any>): boolean;
  load(): Promise<{ default: Module }>;
  /** Its braintree module is fetched when first used, not while the configuration loads (the vault manager's: to delete). */
  readonly adapterWhenUsed?: boolean;
}

/** The merchant passed an option's object (`venmo` also takes `true`), as the original reads a wallet's option. */
export const passedObject = (raw: Record<string, unknown>, id: string) => typeof raw[id] === 'object' && raw[id] !== null;
