// The file that lists the built-in slices (docs/architecture.md, "Slices"). Every table about payment options
// (labels, marks, kinds, method types, planned parts, what the gateway offers, the default order) is read
// from these definitions; each slice's setup, sheet, adapters and strings load on demand. The opt-in options are
// listed in the opt-in index (opt-in-registry.ts), which the core fetches only when it may need it.
import { applePay } from './applePay/definition.js';
import { card } from './card/definition.js';
import { dataCollector } from './dataCollector/definition.js';
import { googlePay } from './googlePay/definition.js';
import { paypal, paypalCredit } from './paypal/definition.js';
import { threeDSecure } from './threeDSecure/definition.js';
import type { Extra, FlowOption } from './types.js';
import { vaultManager } from './vaultManager/definition.js';
import { venmo } from './venmo/definition.js';

/** The payment options, in the default `paymentOptionPriority` order (the original's constants). */
export const options: readonly FlowOption[] = [card, paypal, paypalCredit, venmo, applePay, googlePay];

/** The opt-in options' index (src/flows/opt-in-registry.ts), fetched only when a merchant may have passed one. */
export const optIn = () => import('./opt-in-index.js');

/** The extras beside them; a failed setup reports the first of them in this order. */
export const extras: readonly Extra[] = [threeDSecure, dataCollector, vaultManager];

export const registry = { options, extras, optIn };
