import type { Translate } from '../../i18n/translate.js';

/** PayPal's privacy statement; it redirects to the shopper's country version. */
export const PRIVACY_STATEMENT_URL = 'https://www.paypal.com/legalhub/privacy-full';

/** The notice of collection under the card form (the original's since 1.40), in featherdrop's words. */
export function PrivacyNotice({ t }: { t: Translate }) {
  return (
    <p className="braintree-form__notice" data-featherdrop-id="privacy-notice">
      {t('privacyNotice')}{' '}
      <a href={PRIVACY_STATEMENT_URL} target="_blank" rel="noopener noreferrer">{t('privacyStatementLink')}</a>
    </p>
  );
}
