import { useLayoutEffect, useRef } from '../../ui/kit.js';
import type { PayPalFlow } from './index.js';

/** The PayPal / PayPal Credit sheet: the button container (SPEC DOM hooks); a new button per configuration. */
export function PayPalSheet({ flow }: { flow: PayPalFlow }) {
  const ref = useRef<HTMLDivElement>(null);
  const version = flow.version.value;
  useLayoutEffect(() => {
    const buttons = flow.buttons();
    buttons.render(ref.current!).catch((error) => {
      console.error(error);
      flow.ctx.showError('paypalFlowFailedError');
    });
    return () => {
      buttons.close().catch(() => {});
    };
  }, [version]);
  return <div ref={ref} class="braintree-sheet__button--paypal" data-braintree-id={flow.credit ? 'paypal-credit-button' : 'paypal-button'} />;
}
