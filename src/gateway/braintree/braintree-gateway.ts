import { client } from './sdk.js';
import { isCustomerAuthorization } from '../../runtime.js';
import adapters from 'featherdrop-adapters:braintree';
import type { AdapterModule } from '../../definitions.js';
import type { GatewayConfiguration } from '../../types.js';
import type { Gateway, GatewayOptions } from '../types.js';
import type { BraintreeBinding, EarlyStart } from './binding.js';
import { fetchSavedMethods } from './saved-methods.js';
import { requestSavedMethodsEarly } from './saved-methods-early.js';
import { warmFramePage } from './warm-frame-page.js';

interface BraintreeClient {
  getConfiguration(): { authorizationType: string; gatewayConfiguration: Record<string, any> };
  request: Parameters<typeof fetchSavedMethods>[0]['request'];
  teardown(): Promise<void>;
}

function readConfiguration(c: BraintreeClient, customer: boolean, definitions: GatewayOptions['definitions']): GatewayConfiguration {
  const { authorizationType, gatewayConfiguration: g } = c.getConfiguration();
  const clientToken = authorizationType === 'CLIENT_TOKEN';
  return {
    environment: g.environment,
    authorizationType: clientToken ? 'CLIENT_TOKEN' : 'TOKENIZATION_KEY',
    customer: clientToken && customer,
    supportedCardTypes: g.creditCards?.supportedCardTypes ?? [],
    challenges: g.challenges ?? [],
    offered: Object.fromEntries(definitions.map((d) => [d.id, d.offeredBy?.(g) ?? true])),
  };
}

type BraintreeModule = AdapterModule<unknown> & { start?: (early: EarlyStart) => Promise<{ discard(): void } | undefined> | void };
/** A slice's braintree module, by its folder: a built-in slice's from the table (scripts/build/plugins.mjs's slicesIn), an opt-in one's from its definition. */
function moduleOf(slice: string, definitions: GatewayOptions['definitions']) {
  const load = adapters[slice] ?? definitions.find((d) => (d.slice ?? d.id) === slice)?.adapters?.braintree;
  return (load ? load() : Promise.reject(new Error(`featherdrop: ${slice} has no braintree adapter`))) as Promise<BraintreeModule>;
}

/**
 * Starts what the planned slices need while the configuration is on its way (issue 13): each one's braintree
 * module is fetched, and its `start` runs (the card's early fields when its sheet is likely the first view;
 * Venmo's private-window check). A slice whose frames cannot be moved into its sheet without reloading (no
 * `moveBefore`) gets a warm copy of their page instead, which `stopCopy` takes away if still loading.
 */
function startEarly({ planned, firstView, container, definitions }: Pick<GatewayOptions, 'planned' | 'firstView' | 'container' | 'definitions'>, authorization: string, client: Promise<unknown>) {
  const early = new Map<string, Promise<{ discard(): void } | undefined>>();
  let stopCopy: (() => void) | undefined;
  for (const { id, slice, options, framePage } of planned) {
    if (!slice) continue;
    const first = id === firstView;
    if (first && framePage && !('moveBefore' in Element.prototype)) stopCopy = warmFramePage(container, framePage);
    const started = moduleOf(slice, definitions).then((m) => m.start?.({ container, authorization, client, options, firstView: first }) ?? undefined);
    started.catch(() => {}); // a failure shows when the slice is set up
    // Only early frames are waited for (below); the rest just arrives sooner.
    if (first && framePage) early.set(slice, started.catch(() => undefined));
  }
  return { early, stopCopy };
}

/** Runs `task` when the page is next idle (Safari has no requestIdleCallback). */
const whenIdle = (task: () => void) => (self.requestIdleCallback ?? setTimeout)(task);

/**
 * Analytics are not needed to paint: their batching code loads after the first event, off the first view, once
 * the page is idle (not while the widget is being made ready).
 */
function deferredAnalytics(client: unknown) {
  let queue: string[] | undefined = [];
  let sender: { send(kind: string): void; teardown(): void } | undefined;
  let loading: Promise<void> | undefined;
  return {
    send(kind: string) {
      if (sender) return sender.send(kind);
      queue?.push(kind);
      loading ??= new Promise<void>((idle) => whenIdle(idle)).then(() => import('./analytics.js')).then(({ createAnalytics }) => {
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
 * The production adapter: braintree-web's client, and each slice's braintree module bound to it on first use.
 * While the configuration is on its way, the planned slices' modules are fetched and a customer's saved
 * methods asked for (issue 13).
 */
export async function createBraintreeGateway(authorization: string, options: GatewayOptions): Promise<Gateway> {
  const customer = isCustomerAuthorization(authorization);
  const started = performance.now();
  // The planned slices' modules are asked for before the client builds its configuration request (tens of ms
  // at CPU ×4): Venmo's (19.8 kB) could otherwise arrive, and evaluate, after the answer (issue 40).
  for (const { slice } of options.planned) if (slice) moduleOf(slice, options.definitions).catch(() => {});
  let early = customer ? requestSavedMethodsEarly(authorization, options.showDefaultPaymentMethodFirst) : undefined;
  const created = client.create({ authorization, ...(early && { sessionId: early.sessionId }) });
  const warm = startEarly(options, authorization, created);
  const unwarm = () => {
    warm.stopCopy?.();
    for (const started of warm.early.values()) started.then((handle) => handle?.discard());
  };
  // create() aborted before the configuration is in: it tears down a gateway only once created.
  const { signal } = options;
  signal?.addEventListener('abort', unwarm);
  const instance = (await created.catch((error) => {
    unwarm();
    throw error;
  }).finally(() => signal?.removeEventListener('abort', unwarm))) as unknown as BraintreeClient;
  // The early frames start loading before the rest of create() takes the main thread (their sheet waits
  // for their module anyway).
  await Promise.all(warm.early.values());
  // A configuration back this soon means short round trips: the warm copy of the frames' page would save
  // them little and take the page's CPU while the sheet is set up (warm-frame-page.ts).
  if (performance.now() - started < SHORT_ROUND_TRIPS_MS) warm.stopCopy?.();
  const config = readConfiguration(instance, customer, options.definitions);
  const analytics = deferredAnalytics(instance);
  const ports = new Map<string, Promise<unknown>>();

  return {
    config,
    async fetchSavedMethods(defaultFirst) {
      if (!config.customer) return [];
      // The early answer serves the first list only; a refresh (after a deletion) asks again.
      const answer = early?.answerFor(instance.getConfiguration().gatewayConfiguration.clientApiUrl, defaultFirst);
      early = undefined;
      return fetchSavedMethods(instance, defaultFirst, answer);
    },
    async prepareOption() {},
    analytics: analytics.send,
    load<Port>(slice: string) {
      if (!ports.has(slice)) {
        const binding: BraintreeBinding = { client: instance, config, early: warm.early.get(slice) };
        const port = moduleOf(slice, options.definitions).then((m) => m.default(binding as never));
        port.catch(() => ports.delete(slice)); // a failed fetch is tried again at the next use
        ports.set(slice, port);
      }
      return ports.get(slice) as Promise<Port>;
    },
    async teardown() {
      unwarm();
      analytics.teardown();
      await instance.teardown();
    },
  };
}
