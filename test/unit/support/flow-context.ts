import { en_US } from '../../../src/i18n/en_US.js';
import { createTranslate } from '../../../src/i18n/translate.js';
import { h, render } from 'preact';
import type { FlowContext, FlowInstance, FlowModule } from '../../../src/flows/types.js';
import { sheetErrorKey } from '../../../src/i18n/sheet-error.js';
import { settle } from '../dom.js';
import type { Gateway } from '../../../src/gateway/types.js';
import { createWidgetModel } from '../../../src/signals/widget-model.js';
import type { FlowId, GatewayConfiguration } from '../../../src/types.js';

type Parts = Partial<FlowContext> & { gateway: Gateway; /** Extra merchant options beside the flow's own. */ raw?: Record<string, unknown> };

/** braintree-web's side of the port, faked: a simulated gateway (its vault, its data) posing as the braintree adapter. */
export function asBraintree(base: Gateway, config: Partial<GatewayConfiguration> = {}): Gateway {
  return { ...base, kind: 'braintree', client: { fake: 'client' }, scenario: undefined, config: { ...base.config, simulated: false, ...config } };
}

/** A ready widget model showing option `id`, as the shell has it when a flow's sheet is open. */
export function shownModel(id: FlowId) {
  const model = createWidgetModel();
  model.enabled.value = [id];
  model.status.value = { [id]: 'done' };
  model.view.value = id;
  model.ready.value = true;
  return model;
}

/** The FlowContext the widget would hand a flow, with test defaults; `parts` override any of it. */
export function flowContext(id: FlowId, { raw, ...parts }: Parts): FlowContext {
  const model = parts.model ?? createWidgetModel();
  const flowOptions = parts.flowOptions ?? {};
  return {
    id,
    options: { raw: { authorization: 'x', [id]: flowOptions, ...raw } } as unknown as FlowContext['options'],
    flowOptions,
    model,
    t: createTranslate(en_US),
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
  return {
    /** The shown sheet error's translation key (SPEC 8), or null. */
    errorKey: () => (ctx.model.error.peek() == null ? null : sheetErrorKey(ctx.model.error.peek(), en_US)),
    async start() {
      instance = await flow.setup(ctx);
      render(h(instance.Sheet, null), container);
      await settle();
      return instance;
    },
    async teardown() {
      life.abort();
      await instance?.teardown();
      render(null, container);
    },
  };
}
