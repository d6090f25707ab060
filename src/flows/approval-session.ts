import type { PaymentMethod } from '../types.js';
import type { FlowContext } from './types.js';

/** Why a PayPal option's tile is disabled when braintree-web or PayPal's SDK could not be set up (a NETWORK error). */
export const CONNECT_ERROR = 'There was an error connecting to PayPal.';

export function connectError(cause?: unknown) {
  return Object.assign(new Error(CONNECT_ERROR, { cause }), { type: 'NETWORK', code: 'PAYPAL_FLOW_FAILED' });
}

/**
 * The callbacks of one session in PayPal's window (PayPal, PayPal Credit, Pay Later): they settle once, whatever
 * PayPal or braintree-web calls twice; an approval adds the tokenized method, a failure shows its sheet error.
 */
export function approvalSession(
  ctx: FlowContext,
  /** PayPal's approval data made into a payment method. */
  tokenize: (data: Record<string, unknown>) => Promise<PaymentMethod>,
  /** The sheet error (a catalogue key) of a failed tokenization. */
  tokenizeError: string,
  /** The sheet error of a failed session. */
  flowError: string,
  /** The session is over (approved, cancelled or failed): another may start. */
  done: () => void,
) {
  let settled = false;
  /** True for the first outcome only. */
  const settle = () => {
    done();
    return !settled && (settled = true);
  };
  const fail = (error: unknown, key: string) => {
    if (ctx.signal.aborted) return;
    console.error(error);
    ctx.showError(key);
  };
  return {
    async onApprove(data: Record<string, unknown>) {
      if (settle()) await tokenize(data).then((method) => ctx.addMethod(method), (error) => fail(error, tokenizeError));
    },
    onCancel: settle,
    onError: (error: unknown) => settle() && fail(error, flowError),
  };
}
