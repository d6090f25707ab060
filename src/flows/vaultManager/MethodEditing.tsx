import type { Translate } from '../../i18n/translate.js';
import '../../runtime.js';

/**
 * What a saved method's button says in edit mode (src/ui/MethodItem.tsx places them): under its name, why a
 * method with a subscription cannot be deleted (the original's behaviour; `id` describes the disabled button); after it, that a
 * click deletes the others ("Visa Ending in 1111 Delete"). Edit mode exists only with these views loaded.
 */
export function LockedNote({ id, t }: { id: string; t: Translate }) {
  return <span id={id} className="braintree-method__note">{t('subscriptionCannotBeDeleted')}</span>;
}

export function DeleteMark({ t }: { t: Translate }) {
  return <span className="braintree-method__delete"><span aria-hidden="true">×</span><span className="braintree-method__action">{t('deleteConfirmationButton')}</span></span>;
}
