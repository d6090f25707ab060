import { BoundTextField } from '../../ui/TextField.js';
import type { SepaForm } from './sepa-form.js';

/** Account holder and IBAN, then what comes next: the bank's mandate of the merchant's type. */
export function SepaSheet({ form }: { form: SepaForm }) {
  const { t } = form.ctx;
  return (
    <div className="featherdrop-bank-form" data-braintree-id="sepa-form">
      <BoundTextField form={form.text} t={t} field="accountHolderName" id={`${form.id}-sepa-account-holder`} hook="sepa-account-holder"
        label={t('sepaAccountHolderLabel')} autoComplete="name" maxLength={70} />
      {/* An IBAN has at most 34 characters, and 8 spaces between its groups. */}
      <BoundTextField form={form.text} t={t} field="iban" id={`${form.id}-sepa-iban`} hook="sepa-iban"
        label={t('sepaIbanLabel')} maxLength={42} format={form.groupIban} />
      <p className="featherdrop-field-note" data-braintree-id="sepa-mandate-note">
        {t(form.settings.mandateType === 'RECURRENT' ? 'sepaMandateRecurrent' : 'sepaMandateOneOff')}
      </p>
    </div>
  );
}
