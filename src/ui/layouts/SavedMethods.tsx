import { cx } from '../../runtime.js';
import { MethodItem } from '../MethodItem.js';
import { useShell } from '../ShellContext.js';

/**
 * The saved methods on top of an accordion or tabs, with the vault manager's edit button and its delete
 * confirmation in their place. A method shows chosen only while the methods view is the current one (an open
 * row or tab is what the shopper pays with otherwise). No `data-view-focus`: focus stays on what the shopper pressed.
 */
export function SavedMethods() {
  const { model, t, catalog, extraViews } = useShell();
  const views = extraViews.value;
  const current = model.view.value === 'methods';
  const editing = model.editing.value;
  const selected = current && !editing ? model.selected.value : null;
  const methods = model.methods.value;
  if (model.view.value === 'delete-confirmation') return views ? <views.DeleteConfirmation t={t} /> : null;
  if (!methods.length) return null;
  const heading = editing ? t('editPaymentMethods') : selected ? t('payingWith', { paymentSource: catalog.paymentSourceOf(selected, t) }) : t('chooseAWayToPay');
  return (
    <div data-braintree-id="methods" className={cx('braintree-methods featherdrop-layout__saved', current && 'braintree-methods--active', editing && 'braintree-methods--edit')}>
      <div className="braintree-methods__heading">
        <h2 data-braintree-id="methods-label" className="braintree-heading">{heading}</h2>
        {views && <views.EditButton t={t} />}
      </div>
      <ul data-braintree-id="methods-container" className="braintree-methods-initial" aria-label={heading}>
        {methods.map((method) => <MethodItem key={method.nonce} method={method} active={method.nonce === selected?.nonce} editing={editing} />)}
      </ul>
    </div>
  );
}
