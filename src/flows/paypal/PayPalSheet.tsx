import { useLayoutEffect, useRef } from 'react';
import type { ReadonlySignal } from '../../runtime.js';
import type { PayPalMessagesConfig } from './port.js';

export interface PayPalFlow {
  credit: boolean;
  /** Bumped by updateConfiguration: the sheet renders a new button. */
  version: ReadonlySignal<number>;
  /** Puts PayPal's button in the container (its click starts a session); returns its removal. */
  renderButton(container: HTMLElement): () => void;
  /** The Pay Later message options, or undefined when the merchant set no amount (no message then). */
  messages(): PayPalMessagesConfig | undefined;
  /** Renders the Pay Later message; rejects (never throws) when it cannot. */
  renderMessages(config: PayPalMessagesConfig, container: HTMLElement): Promise<void>;
}

/**
 * The PayPal / PayPal Credit sheet: the button container (the original's DOM hooks); a new button per configuration.
 * With an amount, the Pay Later message goes under the button; a message that fails is only logged.
 */
export function PayPalSheet({ flow }: { flow: PayPalFlow }) {
  const ref = useRef<HTMLDivElement>(null);
  const messagesRef = useRef<HTMLDivElement>(null);
  const version = flow.version.value;
  const messages = flow.messages();
  useLayoutEffect(() => flow.renderButton(ref.current!), [version]);
  useLayoutEffect(() => {
    if (messages && messagesRef.current) flow.renderMessages(messages, messagesRef.current).catch((error) => console.error(error));
  }, [version]);
  return (
    <>
      <div ref={ref} className="braintree-sheet__button--paypal" data-braintree-id={flow.credit ? 'paypal-credit-button' : 'paypal-button'} />
      {/* A fresh container per configuration: a late render of the previous message lands in a detached node. */}
      {messages && <div key={version} ref={messagesRef} className="featherdrop-paypal-messages" data-featherdrop-id="paypal-messages" />}
    </>
  );
}
