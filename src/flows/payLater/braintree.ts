import { payPalV6 } from '../../gateway/braintree/paypal-checkout-v6.js';
import type { PayLaterAdapter, PayLaterCheck, PayLaterPort } from './port.js';
import type { BraintreeBinding } from '../../gateway/braintree/binding.js';

export default ({ client }: BraintreeBinding): PayLaterAdapter => ({ createPayLater: (check) => createPayLater(client, check) });

/** Pay Later on braintree-web's paypal-checkout-v6 (shared with PayPal: src/gateway/braintree/paypal-checkout-v6.ts). */
async function createPayLater(client: unknown, { amount, currency }: PayLaterCheck): Promise<PayLaterPort | undefined> {
  let details: Record<string, unknown> | undefined;
  const v6 = await payPalV6(client, async (instance) => {
    const eligible = await instance.findEligibleMethods({ currency, amount });
    details = eligible.getDetails?.('paylater');
    return !!eligible.paylater;
  });
  if (!v6) return undefined;
  return {
    // The SDK's web component; the product and country PayPal found eligible pick its text.
    renderButton: (container, onClick) => v6.renderButton(container, 'paypal-pay-later-button', (button) => Object.assign(button, { productCode: details?.productCode, countryCode: details?.countryCode }), onClick),
    start: (payment, callbacks) => v6.start(() => v6.instance.createPayLaterSession({ ...payment, ...callbacks }), callbacks.onError),
    tokenizePayment: v6.tokenizePayment,
    teardown: v6.teardown,
  };
}
