import { cx } from '../../runtime.js';
import { BoundTextField } from '../../ui/TextField.js';
import type { AchField, AchForm } from './ach-form.js';

// field → hook, label, autofill name, numeric keyboard
const FIELDS: Record<AchField, [string, string, string, boolean?]> = {
  firstName: ['first-name', 'achFirstNameLabel', 'given-name'],
  lastName: ['last-name', 'achLastNameLabel', 'family-name'],
  businessName: ['business-name', 'achBusinessNameLabel', 'organization'],
  routingNumber: ['routing-number', 'achRoutingNumberLabel', 'off', true],
  accountNumber: ['account-number', 'achAccountNumberLabel', 'off', true],
  streetAddress: ['street-address', 'achStreetAddressLabel', 'billing address-line1'],
  locality: ['locality', 'achLocalityLabel', 'billing address-level2'],
  region: ['region', 'achRegionLabel', 'billing address-level1'],
  postalCode: ['postal-code', 'achPostalCodeLabel', 'billing postal-code', true],
};

function Field({ form, field }: { form: AchForm; field: AchField }) {
  const [hook, label, autoComplete, numeric] = FIELDS[field];
  return (
    <BoundTextField form={form.text} t={form.ctx.t} field={field} id={`${form.id}-${hook}`} hook={`us-bank-account-${hook}`} label={form.ctx.t(label)}
      autoComplete={autoComplete} inputMode={numeric ? 'numeric' : undefined} maxLength={field === 'region' ? 2 : 70} />
  );
}

/** Two or more radio buttons under a legend: the owner's kind and the account's. */
function Choice<Value extends string>({ form, name, legend, value, choices, pick }: {
  form: AchForm; name: string; legend: string; value: Value; choices: Array<[Value, string]>; pick(value: Value): void;
}) {
  const { t } = form.ctx;
  return (
    <fieldset className="featherdrop-ach-choice" data-braintree-id={`us-bank-account-${name}`}>
      <legend className="featherdrop-field__label">{t(legend)}</legend>
      {choices.map(([choice, label]) => (
        <label key={choice} className="featherdrop-ach-choice__option">
          <input type="radio" name={`${form.id}-${name}`} value={choice} checked={value === choice} onChange={() => pick(choice)} />
          <span>{t(label)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The owner, the account (routing and account numbers, its type), the billing address, then the merchant's
 * mandate text and the shopper's agreement to it: required before anything is sent.
 */
export function UsBankAccountSheet({ form }: { form: AchForm }) {
  const { t } = form.ctx;
  const personal = form.ownershipType.value === 'personal';
  const mandateId = `${form.id}-mandate`;
  return (
    <div className="featherdrop-bank-form" data-braintree-id="us-bank-account-form">
      <Choice form={form} name="ownership-type" legend="achOwnershipLabel" value={form.ownershipType.value}
        choices={[['personal', 'achPersonal'], ['business', 'achBusiness']]} pick={(value) => { form.ownershipType.value = value; }} />
      <div className="featherdrop-ach-row">
        {personal ? <><Field form={form} field="firstName" /><Field form={form} field="lastName" /></> : <Field form={form} field="businessName" />}
      </div>
      <div className="featherdrop-ach-row">
        <Field form={form} field="routingNumber" />
        <Field form={form} field="accountNumber" />
      </div>
      <Choice form={form} name="account-type" legend="achAccountTypeLabel" value={form.accountType.value}
        choices={[['checking', 'achChecking'], ['savings', 'achSavings']]} pick={(value) => { form.accountType.value = value; }} />
      <fieldset className="featherdrop-ach-address">
        <legend className="featherdrop-ach-address__legend">{t('achBillingAddressLabel')}</legend>
        <Field form={form} field="streetAddress" />
        <Field form={form} field="locality" />
        <div className="featherdrop-ach-row">
          <Field form={form} field="region" />
          <Field form={form} field="postalCode" />
        </div>
      </fieldset>
      <div className={cx('featherdrop-ach-mandate', form.mandateError.value && 'featherdrop-ach-mandate--error')} data-braintree-id="us-bank-account-mandate">
        {/* The merchant's own words, in whatever language and direction they are written. */}
        <p id={mandateId} className="featherdrop-ach-mandate__text" dir="auto">{form.mandateText}</p>
        <label className="featherdrop-ach-mandate__agree">
          <input
            type="checkbox"
            ref={(input) => form.registerAgreement(input)}
            data-braintree-id="us-bank-account-mandate-input"
            checked={form.agreed.value}
            aria-describedby={`${mandateId} ${mandateId}-error`}
            aria-invalid={form.mandateError.value ? 'true' : undefined}
            onChange={(event) => form.agree(event.currentTarget.checked)}
          />
          <span>{t('achMandateAgree')}</span>
        </label>
        <div id={`${mandateId}-error`} className="featherdrop-field__error" role="alert">{form.mandateError.value && t(form.mandateError.value)}</div>
      </div>
    </div>
  );
}
