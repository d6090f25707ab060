import { useShell } from './ShellContext.js';

/** Switches between the chosen sheet or method and the other ways to pay; hidden in edit mode and once they show. */
export function Toggle() {
  const { model, t, actions } = useShell();
  const view = model.view.value;
  const others = model.available.value.length;
  const visible = model.ready.value && !model.editing.value && !model.optionsBelow.value &&
    (view === 'methods' ? others > 0 : model.activeSheet.value !== null && (model.methods.value.length > 0 || others > 1));
  if (!visible) return null;
  return (
    <button type="button" data-braintree-id="toggle" className="braintree-toggle" onClick={actions.toggle}>
      <span>{t('chooseAnotherWayToPay')}</span>
    </button>
  );
}
