import { passedObject } from '../../definitions.js';
import type { FlowOption } from '../types.js';

/** Apple Pay, offered when the merchant passes `applePay` and the gateway enables it for the web; its saved cards are never listed (the original's constants). */
export const applePay: FlowOption = {
  id: 'applePay',
  methodTypes: ['ApplePayCard'],
  analyticsKind: 'applepay',
  label: 'Apple Pay',
  mark: 'apple-pay',
  chosen: (raw) => passedObject(raw, 'applePay'),
  offeredBy: (g) => !!g.applePayWeb,
  eager: true,
  updatable: true,
  load: () => import('./index.js'),
};
