// The card types a number may be, from credit-card-type, in the names braintree-web's hosted fields report
// ('master-card'); which of them the number field takes; the number's formatting pattern for its type.
import creditCardType from 'credit-card-type';

/** credit-card-type's name (braintree's 'master-card') for a gateway's or a merchant's brand name ('American Express', 'mastercard'). */
export const cardTypeName = (brand) => {
  const name = String(brand).toLowerCase().replace(/\s+/g, '-');
  return name === 'mastercard' ? 'master-card' : name;
};

export function cardTypesOf(digits) {
  return creditCardType(digits).map((card) => ({ ...card, type: card.type === 'mastercard' ? 'master-card' : card.type }));
}

/**
 * The card types the number field takes, or undefined for any: as braintree's frame, only when the number field's
 * options ask (`supportedCardBrands` or `rejectUnsupportedCards`), the gateway's supportedCardTypes (Diners Club
 * riding on Discover) with the merchant's own `supportedCardBrands` switches over them.
 */
export function supportedCardTypes(gatewayTypes = [], numberOptions = {}) {
  if (!numberOptions.supportedCardBrands && !numberOptions.rejectUnsupportedCards) return undefined;
  const supported = new Set(gatewayTypes.map(cardTypeName));
  if (supported.has('discover')) supported.add('diners-club');
  for (const [brand, on] of Object.entries(numberOptions.supportedCardBrands ?? {})) {
    if (on) supported.add(cardTypeName(brand));
    else supported.delete(cardTypeName(brand));
  }
  return supported;
}

/** Whether the number field takes this card type (`supported`: from supportedCardTypes). */
export function isSupported(card, supported) {
  return !card || !supported || supported.has(card.type);
}

/** restricted-input's pattern for a number of this card type: its gaps, up to its longest length (or `maxCardLength`). */
export function numberPattern(card, maxCardLength) {
  const gaps = card?.gaps ?? [4, 8, 12];
  const longest = Math.max(...(card?.lengths ?? [19]));
  const length = maxCardLength ? Math.min(longest, maxCardLength) : longest;
  let pattern = '';
  let start = 0;
  for (const end of [...gaps.filter((g) => g < length), length]) {
    pattern += `${start ? ' ' : ''}{{${'9'.repeat(end - start)}}}`;
    start = end;
  }
  return pattern;
}
