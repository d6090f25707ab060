import { hasMark } from '../marks/load-marks.js';
import type { FlowId, PaymentMethod } from '../types.js';

/** The gateway's card type name ('American Express') → the hosted-fields type naming its mark ('american-express'). */
const cardMark = (name: unknown) => (name === 'MasterCard' ? 'master-card' : String(name).toLowerCase().replace(/ /g, '-'));

/**
 * A saved method's mark id (the card brand's hosted-fields type, or PayPal's: saved Venmo, Apple Pay and
 * Google Pay accounts are never listed); none for a brand without artwork.
 */
export function markOfMethod(method: PaymentMethod): string | undefined {
  const key = method.type === 'CreditCard' ? cardMark(method.details.cardType) : method.type === 'PayPalAccount' ? 'paypal' : '';
  return hasMark(key) ? key : undefined;
}

/** An option tile's mark id (paypalCredit → paypal, applePay → apple-pay); the card tile draws the generic card. */
export const optionMark = (id: FlowId) => id.replace('Credit', '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
