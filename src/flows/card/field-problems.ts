import type { CardFieldName, CardFieldsState, CardType } from './port.js';
import { isCardTypeSupported } from './card-types.js';

const capital = (name: string) => name[0].toUpperCase() + name.slice(1);
export const emptyKey = (name: CardFieldName) => `fieldEmptyFor${capital(name)}`;
export const invalidKey = (name: CardFieldName) => `fieldInvalidFor${capital(name)}`;

/** The detected type, once there is exactly one candidate. */
export const knownCard = (state: CardFieldsState): CardType | undefined => (state.cards.length === 1 ? state.cards[0] : undefined);

/** A detected type the gateway does not accept (the original's validation, card number). */
export function isUnsupported(state: CardFieldsState, supported: string[]): boolean {
  const card = knownCard(state);
  return !!card && !state.fields.number?.isEmpty && !isCardTypeSupported(card.type, supported);
}

/**
 * The original's card form: each field's problem as a translation key (empty, invalid, unsupported type);
 * an empty cardholder name is fine unless it is required. No entries: the form is valid.
 */
export function fieldProblems(state: CardFieldsState, supported: string[], cardholderRequired: boolean): Partial<Record<CardFieldName, string>> {
  const problems: Partial<Record<CardFieldName, string>> = {};
  for (const [name, field] of Object.entries(state.fields) as Array<[CardFieldName, NonNullable<CardFieldsState['fields'][CardFieldName]>]>) {
    if (field.isEmpty) {
      if (name !== 'cardholderName' || cardholderRequired) problems[name] = emptyKey(name);
    } else if (!field.isValid) problems[name] = invalidKey(name);
  }
  if (!problems.number && isUnsupported(state, supported)) problems.number = 'unsupportedCardTypeError';
  return problems;
}

/** braintree-web's error for a form with invalid fields; its code selects `hostedFieldsFieldsInvalidError`. */
export function fieldsInvalidError(): Error {
  return Object.assign(new Error('Some payment input fields are invalid.'), { name: 'BraintreeError', type: 'CUSTOMER', code: 'HOSTED_FIELDS_FIELDS_INVALID' });
}
