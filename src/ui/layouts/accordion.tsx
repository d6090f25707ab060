// The accordion layout (`layout: 'accordion'`), a chunk fetched only when a merchant passes it (src/dropin/layout.ts).
import { useRef } from 'react';
import styles from '../../styles/accordion.css';
import { optionStyles } from '../option-views.js';
import { cx } from '../../runtime.js';
import { idPrefix } from './element-ids.js';
import { SheetError } from '../SheetError.js';
import { useShell } from '../ShellContext.js';
import { OptionLabel } from './OptionLabel.js';
import { SavedMethods } from './SavedMethods.js';
import { SheetPanel } from './SheetPanel.js';
import { useOnce } from './use-once.js';
import { useStyles } from './use-styles.js';

/**
 * The saved methods on top, then one row per option that opens its sheet in place, one at a time (WAI-ARIA's
 * accordion pattern: each row a button in a heading, aria-expanded, aria-controls naming its region). Pressing
 * the open row again closes it. The list's hooks stay where their element exists. One option with no saved method
 * above has no row: its sheet shows alone, as in the list (nothing to choose between).
 */
export function Layout() {
  const { model, t, actions } = useShell();
  const prefix = useOnce(idPrefix);
  const root = useRef<HTMLDivElement>(null);
  useStyles(root, 'featherdrop-options', optionStyles);
  useStyles(root, 'featherdrop-accordion', styles);
  const view = model.view.value;
  const status = model.status.value;
  const saved = model.methods.value.length > 0 && view !== 'delete-confirmation';
  const enabled = model.enabled.value;
  const lone = enabled.length === 1 && !saved;
  return (
    <div ref={root} data-braintree-id="upper-container" className="braintree-upper-container featherdrop-accordion">
      <SavedMethods />
      {view !== 'delete-confirmation' && !model.editing.value && (
        <div data-braintree-id="options" className="braintree-options">
          {!lone && <h2 className="braintree-heading">{t(saved ? 'otherWaysToPay' : 'chooseAWayToPay')}</h2>}
          <div data-braintree-id="payment-options-container" className="featherdrop-accordion__items">
            {enabled.map((id) => {
              const open = view === id;
              // Alone, the same elements with the row hidden: the sheet stays mounted (its fields as typed) either way.
              return (
                <div key={id} className={lone ? undefined : cx('featherdrop-accordion__item', open && 'featherdrop-accordion__item--open')}>
                  <h3 className="featherdrop-accordion__heading" hidden={lone}>
                    <button
                      type="button"
                      id={`${prefix}-${id}`}
                      className={cx(`braintree-option braintree-option__${id}`, status[id] === 'failed' && 'braintree-disabled')}
                      aria-expanded={open}
                      aria-controls={`${prefix}-${id}-panel`}
                      disabled={status[id] !== 'done'}
                      onClick={() => actions.chooseOption(id)}
                    >
                      <OptionLabel id={id} />
                      <span className="featherdrop-accordion__chevron" aria-hidden="true" />
                    </button>
                  </h3>
                  <SheetPanel id={id} panelId={`${prefix}-${id}-panel`} labelledBy={`${prefix}-${id}`} role={lone ? undefined : 'region'} />
                </div>
              );
            })}
          </div>
        </div>
      )}
      <div data-braintree-id="sheet-container" className="braintree-sheet__container">
        <SheetError />
      </div>
    </div>
  );
}
