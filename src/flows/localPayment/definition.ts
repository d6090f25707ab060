import { DropinError } from '../../errors.js';
import type { PaymentMethod } from '../../types.js';
import type { FlowOption } from '../types.js';

/** One local payment method: braintree-web's `paymentType`, its name, and where and in what it pays (PayPal's table of local payment methods). */
interface Method {
  id: string;
  label: string;
  countries: string[];
  currencies: string[];
}

const isObject = (value: unknown): value is Record<string, any> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => typeof value === 'string' && value !== '';
const upper = (value: unknown) => String(value ?? '').toUpperCase();

/** The merchant's mistake in `localPayment`, with this slice's definition (only fetched when it is passed). */
export const INVALID = 'options.localPayment needs methods, amount, currencyCode, givenName, surname and fallback.';

/**
 * `localPayment` needs what braintree-web's startPayment requires of every method: the methods (known ones),
 * amount, currencyCode, the shopper's givenName and surname, and the popup's fallback page (url, buttonText).
 */
function validate(raw: Record<string, unknown>) {
  const options = raw.localPayment;
  if (options === undefined) return;
  const ok = isObject(options) && Array.isArray(options.methods) && options.methods.length > 0
    && options.methods.every((m: unknown) => METHODS.some((d) => d.id === m))
    && (text(options.amount) || typeof options.amount === 'number') && text(options.currencyCode)
    && text(options.givenName) && text(options.surname)
    && isObject(options.fallback) && text(options.fallback.url) && text(options.fallback.buttonText);
  if (!ok) throw new DropinError(INVALID);
}

/**
 * Each local payment method is its own option (a tile and a sheet), all from this slice and one group
 * (docs/architecture.md, "Several tiles from one slice"): offered when the merchant lists it in
 * `localPayment.methods`, pays in `currencyCode`, and works in the shopper's `countryCode` when given;
 * braintree-web's local-payment module needs PayPal enabled on the gateway.
 */
function localPayment(method: Method): FlowOption {
  const { id, label, countries, currencies } = method;
  return {
    id,
    methodTypes: ['LocalPayment'],
    analyticsKind: id,
    label,
    mark: id,
    group: 'localPayment',
    slice: 'localPayment',
    owns: (m: PaymentMethod) => m.details?.paymentType === id,
    validate,
    chosen(raw) {
      const options = raw.localPayment;
      return isObject(options) && Array.isArray(options.methods) && options.methods.includes(id)
        && currencies.includes(upper(options.currencyCode)) && (options.countryCode == null || countries.includes(upper(options.countryCode)));
    },
    offeredBy: (g) => !!g.paypalEnabled,
    load: () => import('./index.js'),
  };
}

const METHODS: Method[] = [
  {
    id: 'ideal',
    label: 'iDEAL', countries: ['NL'], currencies: ['EUR'] },
  {
    id: 'bancontact',
    label: 'Bancontact', countries: ['BE'], currencies: ['EUR'] },
  {
    id: 'blik',
    label: 'BLIK', countries: ['PL'], currencies: ['PLN'] },
  {
    id: 'eps',
    label: 'EPS', countries: ['AT'], currencies: ['EUR'] },
  {
    id: 'swish',
    label: 'Swish', countries: ['SE'], currencies: ['SEK'] },
];

/** The local payment methods, in their default order. */
export const localPayments: readonly FlowOption[] = METHODS.map(localPayment);

export default localPayments;
