import '../../gateway/braintree/sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import paypalCheckoutV6 from 'braintree-web/paypal-checkout-v6';
import type { PaymentMethod } from '../../types.js';
import type { PayLaterAdapter, PayLaterCheck, PayLaterPort } from './port.js';
import type { BraintreeBinding } from '../../gateway/braintree/binding.js';

/** The part of braintree-web's PayPalCheckoutV6 instance Pay Later uses. */
interface PayPalCheckoutV6Instance {
  loadPayPalSDK(options?: Record<string, unknown>): Promise<unknown>;
  findEligibleMethods(options: { currency: string; amount?: string }): Promise<{ paylater: boolean; getDetails(method: string): Record<string, unknown> | undefined }>;
  createPayLaterSession(options: Record<string, unknown>): { start(presentation?: Record<string, unknown>): Promise<unknown> };
  tokenizePayment(data: Record<string, unknown>): Promise<PaymentMethod>;
  teardown(): Promise<void>;
  /** braintree-web's popup frame service, which its teardown leaves in the page. */
  _frameService?: { teardown(): void };
}

export default ({ client }: BraintreeBinding): PayLaterAdapter => ({ createPayLater: (check) => createPayLater(client, check) });

/**
 * braintree-web loads PayPal's v6 SDK (www.paypal.com/web-sdk/v6/core) as `window.paypal`, which it has no
 * namespace for; the global goes with the widget when the widget brought it. braintree-web's teardown leaves its
 * frame service (an iframe) behind, so the adapter ends it too.
 */
async function createPayLater(client: unknown, { amount, currency }: PayLaterCheck): Promise<PayLaterPort | undefined> {
  const hadPayPal = 'paypal' in window;
  const instance = (await paypalCheckoutV6.create({ client })) as PayPalCheckoutV6Instance;
  const teardown = async () => {
    if (!hadPayPal) delete (window as { paypal?: unknown }).paypal;
    instance._frameService?.teardown();
    await instance.teardown();
  };
  let details: Record<string, unknown> | undefined;
  try {
    await instance.loadPayPalSDK();
    const eligible = await instance.findEligibleMethods({ currency, amount });
    if (!eligible.paylater) {
      await teardown();
      return undefined;
    }
    details = eligible.getDetails('paylater');
  } catch (error) {
    await teardown().catch(() => {});
    throw error;
  }
  return {
    renderButton(container, onClick) {
      // The SDK's web component; the product and country PayPal found eligible pick its text.
      const button = Object.assign(document.createElement('paypal-pay-later-button'), { productCode: details?.productCode, countryCode: details?.countryCode });
      button.addEventListener('click', onClick);
      container.append(button);
      return () => button.remove();
    },
    start(payment, callbacks) {
      try {
        instance.createPayLaterSession({ ...payment, ...callbacks }).start().catch(callbacks.onError);
      } catch (error) {
        callbacks.onError(error); // braintree-web refuses options it cannot send synchronously
      }
    },
    // braintree-web reads a 200 it cannot parse as an account without a nonce; that is a failed tokenization.
    tokenizePayment: (data) => instance.tokenizePayment(data).then((method) => {
      if (!method?.nonce) throw Object.assign(new Error("Could not tokenize user's PayPal account."), { name: 'BraintreeError', type: 'NETWORK', code: 'PAYPAL_CHECKOUT_V6_TOKENIZATION_FAILED' });
      return method;
    }),
    teardown,
  };
}
