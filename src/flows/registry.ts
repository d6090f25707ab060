// The only file that lists the slices (docs/architecture.md, "Slices"). Every table about payment options
// (labels, marks, kinds, method types, planned parts, what the gateway offers, the default order) is read
// from these definitions; each slice's setup, sheet, adapters and strings load on demand.
import { applePay } from './applePay/definition.js';
import { card } from './card/definition.js';
import { dataCollector } from './dataCollector/definition.js';
import { googlePay } from './googlePay/definition.js';
import { localPayments } from './localPayment/definition.js';
import { paypal, paypalCredit } from './paypal/definition.js';
import { sepa } from './sepa/definition.js';
import { threeDSecure } from './threeDSecure/definition.js';
import type { Extra, FlowOption } from './types.js';
import { usBankAccount } from './usBankAccount/definition.js';
import { vaultManager } from './vaultManager/definition.js';
import { venmo } from './venmo/definition.js';

/** The payment options, in the default `paymentOptionPriority` order (SPEC 9). */
export const options: readonly FlowOption[] = [card, paypal, paypalCredit, venmo, applePay, googlePay, sepa, usBankAccount, ...localPayments];

/** The extras beside them; a failed setup reports the first of them in this order. */
export const extras: readonly Extra[] = [threeDSecure, dataCollector, vaultManager];

export const registry = { options, extras };
