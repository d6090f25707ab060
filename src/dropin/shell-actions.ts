import type { Catalog } from '../catalog.js';
import type { Gateway } from '../gateway/types.js';
import type { WidgetModel } from '../signals/widget-model.js';
import type { ShellActions } from '../ui/shell-api.js';
import type { Navigation } from './navigation.js';

interface ActionParts {
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
        // SPEC 4: a method with a subscription cannot be deleted.
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
      const available = model.available.peek();
      // As the original: the other ways to pay show below the saved methods, which stay (wrapper classes
      // braintree-show-methods and braintree-show-options together); with no methods, the options list alone.
      const methods = model.methods.peek().length > 0;
      if (methods && (model.view.peek() !== 'methods' || available.length > 1)) model.show('methods', available.length > 1);
      else if (available.length > 1) model.show('options');
      else navigation.openSheet(available[0]);
    },
  };
}
