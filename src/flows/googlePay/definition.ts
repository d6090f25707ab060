import { passedObject } from '../../definitions.js';
import type { FlowOption } from '../types.js';

/** Google Pay, offered when the merchant passes `googlePay` and the gateway enables it; its saved cards are never listed (the original's constants). */
export const googlePay: FlowOption = {
  id: 'googlePay',
  methodTypes: ['AndroidPayCard'],
  analyticsKind: 'googlepay',
  label: 'Google Pay',
  mark: 'google-pay',
  chosen: (raw) => passedObject(raw, 'googlePay'),
  offeredBy: (g) => !!g.androidPay,
  eager: true,
  updatable: true,
  load: () => import('./index.js'),
};
