import '../../gateway/braintree/sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import paypalCheckoutV6 from 'braintree-web/paypal-checkout-v6';
import type { PaymentMethod } from '../../types.js';
import type { PayPalAdapter, PayPalCheck, PayPalPort, PayPalSessionKind } from './port.js';
import type { BraintreeBinding } from '../../gateway/braintree/binding.js';
import { usesV5 } from './v5/choice.js';

type Session = { start(presentation?: Record<string, unknown>): Promise<unknown> };

/** The part of braintree-web's PayPalCheckoutV6 instance PayPal and PayPal Credit use. */
interface PayPalCheckoutV6Instance {
  loadPayPalSDK(options?: Record<string, unknown>): Promise<unknown>;
  findEligibleMethods(options: { currency: string; amount?: string }): Promise<Record<string, boolean>>;
  createOneTimePaymentSession(options: Record<string, unknown>): Session;
  createCheckoutWithVaultSession(options: Record<string, unknown>): Session;
  createBillingAgreementSession(options: Record<string, unknown>): Session;
  createMessages(options: Record<string, unknown>): Promise<{ fetchContent(options: Record<string, unknown>): Promise<unknown> }>;
  tokenizePayment(data: Record<string, unknown>): Promise<PaymentMethod>;
  teardown(): Promise<void>;
  /** braintree-web's popup frame service, which its teardown leaves in the page. */
  _frameService?: { teardown(): void };
}

const SESSIONS: Record<PayPalSessionKind, 'createOneTimePaymentSession' | 'createCheckoutWithVaultSession' | 'createBillingAgreementSession'> = {
  oneTime: 'createOneTimePaymentSession',
  checkoutWithVault: 'createCheckoutWithVaultSession',
  billingAgreement: 'createBillingAgreementSession',
};

// v5's path (v5/) is a chunk of its own, fetched only when it is chosen.
export default ({ client, config }: BraintreeBinding): PayPalAdapter => ({
  createPayPal: (check) => (usesV5(config.authorizationType, check.options?.sdkVersion) ? import('./v5/braintree.js').then((v5) => v5.createPayPal(client, check)) : createPayPal(client, check)),
});

/**
 * braintree-web loads PayPal's v6 SDK (www.paypal.com/web-sdk/v6/core) as `window.paypal`, which it has no
 * namespace for; the global goes with the widget when the widget brought it. braintree-web's teardown leaves its
 * frame service behind (an iframe; the build stands it in while startVaultInitiatedCheckout is unused), so the
 * adapter ends it too.
 */
async function createPayPal(client: unknown, { credit, vault, currency, amount }: PayPalCheck): Promise<PayPalPort | undefined> {
  const hadPayPal = 'paypal' in window;
  const instance = (await paypalCheckoutV6.create({ client })) as PayPalCheckoutV6Instance;
  const teardown = async () => {
    if (!hadPayPal) delete (window as { paypal?: unknown }).paypal;
    instance._frameService?.teardown();
    await instance.teardown();
  };
  try {
    await instance.loadPayPalSDK();
    // PayPal Credit is a US product: without a currency it is asked for in USD.
    if (currency || credit) {
      const eligible = await instance.findEligibleMethods({ currency: currency ?? 'USD', amount });
      if (!eligible[credit ? 'credit' : 'paypal']) {
        await teardown();
        return undefined;
      }
    }
    // A session made now has braintree-web create the SDK's billing agreements instance, so that a click's
    // session starts in the click's own task (PayPal's window is a popup: Safari needs that).
    if (vault) instance.createBillingAgreementSession({ onApprove: () => {} });
  } catch (error) {
    await teardown().catch(() => {});
    throw error;
  }
  return {
    renderButton(container, { type, className }, onClick) {
      const button = document.createElement(credit ? 'paypal-credit-button' : 'paypal-button');
      if (type) button.setAttribute('type', type);
      if (className) button.className = className;
      button.addEventListener('click', onClick);
      container.append(button);
      return () => button.remove();
    },
    start(kind, payment, callbacks) {
      try {
        instance[SESSIONS[kind]]({ ...payment, ...(credit && { offerCredit: true }), ...callbacks }).start().catch(callbacks.onError);
      } catch (error) {
        callbacks.onError(error); // braintree-web refuses options it cannot send synchronously
      }
    },
    // braintree-web's createMessages (PayPal's createPayPalMessages): fetchContent({ amount, onReady }) hands onReady
    // the message's content for a <paypal-message>'s setContent.
    async renderMessages({ amount, currency, attributes = {} }, container) {
      const messages = await instance.createMessages({ currencyCode: currency ?? 'USD' });
      const element = document.createElement('paypal-message') as HTMLElement & { setContent?(content: unknown): void };
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      container.append(element);
      await messages.fetchContent({ amount: String(amount), onReady: (content: unknown) => element.setContent?.(content) });
    },
    // braintree-web reads a 200 it cannot parse as an account without a nonce; that is a failed tokenization.
    tokenizePayment: (data) => instance.tokenizePayment(data).then((method) => {
      if (!method?.nonce) throw Object.assign(new Error("Could not tokenize user's PayPal account."), { name: 'BraintreeError', type: 'NETWORK', code: 'PAYPAL_CHECKOUT_V6_TOKENIZATION_FAILED' });
      return method;
    }),
    teardown,
  };
}
