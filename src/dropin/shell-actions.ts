import type { Catalog } from '../catalog.js';
import type { Gateway } from '../gateway/types.js';
import type { WidgetModel } from '../signals/widget-model.js';
import type { ShellActions } from '../ui/shell-api.js';
import type { Navigation } from './navigation.js';

export interface ActionParts {
  model: WidgetModel;
  gateway: Gateway;
  catalog: Pick<Catalog, 'kindOf'>;
  navigation: Pick<Navigation, 'openSheet'>;
  emit(event: string, payload?: unknown): void;
}

/**
 * What the shopper does in the shell: pick a method (in edit mode: ask to delete it), choose an option,
 * and the toggle: the other ways to pay below the methods (from a sheet too), else the options list, or the only sheet.
 */
export function shellActions({ model, gateway, catalog: { kindOf }, navigation, emit }: ActionParts): ShellActions {
  return {
    selectMethod(method) {
      if (model.editing.peek()) {
        // The original's behaviour: a method with a subscription cannot be deleted.
        if (!method.hasSubscription) model.confirmDelete(method);
        return;
      }
      if (method.vaulted) gateway.analytics(`vaulted-${kindOf(method)}.select`);
      model.select(method);
    },
    chooseOption(id) {
      gateway.analytics(`selected.${id}`);
      emit('paymentOptionSelected', { paymentOption: id });
      navigation.openSheet(id);
    },
    toggle() {
      // As the original: the other ways to pay (a failed one too, disabled) show below the saved methods, which
      // stay (wrapper classes braintree-show-methods and braintree-show-options together); with no methods, the
      // options list alone; the only option's sheet when there is no other.
      const several = model.enabled.peek().length > 1;
      const methods = model.methods.peek().length > 0;
      if (methods && (model.view.peek() !== 'methods' || several)) model.show('methods', several);
      else if (several) model.show('options');
      else navigation.openSheet(model.available.peek()[0]);
    },
  };
}
