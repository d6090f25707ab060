import type { GatewayConfiguration, PaymentMethod } from '../../types.js';
import type { AssetUrl } from '../../stylesheet.js';
import { linkStylesheet } from '../../ui/kit.js';
import type { Gateway, GatewayError } from '../types.js';
import { parseScenario, type FailureKind, type Scenario } from './scenario.js';

/** Saved methods per authorization, so deletions last for the page's life. */
const vaults = new Map<string, PaymentMethod[]>();
const gatewayVaults = new WeakMap<Gateway, PaymentMethod[]>();

/** The saved list behind a simulated gateway: the card tokenizer checks duplicates and vaults into it. */
export const savedListOf = (gateway: Gateway): PaymentMethod[] | undefined => gatewayVaults.get(gateway);

/** Forgets every simulated customer's changes (tests start from the scenario again). */
export function resetSimulatedVaults() {
  vaults.clear();
}

export function simulatedError(kind: FailureKind, what: string): GatewayError {
  const network = kind === 'network' || kind === 'timeout';
  return Object.assign(new Error(network ? `Simulated network error during ${what}.` : `Simulated ${kind} failure during ${what}.`), {
    name: 'BraintreeError',
    type: network ? 'NETWORK' : 'MERCHANT',
    code: network ? 'CLIENT_GATEWAY_NETWORK' : `SIMULATED_${kind.toUpperCase()}`,
  });
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
    simulated: true,
  };
}

/** One macrotask: simulated gateway calls settle asynchronously, as network calls do. */
export const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The offline gateway: deterministic, in the page, never loaded unless `authorization` starts with simulator_. */
export async function createSimulatedGateway(authorization: string, assetUrl?: AssetUrl): Promise<Gateway> {
  const scenario = parseScenario(authorization);
  await tick();
  const fail = scenario.failures.configuration;
  if (fail) throw simulatedError(fail, 'configuration');
  const config = configurationOf(scenario);
  if (!vaults.has(authorization)) vaults.set(authorization, scenario.paymentMethods.map((m) => ({ ...m })));
  const vault = vaults.get(authorization)!;
  // Linked last, once nothing can fail: the simulator's own styles (test-mode badge, simulated fields and
  // wallets) never reach production pages.
  const releaseStyles = assetUrl ? linkStylesheet('featherdrop-simulator-stylesheet', assetUrl('featherdrop-simulator.css')) : () => {};
  /** Analytics are never sent offline; tests read them here. */
  const analyticsLog: string[] = [];

  const gateway: Gateway = {
    kind: 'simulator',
    config,
    scenario,
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
    async teardown() {
      releaseStyles();
    },
  };
  gatewayVaults.set(gateway, vault);
  return gateway;
}
