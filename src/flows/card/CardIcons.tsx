import { CARD_TYPE_NAMES, isCardTypeSupported } from './card-types.js';
import type { Translate } from '../../i18n/translate.js';
import { cx } from '../../runtime.js';
import { BRAND_TYPES, CardIcon } from './CardIcon.js';

/** The original's screens: the brands the gateway accepts; the others are hidden, as the original. */
export function CardIcons({ supported, t }: { supported: string[]; t: Translate }) {
  return (
    <div data-braintree-id="card-view-icons" className="braintree-sheet__icons">
      {BRAND_TYPES.map((type) => {
        const shown = isCardTypeSupported(type, supported);
        return (
          <div
            key={type}
            data-braintree-id={`${type}-card-icon`}
            className={cx('braintree-sheet__card-icon', !shown && 'braintree-hidden')}
            role="img"
            aria-label={t(CARD_TYPE_NAMES[type])}
          >
            {shown && <CardIcon type={type} t={t} />}
          </div>
        );
      })}
    </div>
  );
}
