import type { GatewayConfiguration, PaymentMethod } from '../../types.js';
import { adoptStyles } from '../../runtime.js';
import simulatorStyles from '../../styles/simulator.css';
import type { Gateway, GatewayCapabilities } from '../types.js';
import { parseScenario, type Scenario } from './scenario.js';
import { simulatedError, tick, type SimulatorState } from './simulator-state.js';

/** Saved methods per authorization, so deletions last for the page's life. */
const vaults = new Map<string, PaymentMethod[]>();

/** Forgets every simulated customer's changes (tests start from the scenario again). */
export function resetSimulatedVaults() {
  vaults.clear();
}

function configurationOf(s: Scenario): GatewayConfiguration {
  const on = (id: string) => s.options[id] !== false;
  return {
    environment: 'simulator',
    authorizationType: s.authorizationType === 'clientToken' ? 'CLIENT_TOKEN' : 'TOKENIZATION_KEY',
    customer: s.customer && s.authorizationType === 'clientToken',
    supportedCardTypes: on('card') ? s.supportedCardTypes : [],
    challenges: s.challenges,
    paypalEnabled: on('paypal') || on('paypalCredit'),
    applePayWeb: on('applePay'),
    androidPay: on('googlePay'),
    payWithVenmo: on('venmo'),
    threeDSecureEnabled: s.threeDSecure,
  };
}

/** The simulator's module for each payment option, bound to the scenario and saved list, imported on first use. */
const simulatedCapabilities = (state: SimulatorState): GatewayCapabilities => ({
  cardFields: () => import('./simulated-fields.js').then((m) => m.simulatedFields(state)),
  paypal: () => import('./paypal.js').then((m) => m.simulatedPayPal(state)),
  venmo: () => import('./venmo.js').then((m) => m.simulatedVenmo(state)),
  applePay: () => import('./apple-pay.js').then((m) => m.simulatedApplePay(state)),
  googlePay: () => import('./google-pay.js').then((m) => m.simulatedGooglePay(state)),
  threeDSecure: () => import('./three-d-secure.js').then((m) => m.simulatedThreeDSecure(state)),
});

/** The simulated gateway's own extras: the analytics it would have sent, for tests to read. */
export interface SimulatedGateway extends Gateway {
  readonly analyticsLog: string[];
}

/** The offline gateway: deterministic, in the page, never loaded unless `authorization` starts with simulator_. */
export async function createSimulatedGateway(authorization: string, container: Node = document): Promise<SimulatedGateway> {
  const scenario = parseScenario(authorization);
  await tick();
  const fail = scenario.failures.configuration;
  if (fail) throw simulatedError(fail, 'configuration');
  const config = configurationOf(scenario);
  if (!vaults.has(authorization)) vaults.set(authorization, scenario.paymentMethods.map((m) => ({ ...m })));
  const vault = vaults.get(authorization)!;
  // Added last, once nothing can fail: the simulator's own styles (test-mode badge, simulated fields in the
  // container; dialogs at the end of the page) never reach production pages.
  // Not in dist/featherdrop.css, so added even where the merchant placed that stylesheet.
  const releases = [adoptStyles('featherdrop-simulator', simulatorStyles, document, false), adoptStyles('featherdrop-simulator', simulatorStyles, container, false)];
  const releaseStyles = () => releases.forEach((release) => release());
  /** Analytics are never sent offline; tests read them here. */
  const analyticsLog: string[] = [];

  return {
    config,
    notice: 'testMode',
    async fetchSavedMethods(defaultFirst) {
      await tick();
      if (!config.customer) return [];
      const failure = scenario.failures.vaultList;
      if (failure) throw simulatedError(failure, 'payment method list');
      const list = vault.map((m) => ({ ...m, details: { ...m.details } }));
      return defaultFirst ? [...list.filter((m) => m.default), ...list.filter((m) => !m.default)] : list;
    },
    async deletePaymentMethod(nonce) {
      await tick();
      if (config.authorizationType !== 'CLIENT_TOKEN') {
        throw Object.assign(new Error('A client token is required to delete a payment method.'), {
          type: 'MERCHANT', code: 'VAULT_MANAGER_DELETE_PAYMENT_METHOD_NONCE_REQUIRES_CLIENT_TOKEN',
        });
      }
      const failure = scenario.failures.delete;
      const index = vault.findIndex((m) => m.nonce === nonce);
      if (failure === 'notFound' || index < 0) {
        throw Object.assign(new Error(`A payment method for payment method nonce \`${nonce}\` could not be found.`), {
          type: 'MERCHANT', code: 'VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND',
        });
      }
      if (failure) {
        throw Object.assign(simulatedError(failure, 'deletion'), { code: 'VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR' });
      }
      vault.splice(index, 1);
    },
    async createDataCollector() {
      await tick();
      const deviceData = JSON.stringify({ device_session_id: 'sim_device_session', fraud_merchant_id: 'sim_merchant', correlation_id: 'sim_correlation' });
      return { deviceData, async teardown() {} };
    },
    async prepareOption(id) {
      await tick();
      const failure = scenario.failures[id];
      if (failure) throw simulatedError(failure, `${id} setup`);
    },
    analyticsLog,
    analytics(kind) {
      analyticsLog.push(`web.dropin.${kind}`);
    },
    ...simulatedCapabilities({ scenario, vault }),
    async teardown() {
      releaseStyles();
    },
  };
}
