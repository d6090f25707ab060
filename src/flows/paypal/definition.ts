import { passedObject } from '../../definitions.js';
import type { FlowOption } from '../types.js';

const shared = {
  methodTypes: ['PayPalAccount'],
  savedTypes: ['PayPalAccount'],
  analyticsKind: 'paypal',
  mark: 'paypal',
  offeredBy: (g: Record<string, any>) => !!g.paypalEnabled,
  eager: true,
  updatable: true,
  load: () => import('./index.js'),
  slice: 'paypal',
} as const;

/** PayPal, offered when the merchant passes `paypal` and the gateway enables PayPal; eager, as every wallet (its button needs PayPal's script). */
export const paypal: FlowOption = {
  ...shared,
  id: 'paypal',
  label: 'PayPal',
  chosen: (raw) => passedObject(raw, 'paypal'),
};

/** PayPal Credit: the same sheet with PayPal's credit button (`paypalCredit`), from this slice. */
export const paypalCredit: FlowOption = {
  ...shared,
  id: 'paypalCredit',
  label: 'PayPal Credit',
  chosen: (raw) => passedObject(raw, 'paypalCredit'),
};
