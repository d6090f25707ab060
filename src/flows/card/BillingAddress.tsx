import { useMemo } from 'react';
import type { BillingAddressField } from '../../api.js';
import type { Translate } from '../../i18n/translate.js';
import { cx } from '../../runtime.js';
import type { BillingForm } from './billing-form.js';
import { countryNames, regionKind, regionsOf } from './billing-regions.js';

/** The browser's autofill names for each field, in the billing section. */
const AUTOCOMPLETE: Record<BillingAddressField, string> = {
  countryCodeAlpha2: 'billing country',
  streetAddress: 'billing address-line1',
  extendedAddress: 'billing address-line2',
  locality: 'billing address-level2',
  region: 'billing address-level1',
  postalCode: 'billing postal-code',
};

const LABELS: Record<Exclude<BillingAddressField, 'region'>, string> = {
  countryCodeAlpha2: 'countryLabel', streetAddress: 'streetAddressLabel', extendedAddress: 'extendedAddressLabel', locality: 'localityLabel', postalCode: 'postalCodeLabel',
};

const hookOf = (field: BillingAddressField) => (field === 'countryCodeAlpha2' ? 'country' : field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));

interface FieldProps {
  billing: BillingForm;
  field: BillingAddressField;
  t: Translate;
  /** The select's options as [value, text]; a text input without. */
  choices?: Array<[string, string]>;
}

/** One labelled billing field with its error (role=alert), shaped like the card fields' groups. */
function BillingField({ billing, field, t, choices }: FieldProps) {
  const country = billing.values.value.countryCodeAlpha2;
  const required = billing.config.required.includes(field);
  const error = billing.errors.value[field];
  const id = `${billing.id}-${hookOf(field)}`;
  const label = field === 'region' ? `${regionKind(country)}Label` : LABELS[field];
  const shared = {
    id,
    ref: (element: HTMLInputElement | HTMLSelectElement | null) => billing.register(field, element),
    className: 'featherdrop-billing__input',
    name: field,
    autoComplete: AUTOCOMPLETE[field],
    value: billing.values.value[field] ?? '',
    'aria-required': required ? ('true' as const) : undefined,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': `${id}-error`,
    onBlur: () => billing.blur(field),
  };
  return (
    <div data-braintree-id={`billing-${hookOf(field)}-field-group`} className={cx('braintree-form__field-group', error && 'braintree-form__field-group--has-error')}>
      <label htmlFor={id} className="braintree-form__label">
        {t(label)}
        {!required && <> <span className="braintree-form__descriptor">{t('optionalLabel')}</span></>}
      </label>
      <div className="braintree-form__field">
        {choices ? (
          <select {...shared} onChange={(e) => billing.set(field, e.currentTarget.value)}>
            <option value="">{t('selectPlaceholder')}</option>
            {choices.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
          </select>
        ) : (
          <input {...shared} type="text" onInput={(e) => billing.set(field, e.currentTarget.value)} />
        )}
      </div>
      <div data-braintree-id={`billing-${hookOf(field)}-field-error`} id={`${id}-error`} className="braintree-form__field-error" role="alert">
        {error && t(error)}
      </div>
    </div>
  );
}

/**
 * card.billingAddress: the fields under the card fields, in a labelled group, autofill-tagged; the
 * country is a list in the shopper's language, and the region one where it is a fixed list (US, Canada).
 */
export function BillingAddress({ billing, t }: { billing: BillingForm; t: Translate }) {
  const countries = useMemo(() => countryNames(billing.config.language), [billing.config.language]);
  const regions = regionsOf(billing.values.value.countryCodeAlpha2) ?? undefined;
  const fields = billing.config.fields;
  const pair: BillingAddressField[] = fields.filter((field) => field === 'region' || field === 'postalCode');
  const field = (name: BillingAddressField) => (
    <BillingField key={name} billing={billing} field={name} t={t} choices={name === 'countryCodeAlpha2' ? countries : name === 'region' ? regions : undefined} />
  );
  return (
    <fieldset className="featherdrop-billing" data-braintree-id="billing-address">
      <legend className="featherdrop-billing__legend">{t('billingAddressHeading')}</legend>
      {fields.filter((name) => !pair.includes(name)).map(field)}
      {pair.length > 0 && <div className="braintree-form__flexible-fields">{pair.map(field)}</div>}
    </fieldset>
  );
}
