import { CHANGE_ACTIVE_METHOD_DELAY } from '../constants.js';
import { dropinError } from '../errors.js';
import type { FlowContext, FlowRegistry, RequestOptions } from '../flows/types.js';
import type { Gateway } from '../gateway/types.js';
import type { AssetUrl } from '../stylesheet.js';
import { loadStrings, type ImportLocale } from '../i18n/load-strings.js';
import { createTranslate } from '../i18n/translate.js';
import { normalizeOptions, type DropinOptions } from '../options.js';
import { createWidgetModel } from '../signals/widget-model.js';
import type { FlowId, PaymentMethod } from '../types.js';
import type { ShellActions, ShellMount } from '../ui/shell-api.js';
import { signal } from '@preact/signals-core';
import type { VaultManagerUi } from '../vault-manager/types.js';
import { claimContainer } from './container-claim.js';
import { createEmitter } from './emitter.js';
import { createFlowHost } from './flow-host.js';
import { kindOf } from './kinds.js';
import { publicEvents } from './public-events.js';
import { createRequester } from './request-payment-method.js';
import { fetchSavedMethods } from './saved-methods.js';
import { createTeardownStack } from './teardown-stack.js';

export interface DropinDeps {
  flows: FlowRegistry;
  /** The 3D Secure module, fetched only when the merchant sets `threeDSecure`. */
  threeDSecure?: () => Promise<typeof import('../flows/threeDSecure/index.js')>;
  createGateway(authorization: string, assetUrl: AssetUrl): Promise<Gateway>;
  /** Resolves a built file beside esm/ (the entry derives it from its own URL). */
  assetUrl?: AssetUrl;
  mount: ShellMount;
  importLocale: ImportLocale;
}

const WALLET_TYPES: Partial<Record<string, string>> = {
  paypal: 'PayPalAccount', paypalCredit: 'PayPalAccount', applePay: 'ApplePayCard', googlePay: 'AndroidPayCard',
};

