import { DropinError, dropinError } from '../../../errors.js';
import type { PaymentMethod } from '../../../types.js';
import type { FlowContext } from '../../types.js';
import type { PayPalPort } from '../port.js';

/** braintree-web's code when the shopper closes PayPal's window (the simulator's too): no error to show. */
export const REPEAT_CANCELED = 'PAYPAL_CHECKOUT_V6_VIC_CANCELED';

/** The DropinErrors of a `vaultInitiatedCheckout` one-click repeat cannot run with (docs/errors.md). */
export const REPEAT_INVALID = {
  credit: 'options.paypalCredit.vaultInitiatedCheckout is not supported: pass it in options.paypal.',
  token: 'options.paypal.vaultInitiatedCheckout.paymentMethodToken must be a non-empty string.',
  email: 'options.paypal.vaultInitiatedCheckout.email must be a non-empty string.',
  flow: 'options.paypal.vaultInitiatedCheckout needs flow checkout.',
  amount: 'options.paypal.vaultInitiatedCheckout needs options.paypal.amount.',
  sdk: 'options.paypal.vaultInitiatedCheckout needs the v6 SDK: remove sdkVersion 5.',
};

/** Throws for PayPal Credit, a missing server-side token, a bad email, a vault flow, no amount, or PayPal's v5 path. */
export function checkRepeat(id: string, options: Record<string, any>) {
  const { paymentMethodToken, email } = options.vaultInitiatedCheckout ?? {};
  const problem = (id !== 'paypal' && 'credit')
    || ((typeof paymentMethodToken !== 'string' || !paymentMethodToken) && 'token')
    || (email !== undefined && (typeof email !== 'string' || !email) && 'email')
    || (options.flow !== 'checkout' && 'flow')
    || ((options.amount == null || options.amount === '') && 'amount')
    || (options.sdkVersion === 5 && 'sdk');
  if (problem) throw new DropinError(REPEAT_INVALID[problem]);
}

/**
 * The `repeat` role (src/flows/types.ts): a saved PayPal account, the one whose email the merchant named or any
 * without one, pays anew through startVaultInitiatedCheckout; PayPal's window opens in the caller's task.
 * A failure shows PayPal's error where the shopper is, a cancel nothing; both reject as a request without a method does.
 */
export const oneClickRepeat = (ctx: FlowContext, options: Record<string, any>, port: PayPalPort, payment: () => Record<string, unknown>) => (method: PaymentMethod) => {
  const saved = options.vaultInitiatedCheckout;
  // A tokenization key's PayPal (v5) has no such call, and no customer whose accounts were saved.
  if (!saved || !port.startVaultInitiatedCheckout || method.type !== 'PayPalAccount' || !method.vaulted || (saved.email && method.details?.email !== saved.email)) return undefined;
  ctx.showError(null);
  return port.startVaultInitiatedCheckout({ ...payment(), vaultInitiatedCheckoutPaymentMethodToken: saved.paymentMethodToken }).then(
    (paid) => ({ ...paid, vaulted: true }),
    (error) => {
      if (error?.code !== REPEAT_CANCELED && !ctx.signal.aborted) {
        console.error(error);
        ctx.showError('paypalFlowFailedError');
      }
      throw dropinError('noPaymentMethod', error, 'customer');
    },
  );
};
