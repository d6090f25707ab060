import { dropinError } from '../errors.js';
import type { FlowRegistry } from '../flows/types.js';
import type { Gateway } from '../gateway/types.js';
import { createStrings, loadLocale, type ImportLocale } from '../i18n/load-strings.js';
import { normalizeOptions, type DropinOptions, type NormalizedOptions } from '../options.js';
import { likelyStartsOnSavedMethods, plannedParts } from '../planned-parts.js';
import { createWidgetModel } from '../signals/widget-model.js';
import { adoptStyles } from '../stylesheet.js';
import type { FlowId } from '../types.js';
import type { ShellMount } from '../ui/shell-api.js';
import { claimContainer } from './container-claim.js';
import { createEmitter } from './emitter.js';
import { startExtrasLater } from './extras-later.js';
import { flowContexts } from './flow-contexts.js';
import { createFlowHost } from './flow-host.js';
import { kindOf } from './kinds.js';
import { createNavigation } from './navigation.js';
import { createPublicApi } from './public-api.js';
import { publicEvents } from './public-events.js';
import { requestLater } from './request-later.js';
import { fetchSavedMethods } from './saved-methods.js';
import { createSetupGuard, type SetupGuard } from './setup-guard.js';
import { shellActions } from './shell-actions.js';
import { createTeardownStack } from './teardown-stack.js';
import { warmUp } from './warm-up.js';

export interface DropinDeps {
  flows: FlowRegistry;
  /** The 3D Secure module, fetched only when the merchant sets `threeDSecure`. */
  threeDSecure?: () => Promise<typeof import('../flows/threeDSecure/index.js')>;
  /**
   * Picks the adapter. The options are what create() already knows: where the widget will be (the
   * simulator's own styles), what it is going to set up and how saved methods are ordered, so the
   * adapter can start work early (issue 13).
   */
  createGateway(authorization: string, options: NormalizedOptions): Promise<Gateway>;
  mount: ShellMount;
  importLocale: ImportLocale;
}

type Cleanup = ReturnType<typeof createTeardownStack>;

/**
 * SPEC 4 widget setup: resolves once every option that can be the first view settled and the
 * extras are ready; rejects leaving nothing behind (DOM, stylesheet, gateway, timers, listeners).
 */
export async function createDropin(input: DropinOptions, deps: DropinDeps) {
  const options = normalizeOptions(input);
  const cleanup = createTeardownStack();
  cleanup.add(claimContainer(options.container));
  const guard = createSetupGuard(input.signal);
  cleanup.add(guard.release);
  try {
    guard.check();
    // The loading state shows while the configuration loads: the container is never an empty 0 px box.
    const shell = deps.mount(options.container);
    cleanup.add(shell.remove);
    if (!likelyStartsOnSavedMethods(options)) shell.views().catch(() => {});
    const connected = await connect(options, deps, guard, cleanup);
    const widget = assemble(options, deps, connected, guard, cleanup, shell);
    return begin(widget, await settle(widget, guard), guard, cleanup);
  } catch (error) {
    guard.life.abort();
    await cleanup.run();
    throw error;
  }
}

export type DropinCore = Awaited<ReturnType<typeof createDropin>>;

/**
 * The gateway configuration and the strings, fetched side by side, and meanwhile the chunks of what
 * the options say will be set up (issue 13); a gateway failure is 'There was an error creating Drop-in.'.
 */
async function connect(options: NormalizedOptions, deps: DropinDeps, guard: SetupGuard, cleanup: Cleanup) {
  const { raw } = options;
  warmUp(plannedParts(options), deps);
  const gatewayPromise = deps.createGateway(options.authorization, options);
  const localePromise = loadLocale(raw.locale, deps.importLocale);
  let gateway: Gateway;
  try {
    gateway = await guard.race(gatewayPromise);
  } catch (cause) {
    gatewayPromise.then((late) => late.teardown(), () => {});
    if (guard.aborted()) throw cause;
    throw dropinError('createFailed', cause, (cause as { type?: string })?.type === 'NETWORK' ? 'network' : 'merchant');
  }
  cleanup.add(() => gateway.teardown());
  const { locale, localized } = await guard.race(localePromise);
  guard.check();
  const enabled = options.priority.filter((id) => deps.flows[id]?.isEnabled(options, gateway.config));
  if (!enabled.length) throw dropinError('noValidOptions');
  return { gateway, locale, localized, enabled };
}

