import type { Signal } from '@preact/signals-core';
import type { Catalog } from '../catalog.js';
import { DropinError, dropinError } from '../errors.js';
import type { WidgetModel } from '../signals/widget-model.js';
import type { FlowId, PaymentMethod } from '../types.js';
import type { Navigation } from './navigation.js';

/** Its own messages: this chunk loads only when a merchant calls hidePaymentOptions, so no one else downloads them. */
export const HIDE_INVALID = 'hidePaymentOptions: Invalid payment option specified.';
export const HIDE_ALL = 'hidePaymentOptions must leave at least one payment option shown.';

export interface HideParts {
  model: WidgetModel;
  /** The registry's options: the ids the merchant may name. */
  catalog: Pick<Catalog, 'byId'>;
  navigation: Pick<Navigation, 'showDefaultView' | 'leaveEmptyMethodsView'>;
  refreshSaved(): Promise<void>;
}

/**
 * `hidePaymentOptions(ids)`: these options and their methods leave the widget, the others create() enabled come back
 * (their saved methods fetched again); `[]` shows them all. A hidden selected method is unselected, a hidden sheet gives
 * way to the first view, and the model's effects emit the events that follow.
 */
export async function hideOptions({ model, catalog, navigation, refreshSaved }: HideParts, ids: unknown, tornDown: () => boolean) {
  if (tornDown()) throw dropinError('tornDown');
  if (!Array.isArray(ids) || ids.some((id) => !catalog.byId(id))) throw new DropinError(HIDE_INVALID);
  // The options create() enabled, in their order: begin() gave every other one of the registry 'not-enabled'.
  const status = model.status.peek();
  const offered = (Object.keys(status) as FlowId[]).filter((id) => status[id] !== 'not-enabled');
  const shown = offered.filter((id) => !ids.includes(id));
  if (!shown.length) throw new DropinError(HIDE_ALL);
  const returning = shown.some((id) => !model.enabled.peek().includes(id));
  // The one write to the model outside its actions: an action there would put its bytes in everyone's first view,
  // for a method only this later chunk calls.
  (model.enabled as Signal<FlowId[]>).value = shown;
  // A method stays when an option still shown produces it (PayPal and PayPal Credit share PayPal accounts).
  const kept = (m: PaymentMethod) => shown.some((id) => {
    const definition = catalog.byId(id)!;
    return definition.methodTypes.includes(m.type) && (definition.owns?.(m) ?? true);
  });
  model.removeMethods((m) => !kept(m));
  // The options list may now hold one option (its sheet shows instead, as the original's first view); a hidden sheet gives way.
  const view = model.view.peek();
  if (view === 'options' || (view !== 'methods' && view !== 'delete-confirmation' && !model.activeSheet.peek())) navigation.showDefaultView(false);
  if (returning) await refreshSaved();
  navigation.leaveEmptyMethodsView();
}
