// The only file that lists the slices (docs/architecture.md, "Slices"). Every table about payment options
// (labels, marks, kinds, method types, planned parts, what the gateway offers, the default order) is read
// from these definitions; each slice's setup, sheet, adapters and strings load on demand.
import { applePay } from './applePay/definition.js';
import { card } from './card/definition.js';
import { dataCollector } from './dataCollector/definition.js';
import { googlePay } from './googlePay/definition.js';
import { paypal, paypalCredit } from './paypal/definition.js';
import { threeDSecure } from './threeDSecure/definition.js';
import type { Extra, FlowOption, OptIn } from './types.js';
import { vaultManager } from './vaultManager/definition.js';
import { venmo } from './venmo/definition.js';

/** The payment options, in the default `paymentOptionPriority` order (the original's constants). */
export const options: readonly FlowOption[] = [card, paypal, paypalCredit, venmo, applePay, googlePay];

/**
 * The options a merchant turns on by passing their key, featherdrop's own (the original had none): their
 * definitions load only then, after the built-in ones in this order, so a merchant who does not pass them
 * fetches nothing of them but these lines (docs/architecture.md, "Opt-in slices").
 */
export const optIn: OptIn = {
  sepa: () => import('./sepa/definition.js'),
  usBankAccount: () => import('./usBankAccount/definition.js'),
  localPayment: () => import('./localPayment/definition.js'),
  payLater: () => import('./payLater/definition.js'),
};

/** The extras beside them; a failed setup reports the first of them in this order. */
export const extras: readonly Extra[] = [threeDSecure, dataCollector, vaultManager];

export const registry = { options, extras, optIn };
