import { cx } from '../../runtime.js';
import type { CardForm } from './card-form.js';

/** The original's screens: checked by default; shown only when the shopper may choose (not guest, override allowed). */
export function SaveCard({ form }: { form: CardForm }) {
  return (
    <div data-braintree-id="save-card-field-group" className={cx('braintree-form__field-group', !form.config.offerSave && 'braintree-hidden')}>
      <label className="braintree-form__save-card">
        <input
          type="checkbox"
          data-braintree-id="save-card-input"
          checked={form.save.value}
          onChange={(e) => form.setSave(e.currentTarget.checked)}
        />
        <span>{form.ctx.t('saveCardLabel')}</span>
      </label>
    </div>
  );
}
