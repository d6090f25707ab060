import type { FlowId } from '../../types.js';
import { MarkBox } from '../MarkBox.js';
import { useShell } from '../ShellContext.js';

/** An option's mark and name inside its accordion row or tab; a failed one says so, as its tile in the list does. */
export function OptionLabel({ id }: { id: FlowId }) {
  const { model, t, catalog } = useShell();
  const definition = catalog.byId(id);
  return (
    <>
      <MarkBox className="braintree-option__logo" id={definition?.mark} />
      <span className="braintree-option__label">
        {t(definition?.label ?? id)}
        {model.status.value[id] === 'failed' && <span className="braintree-option__disabled-message">{t('developerError')}</span>}
      </span>
    </>
  );
}
