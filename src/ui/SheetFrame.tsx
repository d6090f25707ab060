import type { FlowId } from '../types.js';
import { cx } from '../runtime.js';
import { useShell } from './ShellContext.js';

/** One option's sheet: mounted once shown, kept (hidden) afterwards so the shopper's input survives. */
export function SheetFrame({ id }: { id: FlowId }) {
  const { model, t, instances, catalog } = useShell();
  const active = model.view.value === id;
  const instance = instances.value[id];
  if (!active && !instance) return null;
  const Sheet = instance?.Sheet;
  return (
    <div
      data-braintree-id={id}
      className={cx(`braintree-sheet braintree-${id}`, active && 'braintree-sheet--active', !instance && 'braintree-sheet--loading', model.tokenized.value === id && 'braintree-sheet--tokenized')}
      hidden={!active}
    >
      <div data-braintree-id={`${id}-sheet-header`} className="braintree-sheet__header">
        <h2 className="braintree-sheet__text" data-view-focus={id} tabIndex={-1}>{t(catalog.byId(id)?.heading ?? catalog.byId(id)?.label ?? id)}</h2>
      </div>
      <div className="braintree-sheet__content">{Sheet ? <Sheet /> : <div className="braintree-loader__indicator" role="status" aria-label={t('loading')} />}</div>
    </div>
  );
}
