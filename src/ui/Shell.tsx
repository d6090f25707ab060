import { useLayoutEffect, useRef } from 'react';
import { cx } from '../runtime.js';
import { LoadingIndicator } from './LoadingIndicator.js';
import { MethodsView } from './MethodsView.js';
import { OptionsView } from './OptionsView.js';
import { ShellContext } from './ShellContext.js';
import type { ShellProps } from './shell-api.js';
import { SheetError } from './SheetError.js';
import { SheetFrame } from './SheetFrame.js';
import { Toggle } from './Toggle.js';

/** The widget inside its wrapper: one view at a time, with the original's hooks and state classes (compat notes). */
export function Shell(props: ShellProps) {
  const { model, t, notice, vaultManager } = props;
  const DeleteConfirmation = vaultManager.value?.DeleteConfirmation;
  const view = model.view.value;
  const root = useRef<HTMLDivElement>(null);
  const shownView = useRef(view);

  // Focus follows the shopper to a new view; the first paint never steals focus from the page.
  useLayoutEffect(() => {
    const previous = shownView.current;
    shownView.current = view;
    if (!model.ready.peek() || previous === view || previous === 'loading') return;
    root.current?.querySelector<HTMLElement>(`[data-view-focus="${view}"]`)?.focus();
  }, [view]);

  return (
    <ShellContext.Provider value={props}>
      <div ref={root} className={cx('braintree-dropin', model.ready.value ? 'braintree-loaded' : 'braintree-loading', model.error.value && 'braintree-sheet--has-error')}>
        {notice && <div className="featherdrop-test-mode" data-featherdrop-id="test-mode">{t(notice)}</div>}
        <LoadingIndicator />
        <SheetError />
        <div data-braintree-id="upper-container" className="braintree-upper-container">
          {view === 'methods' && <MethodsView />}
          {view === 'options' && <OptionsView />}
          {view === 'delete-confirmation' && DeleteConfirmation && <DeleteConfirmation t={t} />}
          <div data-braintree-id="sheet-container" className="braintree-sheet__container">
            {model.enabled.value.map((id) => <SheetFrame key={id} id={id} />)}
          </div>
        </div>
        <div data-braintree-id="lower-container" className="braintree-lower-container">
          <Toggle />
        </div>
      </div>
    </ShellContext.Provider>
  );
}
