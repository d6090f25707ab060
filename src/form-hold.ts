/** Shown where the widget would be when it cannot start; the strings are not loaded then, so English. */
const SETUP_FAILED = 'Something went wrong on our end.';

/** What the loader sets up synchronously for a script-tag form, before anything has loaded. */
export interface FormHold {
  form: HTMLFormElement | null;
  /** The widget's place, inserted right before the script when there is a form. */
  container: HTMLElement | null;
  /** Hands over what a submit does once the widget is ready; a submit that came earlier runs it now. */
  ready(pay: () => void): void;
  /** The widget cannot start: the failure is logged and shown, and the form stays blocked. */
  fail(error: unknown): void;
}

/**
 * The original's script-tag mode, held from the moment the script runs (as the original attached its submit
 * handler before setup): the form never submits without a nonce. A submit before the widget is ready
 * waits for it; after a failed setup every submit stays prevented.
 */
export function holdForm(script: HTMLScriptElement): FormHold {
  const form = script.closest('form');
  let pay: (() => void) | undefined;
  let waiting = false;
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    if (pay) pay();
    else waiting = true;
  });
  const container = form && script.parentNode!.insertBefore(document.createElement('div'), script);
  return {
    form,
    container,
    ready(run) {
      pay = run;
      if (waiting) run();
    },
    fail(error) {
      pay = undefined;
      console.error(error);
      if (!container) return;
      const message = document.createElement('div');
      message.setAttribute('data-braintree-id', 'sheet-error');
      message.setAttribute('role', 'alert');
      message.className = 'braintree-sheet__error';
      message.textContent = SETUP_FAILED;
      container.replaceChildren(message);
    },
  };
}
