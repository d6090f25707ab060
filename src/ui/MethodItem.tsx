import type { PaymentMethod } from '../types.js';
import { detailOf, sourceOf } from './labels.js';
import { useShell } from './ShellContext.js';

/** One saved or new method: a button that makes it the active one. */
export function MethodItem({ method, active }: { method: PaymentMethod; active: boolean }) {
  const { t, actions } = useShell();
  const source = sourceOf(method, t);
  return (
    <li class="braintree-method__item">
      <button
        type="button"
        class={active ? 'braintree-method braintree-method--active' : 'braintree-method'}
        aria-pressed={active}
        data-type={method.type === 'CreditCard' ? method.details.cardType : method.type}
        onClick={() => actions.selectMethod(method)}
      >
        <span class="braintree-method__logo" aria-hidden="true">{source.slice(0, 4)}</span>
        <span class="braintree-method__label">
          {source}
          <span class="braintree-method__label--small">{detailOf(method, t)}</span>
        </span>
        <span class="braintree-method__check-container" aria-hidden="true"><span class="braintree-method__check" /></span>
      </button>
    </li>
  );
}
