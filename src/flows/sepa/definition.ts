import { passedObject } from '../../definitions.js';
import type { FlowOption } from '../types.js';

/**
 * SEPA Direct Debit, offered when the merchant passes `sepa`. braintree-web's sepa module reads nothing from the
 * gateway's configuration (the gateway refuses a mandate for a merchant account without SEPA), so neither does
 * this definition; the simulator offers it unless the scenario turns it off.
 */
export const sepa: FlowOption = {
  id: 'sepa',
  methodTypes: ['SEPADebitAccount'],
  savedTypes: ['SEPADebitAccount'],
  analyticsKind: 'sepa',
  label: 'SEPA Direct Debit',
  mark: 'sepa',
  presentation: { detail: (method, t) => t('endingIn', { lastFourCardDigits: method.details.ibanLastFour ?? method.details.ibanLastChars }) },
  chosen: (raw) => passedObject(raw, 'sepa'),
  offeredBy: () => true,
  load: () => import('./index.js'),
};

export default [sepa];
