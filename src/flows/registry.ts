import type { FlowRegistry } from './types.js';

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

/**
 * The only file that names the flows. An option whose flow is not built yet is simply absent and
 * therefore not enabled (README, "Payment options").
 */
export const flows: FlowRegistry = {
  paypal: { isEnabled: (options, config) => !!options.raw.paypal && config.paypalEnabled, load: () => import('./paypal/index.js'), eager: true, savedTypes: ['PayPalAccount'] },
  paypalCredit: { isEnabled: (options, config) => !!options.raw.paypalCredit && config.paypalEnabled, load: () => import('./paypal/index.js'), eager: true, savedTypes: ['PayPalAccount'] },
  card: { isEnabled: (options, config) => options.raw.card !== false && config.supportedCardTypes.length > 0, load: () => import('./card/index.js'), savedTypes: ['CreditCard'] },
  // Saved Apple Pay / Google Pay cards are never listed (compat notes); availability needs a script, so eager.
  applePay: { isEnabled: (options, config) => isObject(options.raw.applePay) && config.applePayWeb, load: () => import('./applePay/index.js'), eager: true, savedTypes: [] },
  googlePay: { isEnabled: (options, config) => isObject(options.raw.googlePay) && config.androidPay, load: () => import('./googlePay/index.js'), eager: true, savedTypes: [] },
};
export const threeDSecure = () => import('./threeDSecure/index.js');
