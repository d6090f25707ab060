import type { PaymentMethod } from '../../types.js';

export type FailureKind = 'network' | 'load' | 'notFound' | 'timeout';

/** `simulator_<base64url JSON>`: each key optional (docs/simulator.md, "Scenario keys"). */
export interface Scenario {
  customer: boolean;
  authorizationType: 'clientToken' | 'tokenizationKey';
  paymentMethods: PaymentMethod[];
  options: Record<string, boolean>;
  supportedCardTypes: string[];
  challenges: string[];
  threeDSecure: boolean;
  /** The gateway's merchant setting: vaulting a card the customer already saved fails. Default false. */
  failOnDuplicatePaymentMethod: boolean;
  /** The simulated merchant account's name, as the gateway knows it (the creditor on the SEPA mandate page). */
  merchantName: string;
  failures: Record<string, FailureKind>;
}

const FAILURE_KINDS: FailureKind[] = ['network', 'load', 'notFound', 'timeout'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
const values = (value: unknown, ok: (item: unknown) => boolean) => isObject(value) && Object.values(value).every(ok);

/** Each key's shape: a scenario that does not fit is rejected whole, before the gateway does anything. */
const SCENARIO_KEYS: Record<keyof Scenario, (value: unknown) => boolean> = {
  customer: (v) => typeof v === 'boolean',
  authorizationType: (v) => v === 'clientToken' || v === 'tokenizationKey',
  paymentMethods: (v) => Array.isArray(v) && v.every((m) => isObject(m) && typeof m.nonce === 'string' && typeof m.type === 'string' && isObject(m.details)),
  options: (v) => values(v, (on) => typeof on === 'boolean'),
  supportedCardTypes: strings,
  challenges: strings,
  threeDSecure: (v) => typeof v === 'boolean',
  failOnDuplicatePaymentMethod: (v) => typeof v === 'boolean',
  merchantName: (v) => typeof v === 'string' && v.trim() !== '',
  failures: (v) => values(v, (kind) => FAILURE_KINDS.includes(kind as FailureKind)),
};

const DEFAULT_CARD_TYPES = ['Visa', 'MasterCard', 'American Express', 'Discover', 'JCB', 'UnionPay', 'Maestro', 'Diners Club'];

function card(cardType: string, lastFour: string, bin: string, extra: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    nonce: `sim_vaulted_${cardType.replace(/\s/g, '').toLowerCase()}_${lastFour}`,
    type: 'CreditCard',
    default: false,
    hasSubscription: false,
    description: `ending in ${lastFour.slice(2)}`,
    details: { cardType, lastFour, lastTwo: lastFour.slice(2), bin, expirationMonth: '12', expirationYear: '2030' },
    ...extra,
  };
}

/** The customer of `simulator_customer`; stored with the default second, so defaultFirst matters. */
export function customerMethods(): PaymentMethod[] {
  return [
    card('MasterCard', '4444', '555555'),
    card('Visa', '1111', '411111', { default: true }),
    { nonce: 'sim_vaulted_paypal', type: 'PayPalAccount', default: false, hasSubscription: false, details: { email: 'shopper@example.com' } },
    card('American Express', '0005', '378282', { hasSubscription: true }),
    { nonce: 'sim_vaulted_venmo', type: 'VenmoAccount', default: false, hasSubscription: false, details: { username: '@venmojoe' } },
  ];
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function encodeScenario(scenario: Partial<Scenario>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(scenario));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `simulator_${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** Reads `simulator_guest`, `simulator_customer` or `simulator_<base64url JSON>`; throws on anything else. */
export function parseScenario(authorization: string): Scenario {
  const name = authorization.slice('simulator_'.length);
  let given: Partial<Scenario>;
  if (name === 'guest') given = {};
  else if (name === 'customer') given = { customer: true };
  else {
    given = JSON.parse(decodeBase64Url(name));
    if (!isObject(given)) throw new Error('A simulator scenario is a JSON object.');
    const unknown = Object.keys(given).filter((key) => !Object.hasOwn(SCENARIO_KEYS, key));
    if (unknown.length) throw new Error(`Unknown simulator scenario keys: ${unknown.join(', ')}`);
    const invalid = Object.entries(given).filter(([key, value]) => !SCENARIO_KEYS[key as keyof Scenario](value)).map(([key]) => key);
    if (invalid.length) throw new Error(`Invalid simulator scenario values: ${invalid.join(', ')}`);
  }
  const customer = given.customer === true;
  return {
    customer,
    authorizationType: given.authorizationType ?? (customer ? 'clientToken' : 'tokenizationKey'),
    paymentMethods: given.paymentMethods ?? (customer ? customerMethods() : []),
    // The documented `threeDSecure: false` turns 3D Secure off, as `options: { <id>: false }` does any option or extra.
    options: { ...(given.threeDSecure === false && { threeDSecure: false }), ...given.options },
    supportedCardTypes: given.supportedCardTypes ?? DEFAULT_CARD_TYPES,
    challenges: given.challenges ?? ['cvv'],
    threeDSecure: given.threeDSecure ?? true,
    failOnDuplicatePaymentMethod: given.failOnDuplicatePaymentMethod ?? false,
    merchantName: given.merchantName ?? 'Feather shop',
    failures: given.failures ?? {},
  };
}
