import { passedObject } from '../../definitions.js';
import type { FlowOption } from '../types.js';

/**
 * SEPA Direct Debit, offered when the merchant passes `sepa`. The gateway's configuration has no SEPA field
 * (braintree-web's configuration query asks for none, and its sepa module reads only the assets URL), and the
 * gateway refuses a mandate for a merchant account without SEPA, so this definition cannot ask; the decision and
 * what a shopper sees are in docs/getting-started.md ("SEPA Direct Debit"). The simulator offers it unless the
 * scenario turns it off.
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
