import { cx } from '../runtime.js';
import { MethodItem } from './MethodItem.js';
import { useShell } from './ShellContext.js';

/**
 * "Paying with Card": the saved and new methods; the edit button when the vault manager is on. In other
 * views its container stays in the page, hidden and empty, as the original's (merchant tests look for it).
 */
export function MethodsView({ shown }: { shown: boolean }) {
  const { model, t, catalog, extraViews } = useShell();
  const EditButton = extraViews.value?.EditButton;
  const selected = model.selected.value;
  const editing = shown && model.editing.value;
  const heading = editing ? t('editPaymentMethods') : selected ? t('payingWith', { paymentSource: catalog.paymentSourceOf(selected, t) }) : t('chooseAWayToPay');
  return (
    <div data-braintree-id="methods" hidden={!shown} className={cx('braintree-methods', shown && 'braintree-methods--active', editing && 'braintree-methods--edit')}>
      {shown && (
        <div className="braintree-methods__heading">
          <h2 data-braintree-id="methods-label" data-view-focus="methods" className="braintree-heading" tabIndex={-1}>{heading}</h2>
          {EditButton && <EditButton t={t} />}
        </div>
      )}
      <ul data-braintree-id="methods-container" className="braintree-methods-initial" aria-label={shown ? heading : undefined}>
        {shown && model.methods.value.map((method) => <MethodItem key={method.nonce} method={method} active={!editing && method.nonce === selected?.nonce} editing={editing} />)}
      </ul>
    </div>
  );
}
