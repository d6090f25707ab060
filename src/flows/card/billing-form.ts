import type { BillingAddress, BillingAddressField } from '../../api.js';
import { computed, signal } from '../../runtime.js';
import type { BillingConfig } from './billing-config.js';
import { COUNTRY_CODES, regionKind, regionsOf } from './billing-regions.js';

/** "fieldEmptyForStreetAddress", …: the message for a required field left empty; a US state or Canadian province is picked. */
function emptyKey(field: BillingAddressField, country: string | undefined) {
  if (field === 'region' && regionKind(country) !== 'region') return regionKind(country) === 'state' ? 'fieldEmptyForState' : 'fieldEmptyForProvince';
  return `fieldEmptyFor${field === 'countryCodeAlpha2' ? 'Country' : field[0].toUpperCase() + field.slice(1)}`;
}

/**
 * The billing address under the card fields: what the shopper typed, the errors shown (a required
 * field left empty, on leaving it or on submit), and the address tokenized with the card.
 */
export function createBillingForm(config: BillingConfig, id: string) {
  const preselected: BillingAddress = config.fields.includes('countryCodeAlpha2') && COUNTRY_CODES.includes(config.country) ? { countryCodeAlpha2: config.country } : {};
  const values = signal<BillingAddress>(preselected);
  const errors = signal<Partial<Record<BillingAddressField, string>>>({});
  const isMissing = (field: BillingAddressField, address: BillingAddress) => config.required.includes(field) && !address[field]?.trim();
  const problems = (address: BillingAddress) => config.fields.filter((field) => isMissing(field, address));
  const valid = computed(() => !problems(values.value).length);
  const inputs: Partial<Record<BillingAddressField, HTMLElement>> = {};

  function set(field: BillingAddressField, value: string) {
    const next = { ...values.peek(), [field]: value };
    // A state picked for one country means nothing in another.
    if (field === 'countryCodeAlpha2' && regionsOf(values.peek().countryCodeAlpha2) !== regionsOf(value)) next.region = '';
    values.value = next;
    if (value.trim() && errors.peek()[field]) errors.value = { ...errors.peek(), [field]: undefined };
  }

  return {
    config, values, errors, valid,
    /** The element ids: `${id}-street-address`, … */
    id,
    set,
    register(field: BillingAddressField, element: HTMLElement | null) {
      if (element) inputs[field] = element;
    },
    /** The shopper left a field: a required one left empty says so. */
    blur(field: BillingAddressField) {
      if (isMissing(field, values.peek())) errors.value = { ...errors.peek(), [field]: emptyKey(field, values.peek().countryCodeAlpha2) };
    },
    /** Before tokenizing: every missing field says so; false when any is missing. */
    validate(): boolean {
      const missing = problems(values.peek());
      errors.value = Object.fromEntries(missing.map((field) => [field, emptyKey(field, values.peek().countryCodeAlpha2)]));
      return !missing.length;
    },
    /** Focuses the first field with a problem (in the sheet's order); false when there is none. */
    focusFirstProblem(): boolean {
      const first = config.fields.find((field) => errors.peek()[field]);
      if (first) inputs[first]?.focus();
      return !!first;
    },
    /** The address to tokenize: the fields shown, trimmed, empty ones left out. */
    address(): BillingAddress {
      const address: BillingAddress = {};
      for (const field of config.fields) {
        const value = values.peek()[field]?.trim();
        if (value) address[field] = value;
      }
      return address;
    },
    /** After tokenizing (clearFieldsAfterTokenization): empty again, the preselected country back. */
    clear() {
      values.value = preselected;
      errors.value = {};
    },
  };
}

export type BillingForm = ReturnType<typeof createBillingForm>;
