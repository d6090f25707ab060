import { createWidgetModel } from '../../../src/signals/widget-model.js';
import type { FlowId, PaymentMethod } from '../../../src/types.js';

/** A widget model as create() leaves it: `enabled` options set up ('done'), `methods` saved, ready. */
export function readyModel(enabled: FlowId[], methods: PaymentMethod[] = []) {
  const model = createWidgetModel();
  model.enabled.value = enabled;
  model.status.value = Object.fromEntries(enabled.map((id) => [id, 'done']));
  model.setSavedMethods(methods);
  model.ready.value = true;
  return model;
}
