import { createCatalog } from '../catalog.js';
import { dropinError } from '../errors.js';
import type { Extra, FlowOption } from '../flows/types.js';
import type { Gateway, GatewayOptions } from '../gateway/types.js';
import { createStrings, loadLocale, type ImportLocale } from '../i18n/load-strings.js';
import { resolveLocale } from '../i18n/locales.js';
import { normalizeOptions, type DropinOptions, type NormalizedOptions } from '../options.js';
import { likelyFirstView, likelyStartsOnSavedMethods, plannedParts, type Planned } from '../planned-parts.js';
import { createWidgetModel } from '../signals/widget-model.js';
import { adoptStyles } from '../stylesheet.js';
import type { FlowId } from '../types.js';
import type { ShellMount } from '../ui/shell-api.js';
import { claimContainer } from './container-claim.js';
import { withOptIn, type Registry } from './opt-in.js';
import type { Arrange } from './layout-types.js';
import { createEmitter } from './emitter.js';
import { startExtras } from './extras.js';
import { flowContexts } from './flow-contexts.js';
import { createFlowHost } from './flow-host.js';
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
  /** The slices (src/flows/registry.ts): the payment options in their default order, the extras, and the opt-in ones. */
  registry: Registry;
  /**
   * Picks the adapter. The options are what create() already knows: what may be offered, where the widget
   * will be (the simulator's own styles), what it is going to set up and how saved methods are ordered, so
   * the adapter can start work early (issue 13).
   */
  createGateway(authorization: string, options: GatewayOptions): Promise<Gateway>;
  mount: ShellMount;
  importLocale: ImportLocale;
  /** A layout other than the list (`layout`, checked and fetched by dropin/layout.ts): its view and actions. */
  arrange?: Arrange | false;
}

type Cleanup = ReturnType<typeof createTeardownStack>;

/**
 * The original's widget setup: resolves once every option that can be the first view settled and the
 * extras are ready; rejects leaving nothing behind (DOM, stylesheet, gateway, timers, listeners).
 */
