import '../../gateway/braintree/sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import paypalCheckout from 'braintree-web/paypal-checkout';
import type { PaymentMethod } from '../../types.js';
import type { PayPalAdapter, PayPalPort, PayPalSetup } from './port.js';
import type { BraintreeBinding } from '../../gateway/braintree/binding.js';

/** The part of braintree-web's PayPalCheckout instance the sheet uses. */
interface PayPalCheckoutInstance {
  loadPayPalSDK(options: Record<string, unknown>): Promise<unknown>;
  createPayment(options: Record<string, unknown>): Promise<string>;
  tokenizePayment(data: Record<string, unknown>): Promise<PaymentMethod>;
  teardown(): Promise<void>;
}

export default ({ client }: BraintreeBinding): PayPalAdapter => ({ createPayPal: (setup) => createPayPal(client, setup) });

async function createPayPal(client: unknown, { sdk, namespace }: PayPalSetup): Promise<PayPalPort> {
  const instance = (await paypalCheckout.create({ client })) as PayPalCheckoutInstance;
  try {
    await instance.loadPayPalSDK({ ...sdk, dataAttributes: { namespace } });
  } catch (error) {
    await instance.teardown().catch(() => {});
    throw error;
  }
  const paypal = (window as any)[namespace];
  const port: PayPalPort = {
    buttons: (c) => paypal.Buttons({
      fundingSource: paypal.FUNDING?.[c.fundingSource.toUpperCase()] ?? c.fundingSource,
      style: c.style,
      [c.vault ? 'createBillingAgreement' : 'createOrder']: c.createPayment,
      onApprove: c.onApprove,
      onCancel: c.onCancel,
      onError: c.onError,
    }),
    // https://developer.paypal.com/sdk/js/reference/ — Messages(options).render(container) resolves once shown.
    // The config carries no undefined keys (the flow drops them), so the SDK's own defaults apply.
    messages: (c) => paypal.Messages({ ...c, placement: 'payment' }),
    createPayment: (options) => instance.createPayment(options),
    // braintree-web reads a 200 it cannot parse as an account without a nonce; that is a failed tokenization.
    tokenizePayment: (data) => instance.tokenizePayment(data).then((method) => {
      if (!method?.nonce) throw Object.assign(new Error("Could not tokenize user's PayPal account."), { name: 'BraintreeError', type: 'NETWORK', code: 'PAYPAL_ACCOUNT_TOKENIZATION_FAILED' });
      return method;
    }),
    async teardown() {
      // braintree-web removes its script; the SDK global goes too, so a new widget loads afresh.
      delete (window as any)[namespace];
      await instance.teardown();
    },
  };
  return port;
}
