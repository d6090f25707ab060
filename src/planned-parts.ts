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
 * nothing depends on it being right. A customer is a client token (base64 JSON) naming `customer_id=`,
 * as braintree/authorization.ts reads it exactly; a tokenization key is a guest.
 */
export function plannedParts({ raw, priority, vaultManager }: NormalizedOptions): Part[] {
  let customer: boolean | undefined;
  try {
    customer = atob(raw.authorization).includes('customer_id=');
  } catch {
    // A tokenization key is a guest; the simulator's customers are in its scenario: not known here.
    customer = raw.authorization.startsWith('simulator_') ? undefined : false;
  }
  const parts: Part[] = priority.filter((id) => (id === 'card' ? customer === false && raw.card !== false : walletChosen(raw, id)));
  if (raw.threeDSecure) parts.push('threeDSecure');
  if (raw.dataCollector) parts.push('dataCollector');
  if (vaultManager && customer) parts.push('vaultManager');
  return parts;
}

/** The merchant passed a wallet's option: an object (`venmo` also takes `true`), as the original reads it. */
export const walletChosen = (options: Record<string, any>, id: FlowId) =>
  (typeof options[id] === 'object' && options[id] !== null) || (id === 'venmo' && options[id] === true);
