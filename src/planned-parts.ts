import type { FlowId } from './constants.js';
import type { NormalizedOptions } from './options.js';

/** A part of the widget fetched on demand: a payment option, or an extra beside them. */
export type Part = FlowId | 'threeDSecure' | 'dataCollector' | 'vaultManager';

/**
 * The parts a create() call is going to set up, read from its options alone, before any gateway
 * answer (docs/architecture.md, "Starting early"): each wallet the merchant passed (wallets are set up
 * during create), 3D Secure and device data when set, the vault manager for a customer, and the card
 * sheet for a guest (a customer starts on saved methods and loads it when the sheet is opened).
 * create() starts their imports so they arrive while the configuration is fetched. A guess: a wallet
 * the gateway turns off is fetched for nothing, a customer with no saved method loads the card later;
 * nothing depends on it being right. Who is a customer: `isCustomerAuthorization`.
 */
export function plannedParts({ raw, priority, vaultManager }: NormalizedOptions): Part[] {
  const customer = namesCustomer(raw.authorization);
  const parts: Part[] = priority.filter((id) => (id === 'card' ? customer === false && raw.card !== false : walletChosen(raw, id)));
  if (raw.threeDSecure) parts.push('threeDSecure');
  if (raw.dataCollector) parts.push('dataCollector');
  if (vaultManager && customer) parts.push('vaultManager');
  return parts;
}

/**
 * A client token is base64 JSON whose authorizationFingerprint names `customer_id=` for a customer; a
 * tokenization key (`env_random_merchant`) is always guest checkout. The braintree adapter reads it too.
 */
export function isCustomerAuthorization(authorization: string): boolean {
  // braintree-web's test for a tokenization key: not decoded (the failing atob's exception costs a slow phone ms).
  if (/^[a-zA-Z0-9]+_[a-zA-Z0-9]+_[a-zA-Z0-9_]+$/.test(authorization)) return false;
  try {
    return String(JSON.parse(atob(authorization)).authorizationFingerprint ?? '').includes('customer_id=');
  } catch {
    return false;
  }
}

/** Whether the authorization is a customer's (undefined: the simulator's customers are in its scenario, not known here). */
const namesCustomer = (authorization: string) => (authorization.startsWith('simulator_') ? undefined : isCustomerAuthorization(authorization));

/**
 * Whether the first view is likely a customer's saved methods, from the options alone: a customer with the
 * card option on (most customers have a saved card). Otherwise the first view is an option's sheet or the
 * options list, whose views create() fetches beside the configuration. A wrong guess costs a round trip
 * (a customer with no saved method, when no card chunk loads beside) or a kilobyte early, nothing else.
 */
export const likelyStartsOnSavedMethods = ({ raw }: NormalizedOptions) => namesCustomer(raw.authorization) === true && raw.card !== false;

/**
 * Whether the first view is likely the card sheet: the card is the only payment option planned (SPEC 2:
 * the only option opens its sheet; more than one shows the options list first). The braintree adapter then
 * warms the card frames' page (issue 13).
 */
export const likelyStartsOnCardSheet = (parts: readonly Part[]) => parts.filter((part) => !EXTRAS.includes(part)).join() === 'card';

const EXTRAS: readonly Part[] = ['threeDSecure', 'dataCollector', 'vaultManager'];

/** The merchant passed a wallet's option: an object (`venmo` also takes `true`), as the original reads it. */
export const walletChosen = (options: Record<string, any>, id: FlowId) =>
  (typeof options[id] === 'object' && options[id] !== null) || (id === 'venmo' && options[id] === true);
