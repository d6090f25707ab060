import type { Gateway } from '../../gateway/types.js';
import type { WidgetModel } from '../../signals/widget-model.js';
import type { Translate } from '../../i18n/translate.js';
import '../../runtime.js';

/** "Edit" / "Cancel" beside the methods heading; never shown for guest checkout. */
export function createEditButton(model: WidgetModel, gateway: Gateway) {
  return function EditButton({ t }: { t: Translate }) {
    const editing = model.editing.value;
    return (
      <button
        type="button"
        data-braintree-id="methods-edit"
        className="braintree-methods__edit"
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
