import { effect } from '@preact/signals-core';
import type { Catalog } from '../catalog.js';
import type { WidgetModel } from '../signals/widget-model.js';
import type { Emitter } from './emitter.js';

/**
 * The original's behaviour: requestable / not-requestable are emitted only after setup and only when the state or
 * the selected nonce changed; changeActiveView on every view change after setup.
 */
export function publicEvents(model: WidgetModel, emitter: Emitter, { byId }: Pick<Catalog, 'byId'>): () => void {
  let lastKey = 'no';
  let lastView = model.view.peek();
  const stopRequestable = effect(() => {
    const requestable = model.requestable.value;
    const method = model.selected.value;
    const sheet = model.activeSheet.value;
    // Held back while 3D Secure verifies (1.42: not before the challenge completed); emitted once it is over if the state changed.
    if (!model.ready.value || model.verifying.value) return;
    const key = requestable ? `yes:${sheet ?? method?.nonce}` : 'no';
    if (key === lastKey) return;
    lastKey = key;
    if (!requestable) emitter.emit('noPaymentMethodRequestable');
    else emitter.emit('paymentMethodRequestable', sheet
      // A sheet that can produce a method on request (the card's) names the type it produces.
      ? { type: byId(sheet)?.methodTypes[0] ?? sheet, paymentMethodIsSelected: false }
      : { type: method!.type, paymentMethodIsSelected: true });
  });
  const stopView = effect(() => {
    const view = model.view.value;
    if (model.ready.value && view !== lastView) emitter.emit('changeActiveView', { previousViewId: lastView, newViewId: view });
    lastView = view;
  });
  return () => {
    stopRequestable();
    stopView();
  };
}