/** Resolves once every eagerly loaded option settled (SPEC 4, widget setup); rejects leaving nothing behind. */
export async function createDropin(input: DropinOptions, deps: DropinDeps) {
  const options = normalizeOptions(input);
  const releaseContainer = claimContainer(options.container);
  const abortSignal = input.signal;
  const life = new AbortController();
  const cleanup = createTeardownStack();
  cleanup.add(releaseContainer);
  const abortedError = () => dropinError('aborted', abortSignal?.reason);
  const checkAborted = () => {
    if (abortSignal?.aborted) throw abortedError();
  };
  let rejectAborted: (error: unknown) => void = () => {};
  const aborted = new Promise<never>((_, reject) => { rejectAborted = reject; });
  aborted.catch(() => {});
  /** Any wait during create ends at once when the merchant aborts. */
  const race = <T>(promise: Promise<T>) => Promise.race([promise, aborted]);
  const onAbort = () => {
    life.abort(abortSignal?.reason);
    rejectAborted(abortedError());
  };
  // The signal cancels setup only: once create resolved it is ignored (a setup deadline is its natural use).
  const stopListening = () => abortSignal?.removeEventListener('abort', onAbort);
  abortSignal?.addEventListener('abort', onAbort);
  cleanup.add(stopListening);

  try {
    checkAborted();
    const assetUrl = deps.assetUrl ?? ((file: string) => file);
    const gatewayPromise = deps.createGateway(options.authorization, assetUrl);
    const stringsPromise = loadStrings(input.locale, input.translations, deps.importLocale);
    let gateway: Gateway;
    try {
      gateway = await race(gatewayPromise);
    } catch (cause) {
      stringsPromise.catch(() => {});
      gatewayPromise.then((late) => late.teardown(), () => {});
      if (abortSignal?.aborted) throw cause;
      throw dropinError('createFailed', cause, (cause as { type?: string })?.type === 'NETWORK' ? 'network' : 'merchant');
    }
    cleanup.add(() => gateway.teardown());
    const { locale, strings } = await race(stringsPromise);
    checkAborted();

    const config = gateway.config;
    const guest = !config.customer;
    gateway.analytics(`started.${config.authorizationType === 'CLIENT_TOKEN' ? 'client-token' : 'tokenization-key'}`);
    const enabled = options.priority.filter((id) => deps.flows[id]?.isEnabled(options, config));
    if (!enabled.length) throw dropinError('noValidOptions');

    const t = createTranslate(strings);
    const model = createWidgetModel();
    const emitter = createEmitter();
    model.enabled.value = enabled;
    model.status.value = Object.fromEntries(options.priority.map((id) => [id, enabled.includes(id) ? 'initializing' : 'not-enabled']));
    const loadSaved = () => fetchSavedMethods(gateway, deps.flows, enabled, options.showDefaultPaymentMethodFirst);
    const savedPromise = loadSaved();

    let changeTimer: ReturnType<typeof setTimeout> | undefined;
    cleanup.add(() => clearTimeout(changeTimer));

    /** SPEC 4: a new method goes on top, the tokenized transition runs, then the methods list shows. */
    function addMethod(id: FlowId, method: PaymentMethod) {
      model.addMethod(method, guest);
      model.tokenized.value = id;
      clearTimeout(changeTimer);
      changeTimer = setTimeout(settleTransition, CHANGE_ACTIVE_METHOD_DELAY);
    }

    /** Ends the change-method transition (now, when a 3D Secure failure cannot wait for it): the view it leads to shows. */
    function settleTransition() {
      if (model.tokenized.peek() === null) return;
      clearTimeout(changeTimer);
      model.tokenized.value = null;
      showDefaultView();
    }

    const contextFor = (id: FlowId): FlowContext => ({
      id,
      options,
      flowOptions: typeof input[id] === 'object' && input[id] ? (input[id] as Record<string, unknown>) : {},
      gateway,
      model,
      t,
      guest,
      emit: emitter.emit,
      // A flow's result or error that settles after teardown is dropped here, for every flow.
      addMethod: (method) => life.signal.aborted || addMethod(id, method),
      showError: (error) => life.signal.aborted || model.setError(error as never),
      fail: (error) => failOption(id, error),
      signal: life.signal,
    });

    /** A failed option is shown disabled with the developer-misconfiguration message (SPEC 2). */
    function failOption(id: FlowId, error: unknown) {
      if (life.signal.aborted) return;
      console.error(error);
      model.setStatus(id, 'failed');
      if (model.view.peek() === id) showDefaultView();
      model.setError('developerError');
    }
    const host = createFlowHost(deps.flows, contextFor);
    cleanup.add(() => host.teardown());

    /** Non-eager sheets set up when first shown; a failure disables that option only. */
    function openSheet(id: FlowId, byShopper = true) {
      model.show(id);
      host.start(id).then(
        // Focus moves into a sheet the shopper opened; the first paint never steals the page's focus.
        (instance) => byShopper && model.view.peek() === id && instance.shown?.(),
        (error) => failOption(id, error),
      );
    }

    async function refreshSaved() {
      model.setSavedMethods(await loadSaved());
      leaveEmptyMethodsView();
    }

    /** SPEC 4: when every method is gone the widget goes back to the initial view. */
    function leaveEmptyMethodsView() {
      if (!model.methods.peek().length && model.view.peek() === 'methods') showDefaultView();
    }

    /** SPEC 2 initial-view rules, for after a deletion or when every method is gone. */
    function showDefaultView(byShopper = true) {
      const view = model.restingView.peek();
      if (view === 'methods' || view === 'options') model.show(view);
      else openSheet(view as FlowId, byShopper);
    }

    const dataCollectorReady = input.dataCollector
      ? gateway.createDataCollector(typeof input.dataCollector === 'object' ? input.dataCollector : {}).catch((cause) => {
        throw dropinError('dataCollectorFailed', cause);
      })
      : undefined;
    dataCollectorReady?.catch(() => {});
    cleanup.add(() => dataCollectorReady?.then((collector) => collector.teardown(), () => {}));

    // SPEC 4: 3D Secure is set up during create; updateConfiguration('threeDSecure', …) edits this object.
    const threeDSecureOptions = input.threeDSecure && typeof input.threeDSecure === 'object' ? input.threeDSecure : {};
    const threeDSecureReady = input.threeDSecure && deps.threeDSecure
      ? deps.threeDSecure().then((m) => m.setupThreeDSecure({ gateway, options: threeDSecureOptions, emit: emitter.emit, t, signal: life.signal }))
      : undefined;
    threeDSecureReady?.catch(() => {});
    cleanup.add(() => threeDSecureReady?.then((tds) => tds.teardown(), () => {}));

    const vaultManager = signal<VaultManagerUi | null>(null);
    const vaultManagerReady = options.vaultManager && !guest
      ? import('../vault-manager/vault-manager.js').then((m) => {
        vaultManager.value = m.createVaultManager({ model, gateway, refreshSaved, showDefaultView, onTeardown: cleanup.add });
      })
      : undefined;
    vaultManagerReady?.catch(() => {});

    const actions: ShellActions = {
      selectMethod(method) {
        if (model.editing.peek()) {
          if (!method.hasSubscription) model.confirmDelete(method);
          return;
        }
        if (method.vaulted) gateway.analytics(`vaulted-${kindOf(method)}.select`);
        model.select(method);
      },
      chooseOption(id) {
        gateway.analytics(`selected.${id}`);
        emitter.emit('paymentOptionSelected', { paymentOption: id });
        openSheet(id);
      },
      toggle() {
        const view = model.view.peek();
        const options = model.available.peek();
        if (view !== 'methods' && model.methods.peek().length) model.show('methods');
        else if (options.length > 1) model.show('options');
        else openSheet(options[0]);
      },
    };

    const unmount = deps.mount(options.container, { model, t, locale, actions, instances: host.instances, simulated: config.simulated, vaultManager, stylesheet: assetUrl('featherdrop.css') });
    cleanup.add(unmount);

    const settle = (id: FlowId) => host.start(id).then(() => model.setStatus(id, 'done'), (error) => failOption(id, error));
    // Eager options (wallets) must load to know they are available.
    await race(Promise.all(enabled.filter(host.isEager).map(settle)));
    const saved = await race(savedPromise);
    // The card sheet loads lazily only for a shopper who starts on saved methods. Otherwise it is the
    // first view or one of the tiles, and create must know whether it works (none working rejects).
    const lazy = enabled.filter((id) => !host.isEager(id));
    if (saved.length) for (const id of lazy) model.setStatus(id, 'done');
    else await race(Promise.all(lazy.map(settle)));
    await race(vaultManagerReady ?? Promise.resolve());
    const threeDSecure = threeDSecureReady && (await race(threeDSecureReady));
    let deviceData: string | undefined;
    if (dataCollectorReady) {
      deviceData = (await race(dataCollectorReady)).deviceData;
    }
    checkAborted();
    if (!model.available.peek().length) throw dropinError('allOptionsFailed');

    model.setSavedMethods(saved);
    if (saved.length && options.preselectVaultedPaymentMethod) {
      gateway.analytics(`vaulted-${kindOf(saved[0])}.preselect`);
      model.select(saved[0]);
    }
    showDefaultView(false);
    cleanup.add(publicEvents(model, emitter, threeDSecure?.challengeOpen));
    model.ready.value = true;

    const requestPaymentMethod = createRequester({ model, host, gateway, threeDSecure, deviceData, addMethod, settleTransition, refreshSaved });
    stopListening();

    let tornDown: Promise<void> | undefined;
    return {
      model,
      requestPaymentMethod(requestOptions?: RequestOptions) {
        return tornDown ? Promise.reject(dropinError('tornDown')) : requestPaymentMethod(requestOptions);
      },
      isPaymentMethodRequestable: () => model.requestable.peek() && !threeDSecure?.challengeOpen.peek(),
      clearSelectedPaymentMethod() {
        model.removeMethods((m) => !m.vaulted);
        model.select(null);
        if (model.activeSheet.peek() === null) showDefaultView();
        refreshSaved();
      },
      updateConfiguration(property: string, key: string, value: unknown) {
        if (property === 'threeDSecure') {
          (threeDSecureOptions as Record<string, unknown>)[key] = value;
          return;
        }
        if (!Object.hasOwn(WALLET_TYPES, property)) return;
        const target = input[property];
        if (target && typeof target === 'object') (target as Record<string, unknown>)[key] = value;
        host.instances.peek()[property as FlowId]?.updateConfiguration?.(key, value);
        model.removeMethods((m) => !m.vaulted && m.type === WALLET_TYPES[property]);
        leaveEmptyMethodsView();
      },
      getAvailablePaymentOptions: () => [...model.available.peek()],
      on: emitter.on,
      off: emitter.off,
      teardown(): Promise<void> {
        tornDown ??= (async () => {
          life.abort();
          emitter.clear();
          await cleanup.run();
        })();
        return tornDown;
      },
    };
  } catch (error) {
    life.abort();
    await cleanup.run();
    throw error;
  }
}

export type DropinCore = Awaited<ReturnType<typeof createDropin>>;
