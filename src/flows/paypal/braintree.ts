import { payPalV6 } from '../../gateway/braintree/paypal-checkout-v6.js';
import type { PayPalAdapter, PayPalCheck, PayPalPort, PayPalSessionKind } from './port.js';
import type { BraintreeBinding } from '../../gateway/braintree/binding.js';
import { usesV5 } from './v5/choice.js';

const SESSIONS = {
  oneTime: 'createOneTimePaymentSession',
  checkoutWithVault: 'createCheckoutWithVaultSession',
  billingAgreement: 'createBillingAgreementSession',
} as const satisfies Record<PayPalSessionKind, string>;

// v5's path (v5/) is a chunk of its own, fetched only when it is chosen.
export default ({ client, config }: BraintreeBinding): PayPalAdapter => ({
  createPayPal: (check) => (usesV5(config.authorizationType, check.options?.sdkVersion) ? import('./v5/braintree.js').then((v5) => v5.createPayPal(client, check)) : createPayPal(client, check)),
});

/** PayPal and PayPal Credit on braintree-web's paypal-checkout-v6 (shared with Pay Later: src/gateway/braintree/paypal-checkout-v6.ts). */
async function createPayPal(client: unknown, { credit, vault, currency, amount, options }: PayPalCheck): Promise<PayPalPort | undefined> {
  const v6 = await payPalV6(client, async (instance) => {
    // PayPal Credit is a US product: without a currency it is asked for in USD.
    if (currency || credit) {
      const eligible = await instance.findEligibleMethods({ currency: currency ?? 'USD', amount });
      if (!eligible[credit ? 'credit' : 'paypal']) return false;
    }
    // A session made now has braintree-web create the SDK's billing agreements instance, so that a click's
    // session starts in the click's own task (PayPal's window is a popup: Safari needs that).
    if (vault) instance.createBillingAgreementSession({ onApprove: () => {} });
    // One-click repeat's window needs braintree-web's frame service, in a chunk only its merchants fetch.
    if (options?.vaultInitiatedCheckout) await (await import('./vault-initiated/braintree.js')).useFrameService(instance);
    return true;
  });
  if (!v6) return undefined;
  const { instance } = v6;
  return {
    renderButton: (container, { type, className }, onClick) => v6.renderButton(container, credit ? 'paypal-credit-button' : 'paypal-button', (button) => {
      if (type) button.setAttribute('type', type);
      if (className) button.className = className;
    }, onClick),
    start: (kind, payment, callbacks) => v6.start(() => instance[SESSIONS[kind]]({ ...payment, ...(credit && { offerCredit: true }), ...callbacks }), callbacks.onError),
    // braintree-web's createMessages (PayPal's createPayPalMessages): fetchContent({ amount, onReady }) hands onReady
    // the message's content for a <paypal-message>'s setContent.
    async renderMessages({ amount, currency, attributes = {} }, container) {
      const messages = await instance.createMessages({ currencyCode: currency ?? 'USD' });
      const element = document.createElement('paypal-message') as HTMLElement & { setContent?(content: unknown): void };
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      container.append(element);
      await messages.fetchContent({ amount: String(amount), onReady: (content: unknown) => element.setContent?.(content) });
    },
    tokenizePayment: v6.tokenizePayment,
    startVaultInitiatedCheckout: (payment) => instance.startVaultInitiatedCheckout(payment),
    teardown: v6.teardown,
  };
}
