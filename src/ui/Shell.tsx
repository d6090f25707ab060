import { useLayoutEffect, useRef } from 'react';
import { cx } from '../runtime.js';
import { activeElement } from '../focus.js';
import type { PaymentMethod, ViewId } from '../types.js';
import { LoadingIndicator } from './LoadingIndicator.js';
import { optionViews } from './load-option-views.js';
import { ShellContext } from './ShellContext.js';
import type { ShellProps } from './shell-api.js';
import { ListView } from './ListView.js';

/**
 * Before the widget's parts exist (mount.tsx): the spinner alone, named in English (the wrapper says lang="en"
 * until the locale is in): the same elements as the shell's loading state, so its first render changes them in
 * place instead of building them again.
 */
export interface StartingProps {
  starting: string;
}

/** The widget inside its wrapper: one view at a time, with the original's hooks and state classes (compat notes). */
export function Shell(props: ShellProps | StartingProps) {
  if ('starting' in props) {
    return <div className="braintree-dropin braintree-loading"><LoadingIndicator visible label={props.starting} /></div>;
  }
  const { model, t, notice, Layout } = props;
  const view = model.view.value;
  const below = model.optionsBelow.value;
  const target = model.deleteTarget.value;
  const root = useRef<HTMLDivElement>(null);
  // A layout other than the original's list takes its place, given the list (the express row shows it under its own).
  const View = Layout ?? ListView;
  // The options list and the sheets arrive in their own chunk (fetched before a first view needs them, else
  // once ready); a view that needs them before they are in shows the spinner.
  const views = optionViews.value;
  const waiting = !views && (below || !['methods', 'delete-confirmation', 'loading'].includes(view));
  const shown = useRef<{ view: ViewId; below: boolean; target: PaymentMethod | null; waiting: boolean }>({ view, below, target, waiting });

  // Focus follows the shopper to a new view (the other ways to pay when they open below the methods; the
  // method a delete confirmation asked about when it closes), also when that view's chunk arrives after the
  // change; the first paint never steals focus from the page.
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { view, below, target, waiting };
    if (!model.ready.peek() || previous.view === 'loading' || waiting) return;
    // Never taken from the merchant's page (their Pay button, a 3D Secure challenge): only from inside the widget, or when lost.
    const active = activeElement();
    if (active && active !== document.body && !root.current?.contains(active)) return;
    const find = (selector: string) => root.current?.querySelector<HTMLElement>(selector);
    if (previous.view === 'delete-confirmation' && view === 'methods' && previous.target) {
      const index = model.methods.peek().findIndex((m) => m.nonce === previous.target!.nonce);
      if (index >= 0) return root.current?.querySelectorAll<HTMLElement>('.braintree-method')[index]?.focus();
    }
    if (below && (!previous.below || previous.waiting)) find('[data-view-focus="other-ways-to-pay"]')?.focus();
    else if (previous.view !== view || previous.waiting) find(`[data-view-focus="${view}"]`)?.focus();
  }, [view, below, waiting]);

  const ready = model.ready.value;
  // The views below read the shell's props from the context; the box and the spinner are the starting ones.
  return (
    <div ref={root} className={cx('braintree-dropin', ready ? 'braintree-loaded' : 'braintree-loading', model.error.value && 'braintree-sheet--has-error')}>
      {notice && <div className="featherdrop-test-mode" data-featherdrop-id="test-mode">{t(notice)}</div>}
      <LoadingIndicator visible={!ready || model.loading.value || waiting} label={t('loading')} />
      <ShellContext.Provider value={props}>
        <View List={ListView} />
      </ShellContext.Provider>
    </div>
  );
}
