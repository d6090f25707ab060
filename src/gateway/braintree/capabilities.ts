import { likelyStartsOnCardSheet } from '../../runtime.js';
import type { Part } from '../../planned-parts.js';
import type { CardOptions } from '../../api.js';
import type { GatewayCapabilities } from '../types.js';
import type { EarlyCardFields } from './early-card-fields.js';
import { warmCardFrame } from './warm-card-frame.js';

const hostedFields = () => import('./hosted-fields.js');
const paypalCheckout = () => import('./paypal-checkout.js');
const venmo = () => import('./venmo.js');
const applePay = () => import('./apple-pay.js');
const googlePayment = () => import('./google-payment.js');
const threeDSecure = () => import('./three-d-secure.js');
const dataCollector = () => import('./data-collector.js');

/** braintree-web's module for each payment option, bound to the page's client, imported on first use. */
export const braintreeCapabilities = (client: unknown, environment: string, early?: Promise<EarlyCardFields | undefined>): GatewayCapabilities => ({
  cardFields: () => hostedFields().then(async (m) => m.hostedFieldsAdapter(client, await early)),
  paypal: () => paypalCheckout().then((m) => m.paypalCheckoutAdapter(client)),
  venmo: () => venmo().then((m) => m.venmoAdapter(client)),
  applePay: () => applePay().then((m) => m.applePayAdapter(client)),
  googlePay: () => googlePayment().then((m) => m.googlePaymentAdapter(client, environment)),
  threeDSecure: () => threeDSecure().then((m) => m.threeDSecureAdapter(client)),
});

export const createDataCollector = (client: unknown, options: Record<string, unknown>) => dataCollector().then((m) => m.createDataCollector(client, options));

const modules: Partial<Record<Part, () => Promise<unknown>>> = {
  card: hostedFields, paypal: paypalCheckout, paypalCredit: paypalCheckout, venmo: () => venmo().then((m) => m.checkIncognito()), applePay, googlePay: googlePayment, threeDSecure, dataCollector,
};

/** What create() knows before the configuration: where the widget goes and the page's client on its way. */
export interface EarlyStart {
  container: HTMLElement;
  authorization: string;
  client: Promise<unknown>;
  card: CardOptions | undefined;
}

/**
 * Starts fetching the modules of the parts create() is going to set up (planned-parts.ts), while the
 * configuration is on its way. When the card sheet is likely the first view, its card fields start too
 * (early-card-fields.ts); a browser that cannot move a frame without reloading it (no `moveBefore`) gets
 * a warm copy of their page instead (warm-card-frame.ts), which `stopCopy` takes away if still loading.
 */
export function warmModules(parts: readonly Part[], start?: EarlyStart): { cardFields?: Promise<EarlyCardFields | undefined>; stopCopy?: () => void } {
  for (const part of parts) modules[part]?.().catch(() => {}); // a failure shows when the part is set up
  if (!start || !likelyStartsOnCardSheet(parts)) return {};
  if (!('moveBefore' in Element.prototype)) return { stopCopy: warmCardFrame(start.container) };
  return { cardFields: hostedFields().then((m) => m.startCardFieldsEarly(start.container, start.authorization, start.client, start.card), () => undefined) };
}
