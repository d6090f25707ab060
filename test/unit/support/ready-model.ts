import { createWidgetModel } from '../../../src/signals/widget-model.js';
import type { FlowId, PaymentMethod } from '../../../src/types.js';

/** A widget model as create() leaves it: `enabled` options set up ('done'), `methods` saved, ready. */
export function readyModel(enabled: FlowId[], methods: PaymentMethod[] = []) {
  const model = createWidgetModel();
  model.begin(enabled, enabled);
  for (const id of enabled) model.setStatus(id, 'done');
  model.setSavedMethods(methods);
  model.setReady();
  return model;
}
