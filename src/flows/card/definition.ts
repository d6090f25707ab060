import { dropinError } from '../../errors.js';
import type { FlowOption } from '../types.js';

/** Card brands with artwork (marks.json; Hiper and Mir have none and show the generic card). */
const BRAND_MARKS = 'visa master-card american-express discover diners-club jcb maestro unionpay elo hipercard'.split(' ');

/** The gateway's card type name ('American Express') → the hosted-fields type naming its mark ('american-express'). */
const brandMark = (name: unknown) => {
  const type = name === 'MasterCard' ? 'master-card' : String(name).toLowerCase().replace(/ /g, '-');
  return BRAND_MARKS.includes(type) ? type : undefined;
};

/**
 * The card: on unless the merchant passes `card: false`, offered with any card type the gateway supports.
 * Not eager: a customer starting on saved methods loads it when the sheet is opened.
 */
export const card: FlowOption = {
  id: 'card',
  methodTypes: ['CreditCard'],
  savedTypes: ['CreditCard'],
  analyticsKind: 'card',
  label: 'Card',
  heading: 'payWithCard',
  presentation: {
    label: (method, t) => t(method.details.cardType),
    detail: (method, t) => t('endingIn', { lastFourCardDigits: method.details.lastFour }),
    mark: (method) => brandMark(method.details.cardType),
  },
  // `card.billingAddress` names its fields in an array (the names themselves are checked by the card sheet).
  validate(raw) {
    const billing = (raw.card as { billingAddress?: { fields?: unknown } } | null)?.billingAddress;
    if (billing !== undefined && !Array.isArray(billing?.fields)) throw dropinError('billingAddressInvalid');
  },
  chosen: (raw) => raw.card !== false,
  offeredBy: () => true,
  usable: (config) => config.supportedCardTypes.length > 0,
  braintreeFramePage: 'hosted-fields-frame.min.html',
  load: () => import('./index.js'),
};
