// The tabs layout (`layout: 'tabs'`), a chunk fetched only when a merchant passes it (src/dropin/layout.ts).
import { effect, signal } from '@preact/signals-core';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import styles from '../../styles/tabs.css';
import { optionStyles } from '../option-views.js';
import type { FlowId } from '../../types.js';
import { idPrefix } from './element-ids.js';
import type { LayoutActions } from '../shell-api.js';
import { SheetError } from '../SheetError.js';
import { useShell } from '../ShellContext.js';
import { OptionLabel } from './OptionLabel.js';
import { SavedMethods } from './SavedMethods.js';
import { SheetPanel } from './SheetPanel.js';
import { TabMenu } from './TabMenu.js';
import { splitTabs } from './tab-overflow.js';
import { useOnce } from './use-once.js';
import { useStyles } from './use-styles.js';

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * The saved methods on top, then a row of tabs, one per option, the chosen one's sheet below (WAI-ARIA's tabs
 * pattern: roving tabindex, the arrow keys (mirrored right to left), Home and End move and select). Tabs that do not
 * fit the row's width go into a menu at its end; the chosen tab always shows. One option has no tab row (there is
 * nothing to choose between, as in Stripe's Payment Element): its sheet alone, or beside saved methods one button
 * that shows and hides it (WAI-ARIA's disclosure pattern).
 */
export function Layout() {
  const { model, t } = useShell();
  const actions = useShell().actions as LayoutActions;
  const prefix = useOnce(idPrefix);
  const root = useRef<HTMLDivElement>(null);
  const row = useRef<HTMLDivElement>(null);
  useStyles(root, 'featherdrop-options', optionStyles);
  useStyles(root, 'featherdrop-tabs', styles);
  // A tab is always chosen: when no view is (a guest's start, the last saved method deleted), the first tab's; one
  // option beside saved methods stays closed until pressed.
  useLayoutEffect(() => effect(() => {
    const first = model.available.value[0];
    if (model.ready.value && model.view.value === 'options' && first && (model.enabled.value.length > 1 || !model.methods.value.length)) actions.open(first);
  }), []);
  const width = useOnce(() => signal(0));
  const view = model.view.value;
  const enabled = model.enabled.value;
  const status = model.status.value;
  const current = enabled.includes(view as FlowId) ? (view as FlowId) : null;
  const { tabs, menu } = splitTabs(enabled, width.value, current);
  // The row's width decides how many tabs show; measured again whenever it changes (a rotated phone).
  useLayoutEffect(() => {
    const observer = new ResizeObserver(([entry]) => width.value = entry.contentRect.width);
    observer.observe(row.current!);
    return () => observer.disconnect();
  }, []);
  const tabId = (id: FlowId) => `${prefix}-${id}`;
  const focusTab = (id: FlowId) => row.current?.querySelector<HTMLElement>(`[id="${tabId(id)}"]`)?.focus();
  const choose = (id: FlowId) => status[id] === 'done' && actions.chooseOption(id);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const from = tabs.findIndex((id) => tabId(id) === (event.target as HTMLElement).id);
    const rtl = getComputedStyle(row.current!).direction === 'rtl';
    const step = (STEPS[event.key] ?? 0) * (rtl ? -1 : 1);
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : step ? (Math.max(from, 0) + step + tabs.length) % tabs.length : -1;
    if (to < 0) return;
    event.preventDefault();
    focusTab(tabs[to]);
    choose(tabs[to]);
  }

  const saved = model.methods.value.length > 0 && view !== 'delete-confirmation';
  const label = t(saved ? 'otherWaysToPay' : 'chooseAWayToPay');
  const lone = enabled.length === 1;
  // The roving tab stop: the chosen tab, else the first.
  const stop = current && tabs.includes(current) ? current : tabs[0];
  return (
    <div ref={root} data-braintree-id="upper-container" className="braintree-upper-container featherdrop-tabs">
      <SavedMethods />
      {view !== 'delete-confirmation' && !model.editing.value && (
        <div data-braintree-id="options" className="braintree-options">
          {saved && <h2 className="braintree-heading">{label}</h2>}
          <div ref={row} className="featherdrop-tabs__row" hidden={lone && !saved}>
            <div role={lone ? undefined : 'tablist'} aria-label={lone ? undefined : label} data-braintree-id="payment-options-container" className="featherdrop-tabs__list" onKeyDown={lone ? undefined : onKeyDown}>
              {tabs.map((id) => (
                <button
                  key={id}
                  type="button"
                  role={lone ? undefined : 'tab'}
                  id={tabId(id)}
                  className={`braintree-option braintree-option__${id} featherdrop-tabs__tab`}
                  aria-selected={lone ? undefined : view === id}
                  aria-expanded={lone ? view === id : undefined}
                  aria-controls={`${prefix}-${id}-panel`}
                  aria-disabled={status[id] !== 'done' || undefined}
                  tabIndex={id === stop ? 0 : -1}
                  onClick={() => choose(id)}
                >
                  <OptionLabel id={id} />
                </button>
              ))}
            </div>
            {menu.length > 0 && <TabMenu ids={menu} label={t('otherWaysToPay')} onChoose={(id) => {
              choose(id);
              requestAnimationFrame(() => focusTab(id));
            }} />}
          </div>
          {enabled.map((id) => <SheetPanel key={id} id={id} panelId={`${prefix}-${id}-panel`} labelledBy={tabId(id)} role={!lone ? 'tabpanel' : saved ? 'region' : undefined} />)}
        </div>
      )}
      <div data-braintree-id="sheet-container" className="braintree-sheet__container">
        <SheetError />
      </div>
    </div>
  );
}