/** Builds the widget's parts and shows the shell (still loading); nothing waits here. */
function assemble(options: NormalizedOptions, deps: DropinDeps, { gateway, locale, localized, enabled }: Awaited<ReturnType<typeof connect>>, guard: SetupGuard, cleanup: Cleanup, shell: ReturnType<ShellMount>) {
  const { config } = gateway;
  const guest = !config.customer;
  const signal = guard.life.signal;
  const { t, addStrings } = createStrings(localized, options.raw.translations);
  const addStyles = (id: string, css: string) => cleanup.add(adoptStyles(id, css, options.container));
  const model = createWidgetModel();
  model.enabled.value = enabled;
  model.status.value = Object.fromEntries(options.priority.map((id) => [id, enabled.includes(id) ? 'initializing' : 'not-enabled']));
  const emitter = createEmitter();
  const loadSaved = () => fetchSavedMethods(gateway, deps.flows, enabled, options);

  const navigation = createNavigation({ model, start: (id) => host.start(id), guest, signal });
  cleanup.add(navigation.stop);
  const host = createFlowHost(deps.flows, flowContexts({ options, gateway, model, t, addStrings, addStyles, guest, emit: emitter.emit, navigation, signal }));
  cleanup.add(() => host.teardown());
  const refreshSaved = async () => {
    model.setSavedMethods(await loadSaved());
    navigation.leaveEmptyMethodsView();
  };
  const extras = startExtrasLater({
    input: options.raw, gateway, model, t, addStrings, addStyles, emit: emitter.emit, threeDSecureModule: deps.threeDSecure, vaultManager: options.vaultManager && !guest,
    refreshSaved, showDefaultView: navigation.showDefaultView, onTeardown: cleanup.add, signal, container: options.container,
  });
  const actions = shellActions({ model, gateway, navigation, emit: emitter.emit });
  shell.show({ model, t, locale, actions, instances: host.instances, notice: gateway.notice, vaultManager: extras.vaultManager });
  const views = () => shell.views().catch((cause) => {
    throw dropinError('createFailed', cause, 'network');
  });
  return { options, gateway, model, emitter, navigation, host, extras, enabled, saved: loadSaved(), refreshSaved, views };
}

type Widget = ReturnType<typeof assemble>;

/**
 * Waits for the options that can be the first view: the wallets (their availability needs their
 * script) and, unless the shopper starts on saved methods, the card sheet; then the extras. Rejects
 * when none of the options works.
 */
async function settle(widget: Widget, guard: SetupGuard) {
  const { model, host, navigation, enabled } = widget;
  const setUp = (id: FlowId) => host.start(id).then(() => model.setStatus(id, 'done'), (error) => navigation.fail(id, error));
  await guard.race(Promise.all(enabled.filter(host.isEager).map(setUp)));
  const saved = await guard.race(widget.saved);
  const lazy = enabled.filter((id) => !host.isEager(id));
  if (saved.length) for (const id of lazy) model.setStatus(id, 'done');
  else await guard.race(Promise.all([...lazy.map(setUp), widget.views()]));
  const extras = await widget.extras.ready(guard.race);
  guard.check();
  if (!model.available.peek().length) throw dropinError('allOptionsFailed');
  return { saved, ...extras };
}

/** SPEC 2 initial view and preselection, then the public events start and the instance is handed over. */
function begin(widget: Widget, { saved, threeDSecure, deviceData }: Awaited<ReturnType<typeof settle>>, guard: SetupGuard, cleanup: Cleanup) {
  const { options, gateway, model, emitter, navigation, host, extras, refreshSaved } = widget;
  // Reported once the widget is usable: analytics (their module, their request) never compete with setup.
  gateway.analytics(`started.${gateway.config.authorizationType === 'CLIENT_TOKEN' ? 'client-token' : 'tokenization-key'}`);
  model.setSavedMethods(saved);
  if (saved.length && options.preselectVaultedPaymentMethod) {
    gateway.analytics(`vaulted-${kindOf(saved[0])}.preselect`);
    model.select(saved[0]);
  }
  navigation.showDefaultView(false);
  gateway.analytics('appeared');
  for (const kind of new Set(saved.map(kindOf))) gateway.analytics(`vaulted-${kind}.appear`);
  cleanup.add(publicEvents(model, emitter));
  model.ready.value = true;
  guard.release();
  const request = requestLater({ model, host, gateway, threeDSecure, deviceData, navigation, refreshSaved });
  return createPublicApi({
    model, host, navigation, emitter, input: options.raw as unknown as Record<string, unknown>, threeDSecureOptions: extras.threeDSecureOptions, request, refreshSaved,
    async end() {
      guard.life.abort();
      emitter.clear();
      await cleanup.run();
    },
  });
}
