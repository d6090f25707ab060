import { createStrings } from '../../../src/i18n/load-strings.js';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { FlowContext, FlowInstance, FlowModule } from '../../../src/flows/types.js';
import { sheetErrorKey } from '../../../src/i18n/sheet-error.js';
import { settle } from '../dom.js';
import braintreeAdapters from 'featherdrop-adapters:braintree';
import optInAdapters from 'featherdrop-opt-in-adapters';
import type { BraintreeBinding } from '../../../src/gateway/braintree/binding.js';
import type { Gateway } from '../../../src/gateway/types.js';
import { everyOption as options } from './every-option.js';
import { createWidgetModel } from '../../../src/signals/widget-model.js';
import { readyModel } from './ready-model.js';
import type { FlowId, GatewayConfiguration } from '../../../src/types.js';

type Parts = Partial<FlowContext> & { gateway: Gateway; /** Extra merchant options beside the flow's own. */ raw?: Record<string, unknown> };

/** The braintree-web client the braintree adapters of `asBraintree` are bound to. */
export const FAKE_CLIENT = { fake: 'client' };

/**
 * braintree-web's side of the port, faked: a simulated gateway (its vault, its data) whose slices' adapters
 * are the braintree ones, bound to FAKE_CLIENT (the tests fake the braintree-web modules).
 */
export function asBraintree(base: Gateway, config: Partial<GatewayConfiguration> = {}): Gateway {
  const merged = { ...base.config, ...config };
  const binding: BraintreeBinding = { client: FAKE_CLIENT, config: merged };
  return {
    ...base, notice: undefined, config: merged,
    load: async <Port>(slice: string) => (await (braintreeAdapters[slice] ?? optInAdapters[slice].braintree)()).default(binding as never) as Port,
  };
}

/** A ready widget model showing option `id`, as the shell has it when a flow's sheet is open. */
export function shownModel(id: FlowId) {
  const model = readyModel([id]);
  model.show(id);
  return model;
}

/** The FlowContext the widget would hand a flow, with test defaults; `parts` override any of it. */
export function flowContext(id: FlowId, { raw, ...parts }: Parts): FlowContext {
  const model = parts.model ?? createWidgetModel();
  const flowOptions = parts.flowOptions ?? {};
  const { t, addStrings } = createStrings(undefined, undefined);
  return {
    id,
    label: options.find((d) => d.id === id)?.label ?? id,
    options: { raw: { authorization: 'x', [id]: flowOptions, ...raw } } as unknown as FlowContext['options'],
    flowOptions,
    adapter: <Port>() => parts.gateway.load<Port>(options.find((d) => d.id === id)?.slice ?? id),
    model,
    t,
    addStrings,
    addStyles() {},
    guest: !parts.gateway.config.customer,
    emit() {},
    addMethod() {},
    showError: (error) => model.setError(error as never),
    fail: (error) => {
      throw error;
    },
    signal: new AbortController().signal,
    ...parts,
  };
}

/** Sets a flow up on `ctx` and renders its sheet into `container`; teardown aborts, tears down and unmounts. */
export function mountFlow(flow: FlowModule, ctx: FlowContext, container: HTMLElement, life: AbortController) {
  let instance: FlowInstance | undefined;
  const root = createRoot(container);
  return {
    /** The shown sheet error's translation key (the error catalogue, docs/errors.md), or null. */
    errorKey: () => (ctx.model.error.peek() == null ? null : sheetErrorKey(ctx.model.error.peek(), ctx.t.has)),
    async start() {
      instance = await flow.setup(ctx);
      root.render(createElement(instance.Sheet, null));
      await settle();
      return instance;
    },
    async teardown() {
      life.abort();
      await instance?.teardown();
      root.unmount();
    },
  };
}
