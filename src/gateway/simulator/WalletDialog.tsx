import { activeElement, createRoot } from '../../runtime.js';
import { dialogKeys } from './dialog-keys.js';
import type { SimulatorText } from './texts.js';

type WalletDialogProps = { id: string; title: string; text: string; texts: SimulatorText; approve(): void; cancel(): void };

/** A simulated wallet's payment sheet: an in-page modal dialog with Approve and Cancel, in the widget's language. */
function WalletDialog({ id, title, text, texts, approve, cancel }: WalletDialogProps) {
  return (
    <div className="featherdrop-wallet-sim" data-featherdrop-dialog="" role="dialog" aria-modal="true" aria-labelledby={id} lang={texts.lang} dir={texts.dir}
      onKeyDown={(e) => dialogKeys(e, cancel)}>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      <button type="button" data-featherdrop-id="simulator-approve" data-featherdrop-step="approve" onClick={approve}>{texts.text('approve')}</button>
      <button type="button" data-featherdrop-id="simulator-cancel" onClick={cancel}>{texts.text('cancel')}</button>
    </div>
  );
}

/** Opens the dialog at the end of the page with focus on Approve; the returned close gives focus back. */
export function openWalletDialog(props: WalletDialogProps): () => void {
  const element = document.body.appendChild(document.createElement('div'));
  const returnFocus = activeElement() as HTMLElement | null;
  const root = createRoot(element);
  root.render(<WalletDialog {...props} />);
  element.querySelector('button')!.focus();
  return () => {
    root.unmount();
    element.remove();
    returnFocus?.focus?.();
  };
}
