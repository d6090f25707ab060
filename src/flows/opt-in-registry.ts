// The opt-in index: the options a merchant turns on by passing their key, featherdrop's own (the original had
// none), one line each. A chunk of its own, fetched only when the merchant's options hold a key that is not a
// built-in one (src/dropin/opt-in.ts), so a new line here costs nothing to a merchant who does not pass its key
// (docs/architecture.md, "Opt-in slices"); their definitions load after the built-in ones, in this order.
import type { OptIn } from './types.js';

export const optIn: OptIn = {
  sepa: () => import('./sepa/definition.js'),
  usBankAccount: () => import('./usBankAccount/definition.js'),
  localPayment: () => import('./localPayment/definition.js'),
  payLater: () => import('./payLater/definition.js'),
};
