import { client } from './sdk.js';
import { isCustomerAuthorization, plannedParts } from '../../runtime.js';
import type { GatewayConfiguration } from '../../types.js';
import type { NormalizedOptions } from '../../options.js';
import type { Gateway } from '../types.js';
import { braintreeCapabilities, createDataCollector, warmModules } from './capabilities.js';
import { fetchSavedMethods } from './saved-methods.js';
import { requestSavedMethodsEarly } from './saved-methods-early.js';

interface BraintreeClient {
  getConfiguration(): { authorizationType: string; gatewayConfiguration: Record<string, any> };
  request: Parameters<typeof fetchSavedMethods>[0]['request'];
  teardown(): Promise<void>;
}

function readConfiguration(c: BraintreeClient, customer: boolean): GatewayConfiguration {
  const { authorizationType, gatewayConfiguration: g } = c.getConfiguration();
  const clientToken = authorizationType === 'CLIENT_TOKEN';
  return {
    environment: g.environment,
    authorizationType: clientToken ? 'CLIENT_TOKEN' : 'TOKENIZATION_KEY',
    customer: clientToken && customer,
    supportedCardTypes: g.creditCards?.supportedCardTypes ?? [],
    challenges: g.challenges ?? [],
    paypalEnabled: !!g.paypalEnabled,
    applePayWeb: !!g.applePayWeb,
    androidPay: !!g.androidPay,
    payWithVenmo: !!g.payWithVenmo,
    threeDSecureEnabled: !!g.threeDSecureEnabled,
  };
}

/** Analytics are not needed to paint: their batching code loads after the first event, off the first view. */
function deferredAnalytics(client: unknown) {
  let queue: string[] | undefined = [];
  let sender: { send(kind: string): void; teardown(): void } | undefined;
  let loading: Promise<void> | undefined;
  return {
    send(kind: string) {
      if (sender) return sender.send(kind);
      queue?.push(kind);
      loading ??= import('./analytics.js').then(({ createAnalytics }) => {
        if (!queue) return;
        sender = createAnalytics(client as never);
        for (const queued of queue) sender.send(queued);
        queue = undefined;
      }, () => {});
    },
    teardown() {
      queue = undefined;
      sender?.teardown();
    },
  };
}

const SHORT_ROUND_TRIPS_MS = 200;

/**
 * The production adapter: braintree-web's client; vault-manager loads only to delete a saved method.
 * While the configuration is on its way, the planned parts' modules are fetched and a customer's saved
 * methods asked for (issue 13).
 */
export async function createBraintreeGateway(authorization: string, options?: NormalizedOptions): Promise<Gateway> {
  const customer = isCustomerAuthorization(authorization);
  const started = performance.now();
  let early = customer ? requestSavedMethodsEarly(authorization, options?.showDefaultPaymentMethodFirst ?? true) : undefined;
  const created = client.create({ authorization, ...(early && { sessionId: early.sessionId }) });
  const card = options?.raw.card;
  const warm = warmModules(options ? plannedParts(options) : [], options && {
    container: options.container, authorization, client: created, card: typeof card === 'object' ? card : undefined,
  });
  const unwarm = () => {
    warm.stopCopy?.();
    warm.cardFields?.then((fields) => fields?.discard());
  };
  // create() aborted before the configuration is in: it tears down a gateway only once created.
  const signal = options?.raw.signal;
  signal?.addEventListener('abort', unwarm);
  const instance = (await created.catch((error) => {
    unwarm();
    throw error;
  }).finally(() => signal?.removeEventListener('abort', unwarm))) as unknown as BraintreeClient;
  // The early card fields' frames start loading before the rest of create() takes the main thread (the
  // card sheet waits for their module anyway).
  await warm.cardFields;
  // A configuration back this soon means short round trips: the warm copy of the card frames' page would
  // save them little and take the page's CPU while the card sheet is set up (warm-card-frame.ts).
  if (performance.now() - started < SHORT_ROUND_TRIPS_MS) warm.stopCopy?.();
  const config = readConfiguration(instance, customer);
  const analytics = deferredAnalytics(instance);
  let vault: Promise<import('./vault.js').Vault> | undefined;

  return {
    config,
    async fetchSavedMethods(defaultFirst) {
      if (!config.customer) return [];
      // The early answer serves the first list only; a refresh (after a deletion) asks again.
      const answer = early?.answerFor(instance.getConfiguration().gatewayConfiguration.clientApiUrl, defaultFirst);
      early = undefined;
      return fetchSavedMethods(instance, defaultFirst, answer);
    },
    async deletePaymentMethod(nonce: string) {
      vault ??= import('./vault.js').then((m) => m.createVault(instance, config.customer));
      await (await vault).deletePaymentMethod(nonce);
    },
    async prepareOption() {},
    createDataCollector: (options) => createDataCollector(instance, options),
    analytics: analytics.send,
    ...braintreeCapabilities(instance, config.environment, warm.cardFields),
    async teardown() {
      unwarm();
      analytics.teardown();
      await instance.teardown();
    },
  };
}
