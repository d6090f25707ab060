import { DropinError } from '../../errors.js';
import { passedObject } from '../../definitions.js';
import type { FlowOption } from '../types.js';

/** The merchant's mistake in `payLater` (a one-time payment needs both; checked as create() starts). */
export const INVALID = 'options.payLater needs amount and currency.';

const present = (value: unknown) => (typeof value === 'string' && value !== '') || (typeof value === 'number' && value > 0);

/**
 * PayPal Pay Later as its own tile (featherdrop's, opt-in: `payLater`), on braintree-web's paypal-checkout-v6
 * (createPayLaterSession): offered when the merchant passes it, the gateway enables PayPal and PayPal finds it
 * eligible for the amount and currency (findEligibleMethods, at setup: an ineligible one is a disabled tile).
 */
export const payLater: FlowOption = {
  id: 'payLater',
  methodTypes: ['PayPalAccount'],
  analyticsKind: 'paypal',
  label: 'PayPal Pay Later',
  mark: 'paypal',
  eager: true,
  validate(raw) {
    const options = raw.payLater as Record<string, unknown> | undefined;
    if (options === undefined) return;
    if (!passedObject(raw, 'payLater') || !present(options.amount) || typeof options.currency !== 'string' || !options.currency) throw new DropinError(INVALID);
  },
  chosen: (raw) => passedObject(raw, 'payLater'),
  offeredBy: (g) => !!g.paypalEnabled,
  load: () => import('./index.js'),
};

export default [payLater];
