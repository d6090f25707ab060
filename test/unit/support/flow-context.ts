import { en_US } from '../../../src/i18n/en_US.js';
import { createTranslate } from '../../../src/i18n/translate.js';
import type { FlowContext } from '../../../src/flows/types.js';
import type { Gateway } from '../../../src/gateway/types.js';
import { createWidgetModel } from '../../../src/signals/widget-model.js';
import type { FlowId } from '../../../src/types.js';

type Parts = Partial<FlowContext> & { gateway: Gateway; /** Extra merchant options beside the flow's own. */ raw?: Record<string, unknown> };

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
