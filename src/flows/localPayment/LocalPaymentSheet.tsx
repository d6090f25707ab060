import { useRef } from 'react';
import type { ReadonlySignal } from '../../runtime.js';
import type { FlowContext } from '../types.js';

type Props = { ctx: FlowContext; waiting: ReadonlySignal<boolean>; start(): void };

/**
 * A local payment method's sheet: a line saying the payment is confirmed in a new window, and the button that
 * opens it. While the window is open the button says so and brings it back to the front; it is never disabled,
 * so focus stays on it (a disabled button would drop focus to the page).
 */
export function LocalPaymentSheet({ ctx, waiting, start }: Props) {
  const noticeId = useRef(`featherdrop-local-payment-${ctx.id}-${Math.random().toString(36).slice(2, 8)}`).current;
  const method = ctx.t(ctx.label);
  const busy = waiting.value;
  return (
    <div className="featherdrop-local-payment">
      <p id={noticeId} className="featherdrop-local-payment__notice" aria-live="polite">
        {ctx.t(busy ? 'localPaymentWaiting' : 'localPaymentNotice', { method })}
      </p>
      <button
        type="button"
        className="featherdrop-local-payment__continue"
        data-braintree-id="local-payment-button"
        data-featherdrop-method={ctx.id}
        aria-describedby={noticeId}
        onClick={(event) => {
          event.preventDefault();
          start();
        }}
      >
        {ctx.t(busy ? 'localPaymentShowWindow' : 'localPaymentContinue', { method })}
      </button>
    </div>
  );
}
