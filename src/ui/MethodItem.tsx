import type { PaymentMethod } from '../types.js';
import { cx } from '../runtime.js';
import { MarkBox } from './MarkBox.js';
import { useShell } from './ShellContext.js';

/** One saved or new method: a button that makes it the active one. */
/** In edit mode a click asks to delete it; a method with a subscription cannot be deleted (the original's behaviour), and says why. */
export function MethodItem({ method, active, editing }: { method: PaymentMethod; active: boolean; editing: boolean }) {
  const { t, actions, catalog, extraViews } = useShell();
  // Edit mode comes with the vault manager's views (src/flows/vaultManager/MethodEditing.tsx).
  const views = editing ? extraViews.value : null;
  const source = catalog.sourceOf(method, t);
  const locked = editing && !!method.hasSubscription;
  const note = locked ? `fd-locked-${method.nonce}` : undefined;
  const mark = catalog.markOfMethod(method);
  return (
    <li className="braintree-method__item">
      <button
        type="button"
        className={cx('braintree-method', active && 'braintree-method--active', locked && 'braintree-method--disabled')}
        aria-pressed={editing ? undefined : active}
        disabled={locked}
        aria-describedby={note}
        data-type={method.type === 'CreditCard' ? method.details.cardType : method.type}
        onClick={() => actions.selectMethod(method)}
      >
        <MarkBox className="braintree-method__logo" id={mark} />
        <span className="braintree-method__label">
          {source}
          <span className="braintree-method__label--small">{catalog.detailOf(method, t)}</span>
          {locked && views && <views.LockedNote id={note!} t={t} />}
        </span>
        <span className="braintree-method__check-container" aria-hidden="true"><span className="braintree-method__check" /></span>
        {/* In edit mode the button deletes: its name says so after the method ("Visa Ending in 1111 Delete"). */}
        {views && !locked && <views.DeleteMark t={t} />}
      </button>
    </li>
  );
}
