import { useLayoutEffect, useRef } from '../../ui/kit.js';
import type { PayPalFlow } from './index.js';

/**
 * The PayPal / PayPal Credit sheet: the button container (SPEC DOM hooks); a new button per configuration.
 * With an amount, the Pay Later message goes under the button; a message that fails is only logged.
 */
export function PayPalSheet({ flow }: { flow: PayPalFlow }) {
  const ref = useRef<HTMLDivElement>(null);
  const messagesRef = useRef<HTMLDivElement>(null);
  const version = flow.version.value;
  const messages = flow.messages();
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
  useLayoutEffect(() => {
    if (messages && messagesRef.current) flow.renderMessages(messages, messagesRef.current).catch((error) => console.error(error));
  }, [version]);
  return (
    <>
      <div ref={ref} class="braintree-sheet__button--paypal" data-braintree-id={flow.credit ? 'paypal-credit-button' : 'paypal-button'} />
      {/* A fresh container per configuration: a late render of the previous message lands in a detached node. */}
      {messages && <div key={version} ref={messagesRef} class="featherdrop-paypal-messages" data-featherdrop-id="paypal-messages" />}
    </>
  );
}
