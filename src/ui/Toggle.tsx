import { useShell } from './ShellContext.js';

/** Switches between the chosen sheet or method and the other ways to pay; hidden in edit mode and once they show. */
export function Toggle() {
  const { model, t, actions } = useShell();
  const view = model.view.value;
  // A failed option counts as another way to pay (its tile, disabled), as in the original.
  const visible = model.ready.value && !model.editing.value && !model.optionsBelow.value &&
    (view === 'methods' ? model.available.value.length > 0 : model.activeSheet.value !== null && (model.methods.value.length > 0 || model.enabled.value.length > 1));
  if (!visible) return null;
  return (
    <button type="button" data-braintree-id="toggle" className="braintree-toggle" onClick={actions.toggle}>
      <span>{t('chooseAnotherWayToPay')}</span>
    </button>
  );
}
