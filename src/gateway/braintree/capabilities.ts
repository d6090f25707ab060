import { likelyStartsOnCardSheet } from '../../runtime.js';
import type { Part } from '../../planned-parts.js';
import type { GatewayCapabilities } from '../types.js';
import { warmCardFrame } from './warm-card-frame.js';

const hostedFields = () => import('./hosted-fields.js');
const paypalCheckout = () => import('./paypal-checkout.js');
const venmo = () => import('./venmo.js');
const applePay = () => import('./apple-pay.js');
const googlePayment = () => import('./google-payment.js');
const threeDSecure = () => import('./three-d-secure.js');
const dataCollector = () => import('./data-collector.js');

/** braintree-web's module for each payment option, bound to the page's client, imported on first use. */
export const braintreeCapabilities = (client: unknown, environment: string): GatewayCapabilities => ({
  cardFields: () => hostedFields().then((m) => m.hostedFieldsAdapter(client)),
  paypal: () => paypalCheckout().then((m) => m.paypalCheckoutAdapter(client)),
  venmo: () => venmo().then((m) => m.venmoAdapter(client)),
  applePay: () => applePay().then((m) => m.applePayAdapter(client)),
  googlePay: () => googlePayment().then((m) => m.googlePaymentAdapter(client, environment)),
  threeDSecure: () => threeDSecure().then((m) => m.threeDSecureAdapter(client)),
});

export const createDataCollector = (client: unknown, options: Record<string, unknown>) => dataCollector().then((m) => m.createDataCollector(client, options));

const modules: Partial<Record<Part, () => Promise<unknown>>> = {
  card: hostedFields, paypal: paypalCheckout, paypalCredit: paypalCheckout, venmo, applePay, googlePay: googlePayment, threeDSecure, dataCollector,
};

/**
 * Starts fetching the modules of the parts create() is going to set up (planned-parts.ts), while the
 * configuration is on its way, and the card frames' page when the card sheet is likely the first view
 * (warm-card-frame.ts). Returns what takes that page away if it is still loading when the gateway goes.
 */
export function warmModules(parts: readonly Part[], container?: HTMLElement) {
  for (const part of parts) modules[part]?.().catch(() => {}); // a failure shows when the part is set up
  if (container && likelyStartsOnCardSheet(parts)) return warmCardFrame(container);
}
