// The express row (`expressCheckout`), a chunk fetched only when a merchant passes it (src/dropin/express.ts).
import { useRef, type ComponentType } from 'react';
import styles from '../../styles/express.css';
import type { WidgetModel } from '../../signals/widget-model.js';
import type { FlowId } from '../../types.js';
import { idPrefix } from '../layouts/element-ids.js';
import { useOnce } from '../layouts/use-once.js';
import { useStyles } from '../layouts/use-styles.js';
import { SheetError } from '../SheetError.js';
import { useShell } from '../ShellContext.js';

/**
 * The enabled express wallets' own buttons (each wallet's sheet: PayPal's, Venmo's, Apple Pay's, Google Pay's, so a
 * press starts its flow with the shopper's activation) in a row above the layout (`Inner`, or the original's list).
 * A wallet that failed or is hidden has no button; the row hides while saved methods are edited. With no option left
 * to list and no saved method, only the row shows, with the sheet error's live region under it.
 */
export function expressLayout(model: WidgetModel, wallets: readonly FlowId[], Inner?: ComponentType) {
  return function ExpressLayout({ List }: { List?: ComponentType }) {
    const { model: shown, t, instances } = useShell();
    const root = useRef<HTMLElement>(null);
    const heading = useOnce(idPrefix);
    useStyles(root, 'featherdrop-express', styles);
    const status = model.status.value;
    const ids = model.enabled.value.filter((id) => wallets.includes(id) && status[id] === 'done' && instances.value[id]);
    const editing = model.editing.value || model.view.value === 'delete-confirmation';
    const listed = shown.enabled.value.length > 0 || model.methods.value.length > 0;
    return (
      <>
        <section ref={root} className="featherdrop-express" data-featherdrop-id="express-checkout" aria-labelledby={heading} hidden={!ids.length || editing}>
          <h2 id={heading} className="braintree-heading">{t('expressCheckout')}</h2>
          <div className="featherdrop-express__buttons">
            {ids.map((id) => {
              const { Sheet } = instances.value[id]!;
              return <div key={id} className={`featherdrop-express__button braintree-${id}`} data-featherdrop-id={`express-${id}`}><Sheet /></div>;
            })}
          </div>
          {!listed && <SheetError />}
        </section>
        {listed && (Inner ? <Inner /> : List && <List />)}
      </>
    );
  };
}