export async function createDropin(given: DropinOptions, deps: DropinDeps) {
  // An opt-in slice's definitions that cannot be fetched fail create() as a gateway that cannot be reached does.
  // openFirst, layout and expressCheckout are checked by a chunk of their own, fetched only when one is passed: no one else downloads their code.
  const [[input, registry], viewOptions] = await Promise.all([withOptIn(given, deps.registry), (given?.expressCheckout ?? given?.openFirst ?? given?.layout) !== undefined && import('./view-options.js')])
    .catch((cause) => { throw dropinError('createFailed', cause, 'network'); });
  const options = normalizeOptions(input, registry.options);
  // The view options give the layout's view and actions, and the registry with the strings they show.
  deps = { ...deps, registry, ...viewOptions && await viewOptions.readViewOptions(input, options, registry) };
  const cleanup = createTeardownStack();
  cleanup.add(claimContainer(options.container));
  const guard = createSetupGuard(input.signal);
  cleanup.add(guard.release);
  try {
    guard.check();
    // The loading state shows while the configuration loads: the container is never an empty 0 px box.
    const shell = deps.mount(options.container);
    cleanup.add(shell.remove);
    if (!likelyStartsOnSavedMethods(options, deps.registry)) shell.views().catch(() => {});
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
  const planned = plannedParts(options, deps.registry) as Planned & { options: FlowOption[]; extras: Extra[] };
  warmUp(planned);
  const gatewayPromise = deps.createGateway(options.authorization, gatewayOptions(options, deps, planned));
  const localePromise = loadLocale(raw.locale, deps.importLocale, Object.keys(deps.registry.labels ?? {}));
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
  const enabled = options.priority.filter((id) => isEnabled(deps.registry.options.find((d) => d.id === id)!, options, gateway));
  if (!enabled.length) throw dropinError('noValidOptions');
  return { gateway, locale, localized, enabled };
}

/** An option is offered when the merchant chose it, the gateway offers it and it can work with its configuration. */
const isEnabled = (definition: FlowOption, { raw }: NormalizedOptions, { config }: Gateway) =>
  definition.chosen(raw as never) && !!config.offered[definition.id] && (definition.usable?.(config) ?? true);

/** What the gateway is told: what it may offer, where the widget goes, what is planned and likely the first view. */
function gatewayOptions(options: NormalizedOptions, deps: DropinDeps, planned: Planned): GatewayOptions {
  const raw = options.raw as unknown as Record<string, unknown>;
  const own = (id: string) => (typeof raw[id] === 'object' && raw[id] ? raw[id] as Record<string, unknown> : {});
  return {
    definitions: [...deps.registry.options, ...deps.registry.extras],
    container: options.container,
    showDefaultPaymentMethodFirst: options.showDefaultPaymentMethodFirst,
    signal: options.raw.signal,
    planned: [...planned.options, ...planned.extras].map((part) => ({
      id: part.id,
      slice: (part as Extra).adapterWhenUsed ? undefined : (part as FlowOption).slice ?? part.id,
      options: own(part.id),
      framePage: (part as FlowOption).braintreeFramePage,
    })),
    firstView: likelyFirstView(planned),
    locale: resolveLocale(options.raw.locale),
  };
}

/** Builds the widget's parts and shows the shell (still loading); nothing waits here. */
function assemble(options: NormalizedOptions, deps: DropinDeps, { gateway, locale, localized, enabled }: Awaited<ReturnType<typeof connect>>, guard: SetupGuard, cleanup: Cleanup, shell: ReturnType<ShellMount>) {
  const { config } = gateway;
  const guest = !config.customer;
  const signal = guard.life.signal;
  const { t, addStrings } = createStrings(localized, options.raw.translations, deps.registry.labels);
  const addStyles = (id: string, css: string) => cleanup.add(adoptStyles(id, css, options.container));
  const model = createWidgetModel();
  model.begin(options.priority, enabled);
  const catalog = createCatalog(deps.registry.options);
  const emitter = createEmitter();
  // The options shown now: hidePaymentOptions may have hidden some.
  const loadSaved = () => fetchSavedMethods(gateway, catalog, model.enabled.peek(), options);

  const navigation = createNavigation({ model, start: (id) => host.start(id), guest, signal, openFirst: options.openFirst });
  cleanup.add(navigation.stop);
  const contexts = flowContexts({ options, gateway, model, t, addStrings, addStyles, guest, emit: emitter.emit, navigation, signal });
  const host = createFlowHost(deps.registry.options, contexts.forOption);
  cleanup.add(() => host.teardown());
  const refreshSaved = async () => {
    model.setSavedMethods(await loadSaved());
    navigation.leaveEmptyMethodsView();
  };
  const extras = startExtras(deps.registry.extras, (extra) => contexts.forExtra(extra, {
    container: options.container, refreshSaved, showDefaultView: navigation.showDefaultView, onTeardown: cleanup.add,
  }));
  cleanup.add(extras.teardown);
  const parts = { model, gateway, catalog, navigation, emit: emitter.emit };
  // A layout other than the list (dropin/layout.ts) brings its view and its actions.
  shell.show({ model, t, locale, catalog, actions: shellActions(parts), instances: host.instances, notice: gateway.notice, extraViews: extras.views, ...deps.arrange && deps.arrange(parts) });
  const views = () => shell.views().catch((cause) => {
    throw dropinError('createFailed', cause, 'network');
  });
  return { options, gateway, model, catalog, emitter, navigation, host, extras, enabled, saved: loadSaved(), refreshSaved, views };
}

type Widget = ReturnType<typeof assemble>;

/**
 * Waits for the options that can be the first view: the wallets (their availability needs their
 * script) and, unless the shopper starts on saved methods, the card sheet (the `openFirst` one always); then the extras. Rejects
 * when none of the options works.
 */
async function settle(widget: Widget, guard: SetupGuard) {
  const { model, host, navigation, enabled } = widget;
  const setUp = (id: FlowId) => host.start(id).then(() => model.setStatus(id, 'done'), (error) => navigation.fail(id, error));
  await guard.race(Promise.all(enabled.filter(host.isEager).map(setUp)));
  const saved = await guard.race(widget.saved);
  const lazy = enabled.filter((id) => !host.isEager(id));
  if (saved.length) for (const id of lazy) model.setStatus(id, 'done');
  // The merchant's openFirst sheet is the first view even for a customer with saved methods: it loads now.
  const now = lazy.filter((id) => !saved.length || id === widget.options.openFirst);
  if (!saved.length || now.length) await guard.race(Promise.all([...now.map(setUp), widget.views()]));
  const extras = await widget.extras.ready(guard.race);
  guard.check();
  if (!model.available.peek().length) throw dropinError('allOptionsFailed');
  return { saved, extras };
}

/** The original's initial view and preselection, then the public events start and the instance is handed over. */
function begin(widget: Widget, { saved, extras }: Awaited<ReturnType<typeof settle>>, guard: SetupGuard, cleanup: Cleanup) {
  const { options, gateway, model, catalog, emitter, navigation, host, refreshSaved } = widget;
  const { kindOf } = catalog;
  // Reported once the widget is usable: analytics (their module, their request) never compete with setup.
  gateway.analytics(`started.${gateway.config.authorizationType === 'CLIENT_TOKEN' ? 'client-token' : 'tokenization-key'}`);
  model.setSavedMethods(saved);
  if (saved.length && options.preselectVaultedPaymentMethod) {
    gateway.analytics(`vaulted-${kindOf(saved[0])}.preselect`);
    model.select(saved[0]);
  }
  navigation.showFirstView(false);
  gateway.analytics('appeared');
  for (const kind of new Set(saved.map(kindOf))) gateway.analytics(`vaulted-${kind}.appear`);
  cleanup.add(publicEvents(model, emitter, catalog));
  model.setReady();
  guard.release();
  const request = requestLater({ model, host, gateway, kindOf, verifier: extras.verifier, deviceData: extras.deviceData, navigation, refreshSaved });
  return createPublicApi({
    model, host, navigation, emitter, catalog, extras: widget.extras, input: options.raw as unknown as Record<string, unknown>, request, refreshSaved,
    async end() {
      guard.life.abort();
      emitter.clear();
      await cleanup.run();
    },
  });
}
