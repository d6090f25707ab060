import { cx } from '../runtime.js';
import { MarkBox } from './MarkBox.js';
import { useShell } from './ShellContext.js';

/**
 * "Choose a way to pay": a tile per enabled option, with its mark; a failed one disabled with the developer
 * message. Below the saved methods (`below`) it is "Other ways to pay", as the original's lower container.
 */
export function OptionsView({ below }: { below?: boolean }) {
  const { model, t, actions, catalog } = useShell();
  const status = model.status.value;
  return (
    <div data-braintree-id="options" className="braintree-options braintree-options--active">
      {below
        ? <h2 data-braintree-id="other-ways-to-pay" data-view-focus="other-ways-to-pay" className="braintree-heading" tabIndex={-1}>{t('otherWaysToPay')}</h2>
        : <h2 data-braintree-id="choose-a-way-to-pay" data-view-focus="options" className="braintree-heading" tabIndex={-1}>{t('chooseAWayToPay')}</h2>}
      <div data-braintree-id="payment-options-container" className="braintree-options-list">
        {model.enabled.value.map((id) => {
          const failed = status[id] === 'failed';
          return (
            <button
              key={id}
              type="button"
              className={cx(`braintree-option braintree-option__${id}`, failed && 'braintree-disabled')}
              disabled={status[id] !== 'done'}
              onClick={() => actions.chooseOption(id)}
            >
              <MarkBox className="braintree-option__logo" id={catalog.byId(id)?.mark} />
              <span className="braintree-option__label">
                {t(catalog.byId(id)?.label ?? id)}
                {failed && <span className="braintree-option__disabled-message">{t('developerError')}</span>}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
