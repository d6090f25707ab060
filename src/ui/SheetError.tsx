import { sheetErrorKey } from '../i18n/sheet-error.js';
import { useShell } from './ShellContext.js';

/** The error catalogue, docs/errors.md: the latest error's message, announced politely; the live region itself always exists. */
export function SheetError() {
  const { model, t } = useShell();
  const error = model.error.value;
  return (
    <div data-braintree-id="sheet-error" className="braintree-sheet__error" aria-live="polite">
      {error && <div data-braintree-id="sheet-error-text" className="braintree-sheet__error-text">{t(sheetErrorKey(error, t.has))}</div>}
    </div>
  );
}
