import { useLayoutEffect, useRef } from 'react';
import '../../runtime.js';
import type { Translate } from '../../i18n/translate.js';
import type { WidgetModel } from '../../signals/widget-model.js';
import type { PaymentMethod } from '../../types.js';
import type { Deletion } from './deletion.js';

/**
 * The question asked per type, under the original's keys (`<type>DeleteConfirmationMessage`): a card's brand and
 * last four, a PayPal email, a Venmo username; the generic question for a type without its own.
 */
export function deleteMessage(method: PaymentMethod, t: Translate): string {
  const d = method.details;
  const key = `${method.type}DeleteConfirmationMessage`;
  if (!t.has(key)) return t('genericDeleteConfirmationMessage');
  return t(key, { secondaryIdentifier: d.cardType && t(d.cardType), identifier: d.lastFour ?? d.email ?? d.username });
}

/**
 * Yes deletes, No (or Escape) returns to edit mode, focus back on the method it asked about (the shell); focus
 * starts on the safe button, so Enter twice never deletes a card.
 */
export function createDeleteConfirmation(model: WidgetModel, deletion: Deletion) {
  return function DeleteConfirmation({ t }: { t: Translate }) {
    const no = useRef<HTMLButtonElement>(null);
    const target = model.deleteTarget.value;
    useLayoutEffect(() => no.current?.focus(), [target]);
    if (!target) return null;
    return (
      <div
        data-braintree-id="delete-confirmation"
        className="braintree-delete-confirmation"
        role="alertdialog"
        aria-labelledby="fd-delete-message"
        onKeyDown={(event) => event.key === 'Escape' && deletion.cancel()}
      >
        <p id="fd-delete-message" data-braintree-id="delete-confirmation__message" className="braintree-delete-confirmation__message">
          {deleteMessage(target, t)}
        </p>
        <div className="braintree-delete-confirmation__button-container">
          <button type="button" ref={no} data-braintree-id="delete-confirmation__no" className="braintree-delete-confirmation__button" onClick={deletion.cancel}>
            {t('deleteCancelButton')}
          </button>
          <button type="button" data-braintree-id="delete-confirmation__yes" className="braintree-delete-confirmation__button braintree-delete-confirmation__button--yes" onClick={deletion.confirm}>
            {t('deleteConfirmationButton')}
          </button>
        </div>
      </div>
    );
  };
}
