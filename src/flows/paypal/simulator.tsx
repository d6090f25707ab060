import { useLayoutEffect, useRef } from 'react';
import { createRoot } from '../../runtime.js';
import type { PayPalAdapter, PayPalButtonsConfig, PayPalMessagesConfig, PayPalPort } from './port.js';
import type { FailureKind } from '../../gateway/simulator/scenario.js';
import { simulatedError, tick, type SimulatorState } from '../../gateway/simulator/simulator-state.js';
import { dialogKeys } from '../../gateway/simulator/dialog-keys.js';
import { simulatorTexts, type SimulatorText } from '../../gateway/simulator/texts.js';
import simulatorStyles from './simulator.css';
import ownTexts from './simulator-texts.json';

const SHOPPER = 'shopper@example.com';

/** The simulated PayPal window: a modal dialog in the page, in the widget's language; Escape cancels, Tab stays in it. */
function SimWindow({ texts, approve, cancel }: { texts: SimulatorText; approve(): void; cancel(): void }) {
  const first = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => first.current?.focus(), []);
  return (
    <div className="featherdrop-paypal-sim" data-featherdrop-dialog="" lang={texts.lang} dir={texts.dir}>
      <div role="dialog" aria-modal="true" aria-labelledby="featherdrop-paypal-sim-title" onKeyDown={(e) => dialogKeys(e, cancel)}>
        <h2 id="featherdrop-paypal-sim-title">{texts.text('simulated', { name: 'PayPal' })}</h2>
        <p>{texts.text('text', { email: SHOPPER })}</p>
        <button type="button" ref={first} data-featherdrop-id="simulator-approve" data-featherdrop-step="approve" onClick={approve}>{texts.text('approve')}</button>
        <button type="button" data-featherdrop-id="simulator-cancel" onClick={cancel}>{texts.text('cancel')}</button>
      </div>
    </div>
  );
}

type Root = ReturnType<typeof createRoot>;

function simulatedButtons(texts: SimulatorText, c: PayPalButtonsConfig) {
  let container: HTMLElement | undefined;
  let button: Root | undefined;
  let popup: { element: HTMLElement; root: Root } | undefined;
  const closePopup = () => {
    if (!popup) return;
    popup.root.unmount();
    popup.element.remove();
    popup = undefined;
    container?.querySelector('button')?.focus();
  };
  async function open() {
    if (popup) return;
    let token: string;
    try {
      token = await c.createPayment();
    } catch (error) {
      return c.onError(error);
    }
    const element = document.body.appendChild(document.createElement('div'));
    popup = { element, root: createRoot(element) };
    const approve = () => {
      closePopup();
      c.onApprove(c.vault ? { billingToken: token, payerID: 'SIMPAYER' } : { orderID: token, paymentToken: token, payerID: 'SIMPAYER' }).catch(c.onError);
    };
    const cancel = () => {
      closePopup();
      c.onCancel();
    };
    popup.root.render(<SimWindow texts={texts} approve={approve} cancel={cancel} />);
  }
  return {
    isEligible: () => true,
    async render(element: HTMLElement) {
      container = element;
      button = createRoot(element);
      const label = texts.text('simulated', { name: c.fundingSource === 'credit' ? 'PayPal Credit' : 'PayPal' });
      button.render(<button type="button" className="featherdrop-paypal-sim__button" data-featherdrop-id="simulator-wallet-button" onClick={open}>{label}</button>);
    },
    async close() {
      closePopup();
      button?.unmount();
    },
  };
}

/** "Pay in 4 interest-free payments of $2.50 (simulated)" for 10.00 USD in en_US; nothing for an amount that is not a positive number. */
export function simulatedMessage({ amount, currency = 'USD' }: PayPalMessagesConfig, texts = simulatorTexts('en_US', ownTexts)): string | undefined {
  const value = Number(amount);
  if (!(value > 0)) return undefined;
  return texts.text('payLaterMessage', { instalment: texts.money(value / 4, currency) });
}

function simulatedMessages(texts: SimulatorText, c: PayPalMessagesConfig) {
  return {
    async render(element: HTMLElement) {
      const text = simulatedMessage(c, texts);
      if (text) createRoot(element).render(<p className="featherdrop-paypal-sim__message">{text}</p>);
    },
  };
}

/** No external script: deterministic order ids and PayPalAccount payloads; `failures.paypalTokenize` fails tokenization. */
export const simulatedPayPal = ({ scenario, addStyles, locale }: SimulatorState): PayPalAdapter => {
  addStyles('featherdrop-simulator-paypal', simulatorStyles);
  return { createPayPal: () => createPayPal(scenario.failures.paypalTokenize, simulatorTexts(locale, ownTexts)) };
};

async function createPayPal(tokenizeFailure: FailureKind | undefined, texts: SimulatorText): Promise<PayPalPort> {
  await tick();
  const port: PayPalPort = {
    buttons: (config) => simulatedButtons(texts, config),
    messages: (config) => simulatedMessages(texts, config),
    async createPayment(options) {
      await tick();
      return options.flow === 'vault' ? 'SIM-BA-TOKEN' : 'SIM-EC-TOKEN';
    },
    async tokenizePayment(data) {
      await tick();
      if (tokenizeFailure) throw Object.assign(simulatedError(tokenizeFailure, 'PayPal tokenization'), { code: 'PAYPAL_ACCOUNT_TOKENIZATION_FAILED' });
      return {
        nonce: `sim_paypal_${data.billingToken ? 'vault' : 'checkout'}`,
        type: 'PayPalAccount',
        details: { email: SHOPPER, payerId: 'SIMPAYER' },
      };
    },
    async teardown() {},
  };
  return port;
}

export default simulatedPayPal;
