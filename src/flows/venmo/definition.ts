import { passedObject } from '../../definitions.js';
import type { FlowOption } from '../types.js';

/** Venmo, offered when the merchant passes `venmo` (an object, or `true`) and the gateway enables it; its saved accounts are never listed (the original's constants). */
export const venmo: FlowOption = {
  id: 'venmo',
  methodTypes: ['VenmoAccount'],
  analyticsKind: 'venmo',
  label: 'Venmo',
  mark: 'venmo',
  chosen: (raw) => passedObject(raw, 'venmo') || raw.venmo === true,
  offeredBy: (g) => !!g.payWithVenmo,
  eager: true,
  load: () => import('./index.js'),
};
