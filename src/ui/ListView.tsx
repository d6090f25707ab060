import { MethodsView } from './MethodsView.js';
import { optionViews } from './load-option-views.js';
import { useShell } from './ShellContext.js';
import { SheetError } from './SheetError.js';
import { Toggle } from './Toggle.js';

/** The original's list (`layout: 'list'`): the upper container with one view at a time, the lower with the toggle. */
export function ListView() {
  const { extraViews, t, model } = useShell();
  const DeleteConfirmation = extraViews.value?.DeleteConfirmation;
  const view = model.view.value;
  const views = optionViews.value;
  return (
    <>
      <div data-braintree-id="upper-container" className="braintree-upper-container">
        <MethodsView shown={view === 'methods'} />
        {view === 'options' && views && <views.OptionsView />}
        {view === 'delete-confirmation' && DeleteConfirmation && <DeleteConfirmation t={t} />}
        <div data-braintree-id="sheet-container" className="braintree-sheet__container">
          {views && model.enabled.value.map((id) => <views.SheetFrame key={id} id={id} />)}
          <SheetError />
        </div>
      </div>
      <div data-braintree-id="lower-container" className="braintree-lower-container">
        {view === 'methods' && model.optionsBelow.value && views && <views.OptionsView below />}
        <Toggle />
      </div>
    </>
  );
}
