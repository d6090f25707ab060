import type { PaymentMethod } from '../../../types.js';
import type { CardFieldName, CardType, TokenizeOptions } from '../port.js';
import type { GatewayError } from '../../../gateway/types.js';
import { tick, type SimulatorState } from '../../../gateway/simulator/simulator-state.js';
import { expiration } from './simulated-fields-rules.js';

/** The test cards of docs/simulator.md (a docs test checks both are in its table); any other valid number of a supported type succeeds. */
export const DECLINED = '4000111111111115';
export const CVV_FAILS = '200';

const messages: Record<string, string> = {
  HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR: 'A tokenization network error occurred.',
  HOSTED_FIELDS_FAILED_TOKENIZATION: 'The supplied card data failed tokenization.',
  HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED: 'CVV verification failed during tokenization.',
  HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE: "This credit card already exists in the merchant's vault.",
};

function tokenizeError(code: string): GatewayError {
  const type = code.endsWith('NETWORK_ERROR') ? 'NETWORK' : 'CUSTOMER';
  return Object.assign(new Error(messages[code]), { name: 'BraintreeError', type, code });
}

const UNKNOWN_BIN_DATA = Object.fromEntries(
  ['commercial', 'countryOfIssuance', 'debit', 'durbinRegulated', 'healthcare', 'issuingBank', 'payroll', 'prepaid', 'productId'].map((k) => [k, 'Unknown']),
);

let sequence = 0;

/**
 * The simulated gateway's card tokenization: the scenario's `failures.tokenize`, the declined card,
 * the failing CVV and (with `failOnDuplicatePaymentMethod`, the gateway's merchant setting) duplicates of
 * the customer's saved cards fail like braintree-web; a vaulted card joins that customer's saved list for
 * the page's life, a duplicate too when the setting is off, as the gateway saves it again.
 */
export async function tokenizeCard(
  { scenario, vault }: SimulatorState,
  values: Partial<Record<CardFieldName, string>>,
  card: CardType | undefined,
  options: TokenizeOptions,
): Promise<PaymentMethod> {
  await tick();
  const failure = scenario.failures.tokenize;
  if (failure) throw tokenizeError(failure === 'network' || failure === 'timeout' ? 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR' : 'HOSTED_FIELDS_FAILED_TOKENIZATION');
  const number = (values.number ?? '').replace(/\D/g, '');
  if (number === DECLINED) throw tokenizeError('HOSTED_FIELDS_FAILED_TOKENIZATION');
  if (values.cvv === CVV_FAILS) throw tokenizeError('HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED');

  // credit-card-type's names are the gateway's, except the gateway's "MasterCard". (Not CARD_TYPE_NAMES:
  // a value import of the card port from here would split it out of the card chunk into one of its own.)
  const cardType = card ? card.niceType.replace('Mastercard', 'MasterCard') : 'Unknown';
  const lastFour = number.slice(-4);
  const isSame = (m: PaymentMethod) => m.type === 'CreditCard' && m.details.lastFour === lastFour && m.details.cardType === cardType;
  if (options.vault && scenario.failOnDuplicatePaymentMethod && vault.some(isSame)) throw tokenizeError('HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE');

  const { month, year } = expiration(values.expirationDate ?? '');
  const name = options.fieldsToTokenize && !options.fieldsToTokenize.includes('cardholderName') ? undefined : values.cardholderName;
  const details = {
    bin: number.slice(0, 6), cardType, lastFour, lastTwo: lastFour.slice(2), expirationMonth: month, expirationYear: year,
    ...(name ? { cardholderName: name } : {}),
  };
  const method: PaymentMethod = {
    nonce: `tokencc_sim_${++sequence}_${lastFour}`,
    type: 'CreditCard',
    description: `ending in ${details.lastTwo}`,
    details,
    binData: { ...UNKNOWN_BIN_DATA },
  };
  if (!options.vault) return method;
  vault.push({
    ...method, nonce: `sim_vaulted_${cardType.replace(/\s/g, '').toLowerCase()}_${lastFour}_${sequence}`, default: false, hasSubscription: false, details: { ...details },
  });
  return { ...method, vaulted: true };
}
