import { TextField } from '../../ui/TextField.js';
import type { SepaField, SepaForm } from './sepa-form.js';

const FIELDS: Array<[SepaField, string, string, string]> = [
  // field, hook, label, autofill name
  ['accountHolderName', 'sepa-account-holder', 'sepaAccountHolderLabel', 'name'],
  ['iban', 'sepa-iban', 'sepaIbanLabel', 'off'],
];

/** Account holder and IBAN, then what comes next: the bank's mandate of the merchant's type. */
export function SepaSheet({ form }: { form: SepaForm }) {
  const { t } = form.ctx;
  return (
    <div className="featherdrop-bank-form" data-braintree-id="sepa-form">
      {FIELDS.map(([field, hook, label, autoComplete]) => {
        const error = form.errors.value[field];
        return (
          <TextField
            key={field}
            id={`${form.id}-${hook}`}
            hook={hook}
            label={t(label)}
            value={form.values.value[field]}
            error={error && t(error)}
            autoComplete={autoComplete}
            // An IBAN has at most 34 characters, and 8 spaces between its groups.
            maxLength={field === 'iban' ? 42 : 70}
            inputRef={(input) => form.register(field, input)}
            onInput={(input) => form.input(field, input)}
            onBlur={() => form.blur(field)}
          />
        );
      })}
      <p className="featherdrop-field-note" data-braintree-id="sepa-mandate-note">
        {t(form.settings.mandateType === 'RECURRENT' ? 'sepaMandateRecurrent' : 'sepaMandateOneOff')}
      </p>
    </div>
  );
}
