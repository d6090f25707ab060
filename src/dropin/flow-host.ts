import { signal } from '@preact/signals-core';
import type { FlowContext, FlowInstance, FlowOption } from '../flows/types.js';
import type { FlowId } from '../types.js';

type ContextFor = (definition: FlowOption) => FlowContext;

/**
 * Loads and sets up payment options: eager ones during create, the others when their sheet is first shown.
 * Status moves initializing → done | failed by the setup promise (no polling).
 */
export function createFlowHost(definitions: readonly FlowOption[], contextFor: ContextFor) {
  const instances = signal<Partial<Record<FlowId, FlowInstance>>>({});
  const pending = new Map<FlowId, Promise<FlowInstance>>();
  const definitionOf = (id: FlowId) => definitions.find((d) => d.id === id);

  function start(id: FlowId): Promise<FlowInstance> {
    if (!pending.has(id)) {
      const definition = definitionOf(id)!;
      const ctx = contextFor(definition);
      const promise = Promise.all([definition.load(), ctx.gateway.prepareOption(id)]).then(async ([{ default: flow }]) => {
        const instance = await flow.setup(ctx);
        if (ctx.signal.aborted) {
          await instance.teardown();
          throw ctx.signal.reason;
        }
        instances.value = { ...instances.value, [id]: instance };
        return instance;
      });
      pending.set(id, promise);
    }
    return pending.get(id)!;
  }

  return {
    instances,
    start,
    isEager: (id: FlowId) => !!definitionOf(id)?.eager,
    async teardown() {
      const all = Object.values(instances.peek()) as FlowInstance[];
      instances.value = {};
      pending.clear();
      await Promise.allSettled(all.map((instance) => instance.teardown()));
    },
  };
}

export type FlowHost = ReturnType<typeof createFlowHost>;
