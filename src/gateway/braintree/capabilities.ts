import type { GatewayCapabilities } from '../types.js';

/** braintree-web's module for each payment option, bound to the page's client, imported on first use. */
export const braintreeCapabilities = (client: unknown, environment: string): GatewayCapabilities => ({
  cardFields: () => import('./hosted-fields.js').then((m) => m.hostedFieldsAdapter(client)),
  paypal: () => import('./paypal-checkout.js').then((m) => m.paypalCheckoutAdapter(client)),
  venmo: () => import('./venmo.js').then((m) => m.venmoAdapter(client)),
  applePay: () => import('./apple-pay.js').then((m) => m.applePayAdapter(client)),
  googlePay: () => import('./google-payment.js').then((m) => m.googlePaymentAdapter(client, environment)),
  threeDSecure: () => import('./three-d-secure.js').then((m) => m.threeDSecureAdapter(client)),
});
