import type { Gateway } from '../gateway/types.js';
import type { WidgetModel } from '../signals/widget-model.js';
import { useShell } from '../ui/kit.js';

/** "Edit" / "Cancel" beside the methods heading; never shown for guest checkout. */
export function createEditButton(model: WidgetModel, gateway: Gateway) {
  return function EditButton() {
    const { t } = useShell();
    const editing = model.editing.value;
    return (
      <button
        type="button"
        data-braintree-id="methods-edit"
        class="braintree-methods__edit"
        aria-pressed={editing}
        onClick={() => {
          gateway.analytics(editing ? 'manager.edit.cancel' : 'manager.edit.start');
          model.setEditing(!editing);
        }}
      >
        {editing ? t('deleteCancelButton') : t('edit')}
      </button>
    );
  };
}
