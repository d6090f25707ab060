import type { GatewayConfiguration } from '../../types.js';

/** What a slice's braintree adapter is built from: the page's braintree-web client and what started early for it. */
export interface BraintreeBinding {
  client: unknown;
  config: GatewayConfiguration;
  /** What the slice's `start` began while the configuration was on its way (the card's early fields), if anything. */
  early?: Promise<unknown>;
}

/** What a slice's braintree `start` gets, while the configuration is on its way. */
export interface EarlyStart {
  /** Where the widget goes (early card fields wait hidden in it). */
  container: HTMLElement;
  authorization: string;
  /** The page's client, on its way. */
  client: Promise<unknown>;
  /** The merchant's options for the slice (`{}` when not an object). */
  options: Record<string, any>;
  /** The slice's sheet is likely the first view (docs/performance.md, "Starting early"). */
  firstView: boolean;
}
