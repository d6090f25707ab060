import type { Translate } from '../i18n/translate.js';
import type { FlowId, PaymentMethod } from '../types.js';

/** Option ids → their translation keys (the original's keys are the English names). */
export const OPTION_LABELS: Record<FlowId, string> = {
  card: 'Card', paypal: 'PayPal', paypalCredit: 'PayPal Credit', venmo: 'Venmo', applePay: 'Apple Pay', googlePay: 'Google Pay',
};

/** The methods heading's "Paying with Card" names the kind of method, as the original did, not the card's brand. */
export const paymentSourceOf = (method: PaymentMethod, t: Translate) => (method.type === 'CreditCard' ? t('Card') : sourceOf(method, t));

/** "Visa" / "PayPal" / "Venmo": a method's name in its list entry. */
export function sourceOf(method: PaymentMethod, t: Translate): string {
  if (method.type === 'CreditCard') return t(method.details.cardType);
  if (method.type === 'PayPalAccount') return t('PayPal');
  if (method.type === 'VenmoAccount') return t('Venmo');
  if (method.type === 'ApplePayCard') return t('Apple Pay');
  if (method.type === 'AndroidPayCard') return t('Google Pay');
  return method.type;
}

/** The second line of a method: "Ending in 1111", the PayPal email, the Venmo username. */
export function detailOf(method: PaymentMethod, t: Translate): string {
  const d = method.details;
  if (method.type === 'CreditCard') return t('endingIn', { lastFourCardDigits: d.lastFour });
  return d.email ?? d.username ?? method.description ?? '';
}
