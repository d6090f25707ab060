import { passedObject } from '../../definitions.js';
import type { FlowOption } from '../types.js';

/** ACH: a US bank account, offered when the merchant passes `usBankAccount` and the gateway enables it. */
export const usBankAccount: FlowOption = {
  id: 'usBankAccount',
  methodTypes: ['UsBankAccount'],
  savedTypes: ['UsBankAccount'],
  analyticsKind: 'usbankaccount',
  label: 'US bank account',
  mark: 'bank',
  presentation: {
    label: (method, t) => method.details.bankName || t('US bank account'),
    detail: (method, t) => t('endingIn', { lastFourCardDigits: method.details.last4 }),
  },
  chosen: (raw) => passedObject(raw, 'usBankAccount'),
  offeredBy: (g) => !!g.usBankAccount,
  load: () => import('./index.js'),
};

export default [usBankAccount];
