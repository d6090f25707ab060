import validator from 'card-validator';
import creditCardType from 'credit-card-type';
import type { CardFieldName, CardType } from '../port.js';

const digits = (value: string) => value.replace(/\D/g, '');

/** credit-card-type's matches, named as hosted-fields names them ('master-card'). */
export function cardsFor(number: string): CardType[] {
  return creditCardType(digits(number)).map((card) => (card.type === 'mastercard' ? { ...card, type: 'master-card' } : card));
}

export const known = (cards: CardType[]) => (cards.length === 1 ? cards[0] : undefined);

/** The number grouped by the detected type's gaps ("3782 822463 10005"), cut at its longest length. */
function formatNumber(value: string, cards: CardType[]): string {
  const card = known(cards);
  const gaps = card?.gaps ?? [4, 8, 12];
  const number = digits(value).slice(0, Math.max(...(card?.lengths ?? [19])));
  return [...number].map((d, i) => (gaps.includes(i) ? ` ${d}` : d)).join('');
}

/** "MM / YY" as hosted fields show it; a first digit above 1 is a one-digit month. */
function formatExpiration(value: string): string {
  let date = digits(value);
  if (/^[2-9]/.test(date)) date = `0${date}`;
  date = date.slice(0, 6);
  return date.length > 2 ? `${date.slice(0, 2)} / ${date.slice(2)}` : date;
}

/** What the input shows after the shopper typed `value`. */
export function format(name: CardFieldName, value: string, cards: CardType[]): string {
  if (name === 'number') return formatNumber(value, cards);
  if (name === 'expirationDate') return formatExpiration(value);
  if (name === 'cvv') return digits(value).slice(0, known(cards)?.code.size ?? 4);
  return value;
}

/** card-validator's verdict, with the CVV length of the detected type. */
export function validate(name: CardFieldName, value: string, cards: CardType[]): { isValid: boolean; isPotentiallyValid: boolean } {
  if (name === 'number') return validator.number(digits(value));
  if (name === 'expirationDate') return validator.expirationDate(value);
  if (name === 'cvv') return validator.cvv(value, known(cards)?.code.size ?? [3, 4]);
  if (name === 'postalCode') return validator.postalCode(value);
  return validator.cardholderName(value);
}

/** The expiration date's month and four-digit year. */
export function expiration(value: string): { month: string; year: string } {
  const { month, year } = validator.expirationDate(value);
  return { month: month ?? '', year: year && year.length === 2 ? `20${year}` : year ?? '' };
}
