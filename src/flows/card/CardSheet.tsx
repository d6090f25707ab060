import type { CardFieldName } from './port.js';
import type { CardForm } from './card-form.js';
import { CardGlyph, cx } from '../../runtime.js';
import { CardIcon } from './CardIcon.js';
import { CvvHint } from './CvvHint.js';
import { CardIcons } from './CardIcons.js';
import { FieldGroup } from './FieldGroup.js';
import { PrivacyNotice } from './PrivacyNotice.js';
import { SaveCard } from './SaveCard.js';

/** The card sheet (the original's screens): brand marks, the configured fields (the CVV hint on the side the code is), the save-card box. */
export function CardSheet({ form }: { form: CardForm }) {
  const { t } = form.ctx;
  const card = form.card.value;
  const has = (name: CardFieldName) => name in form.config.fields;
  const fourDigits = card?.code.size === 4;
  return (
    <div className="braintree-form" ref={form.setRoot}>
      <CardIcons supported={form.ctx.gateway.config.supportedCardTypes} t={t} />
      {has('cardholderName') && <FieldGroup form={form} name="cardholderName" label={t('cardholderNameLabel')} />}
      <FieldGroup
        form={form}
        name="number"
        label={t('cardNumberLabel')}
        icon={(
          <div data-braintree-id="card-number-icon" className={cx('braintree-form__icon', card && 'braintree-form__icon--brand')}>
            {card ? <CardIcon type={card.type} t={t} /> : <CardGlyph />}
          </div>
        )}
      />
      <div className="braintree-form__flexible-fields">
        <FieldGroup
          form={form}
          name="expirationDate"
          label={<>{t('expirationDateLabel')} <span className="braintree-form__descriptor">{t('expirationDateLabelSubheading')}</span></>}
        />
        {has('cvv') && (
          <FieldGroup
            form={form}
            name="cvv"
            label={<>{t('cvvLabel')} <span data-braintree-id="cvv-label-descriptor" className="braintree-form__descriptor">{t(fourDigits ? 'cvvFourDigitLabelSubheading' : 'cvvThreeDigitLabelSubheading')}</span></>}
            icon={<div data-braintree-id="cvv-icon" className="braintree-form__icon"><CvvHint front={fourDigits} /></div>}
          />
        )}
        {has('postalCode') && <FieldGroup form={form} name="postalCode" label={t('postalCodeLabel')} />}
      </div>
      {form.billing && <form.billing.Fields />}
      <SaveCard form={form} />
      {form.config.privacyNotice && <PrivacyNotice t={t} />}
    </div>
  );
}
