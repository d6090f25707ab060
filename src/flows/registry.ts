import { walletChosen } from '../planned-parts.js';
import type { FlowId, GatewayConfiguration } from '../types.js';
import type { FlowDefinition, FlowModule, FlowRegistry } from './types.js';

type Switch = 'paypalEnabled' | 'payWithVenmo' | 'applePayWeb' | 'androidPay';

/**
 * A wallet is offered when the merchant passes its option (an object; `venmo` also takes `true`) and the
 * gateway enables it; its availability needs its script, so it is set up during create (eager).
 */
const wallet = (id: FlowId, enabledBy: Switch, load: () => Promise<{ default: FlowModule }>, savedTypes: string[] = []): FlowDefinition => ({
  isEnabled: ({ raw }, config: GatewayConfiguration) => walletChosen(raw, id) && config[enabledBy],
  load,
  eager: true,
  savedTypes,
});

/**
 * The only file that names the flows. Saved Venmo, Apple Pay and Google Pay accounts are never listed
 * (SPEC 9), so those wallets list no saved types.
 */
export const flows: FlowRegistry = {
  card: { isEnabled: (options, config) => options.raw.card !== false && config.supportedCardTypes.length > 0, load: () => import('./card/index.js'), savedTypes: ['CreditCard'] },
  paypal: wallet('paypal', 'paypalEnabled', () => import('./paypal/index.js'), ['PayPalAccount']),
  paypalCredit: wallet('paypalCredit', 'paypalEnabled', () => import('./paypal/index.js'), ['PayPalAccount']),
  venmo: wallet('venmo', 'payWithVenmo', () => import('./venmo/index.js')),
  applePay: wallet('applePay', 'applePayWeb', () => import('./applePay/index.js')),
  googlePay: wallet('googlePay', 'androidPay', () => import('./googlePay/index.js')),
};

export const threeDSecure = () => import('./threeDSecure/index.js');
