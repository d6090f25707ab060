import type { BillingAddressField } from '../../api.js';
import { resolveLocale } from '../../i18n/locales.js';

/** In the order the sheet shows them: the country first, since the region's field follows it. */
export const BILLING_FIELDS: readonly BillingAddressField[] = ['countryCodeAlpha2', 'streetAddress', 'extendedAddress', 'locality', 'region', 'postalCode'];

export interface BillingConfig {
  fields: BillingAddressField[];
  required: BillingAddressField[];
  /** Preselected country: the region of the merchant's `locale` ('de_DE' → 'DE'), else none. */
  country: string;
  /** The widget's language ('de-DE'): country names are shown in it. */
  language: string;
}

function known(list: unknown, what: string, allowed: readonly BillingAddressField[]): BillingAddressField[] {
  const given = Array.isArray(list) ? list : [];
  for (const name of given) {
    if (!allowed.includes(name)) console.warn(`featherdrop: card.billingAddress.${what}: ${String(name)} is not one of its fields; ignored.`);
  }
  return allowed.filter((name) => given.includes(name));
}

/**
 * `card.billingAddress` (options.ts checked that `fields` is an array). With the gateway's postal code
 * field on the sheet the address has no postal code of its own: that field's value is tokenized as it.
 */
export function billingConfig(option: { fields?: unknown; required?: unknown }, hostedPostalCode: boolean, locale: unknown): BillingConfig | null {
  const listed = known(option.fields, 'fields', BILLING_FIELDS);
  const shown = (name: BillingAddressField) => !(hostedPostalCode && name === 'postalCode');
  const fields = listed.filter(shown);
  if (!fields.length) return null;
  const resolved = resolveLocale(locale);
  // 'de_CH' names Switzerland even though the widget speaks de_DE; 'de' means the de_DE it resolves to.
  const region = typeof locale === 'string' ? (/^[a-z]{2}[-_]([a-z]{2})$/i.exec(locale)?.[1].toUpperCase() ?? resolved.slice(3)) : '';
  return {
    fields,
    required: known(option.required, 'required', listed).filter(shown),
    country: region === 'XC' ? '' : region,
    language: resolved.replace('_', '-'),
  };
}
