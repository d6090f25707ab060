import { cx } from '../../runtime.js';
import type { FlowId } from '../../types.js';
import { useShell } from '../ShellContext.js';

export interface SheetPanelProps {
  id: FlowId;
  /** The element's id, which the row's or tab's aria-controls names. */
  panelId: string;
  /** The id of the row's button or the tab that names it. */
  labelledBy: string;
  /** None for a layout's one option shown alone, with no row or tab to name it. */
  role?: 'region' | 'tabpanel';
}

/**
 * One option's sheet under its accordion row or tab, with the list's hooks and state classes (`data-braintree-id`
 * = the option id, braintree-sheet--active, --tokenized). Always in the page (aria-controls names it); its sheet
 * is mounted once opened and kept, hidden, so the shopper's input survives.
 */
export function SheetPanel({ id, panelId, labelledBy, role }: SheetPanelProps) {
  const { model, t, instances } = useShell();
  const open = model.view.value === id;
  const instance = instances.value[id];
  const Sheet = instance?.Sheet;
  return (
    <div
      id={panelId}
      role={role}
      aria-labelledby={role && labelledBy}
      data-braintree-id={id}
      className={cx(`braintree-sheet braintree-${id} featherdrop-layout__panel`, open && 'braintree-sheet--active', !instance && 'braintree-sheet--loading', model.tokenized.value === id && 'braintree-sheet--tokenized')}
      hidden={!open}
    >
      {(open || instance) && (
        <div className="braintree-sheet__content">{Sheet ? <Sheet /> : <div className="braintree-loader__indicator" role="status" aria-label={t('loading')} />}</div>
      )}
    </div>
  );
}
