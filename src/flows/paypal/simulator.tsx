import { useLayoutEffect, useRef } from 'react';
import { createRoot } from '../../runtime.js';
import type { PayPalAdapter, PayPalButtonsConfig, PayPalMessagesConfig, PayPalPort } from './port.js';
import type { FailureKind } from '../../gateway/simulator/scenario.js';
import { simulatedError, tick, type SimulatorState } from '../../gateway/simulator/simulator-state.js';
import simulatorStyles from './simulator.css';

const TITLE = 'PayPal (simulated)';

/** The simulated PayPal window: a modal dialog in the page; Escape cancels. */
function SimWindow({ approve, cancel }: { approve(): void; cancel(): void }) {
  const first = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => first.current?.focus(), []);
  return (
    <div className="featherdrop-paypal-sim" data-featherdrop-dialog="">
      <div role="dialog" aria-modal="true" aria-labelledby="featherdrop-paypal-sim-title" onKeyDown={(e) => e.key === 'Escape' && cancel()}>
        <h2 id="featherdrop-paypal-sim-title">{TITLE}</h2>
        <p>Test mode: no PayPal account is used. Approve the payment as shopper@example.com?</p>
        <button type="button" ref={first} data-featherdrop-id="simulator-approve" data-featherdrop-step="approve" onClick={approve}>Approve</button>
        <button type="button" data-featherdrop-id="simulator-cancel" onClick={cancel}>Cancel</button>
      </div>
    </div>
  );
}

type Root = ReturnType<typeof createRoot>;

function simulatedButtons(c: PayPalButtonsConfig) {
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
    popup.root.render(<SimWindow approve={approve} cancel={cancel} />);
  }
  return {
    isEligible: () => true,
    async render(element: HTMLElement) {
      container = element;
      button = createRoot(element);
      const label = c.fundingSource === 'credit' ? 'PayPal Credit (simulated)' : TITLE;
      button.render(<button type="button" className="featherdrop-paypal-sim__button" data-featherdrop-id="simulator-wallet-button" onClick={open}>{label}</button>);
    },
    async close() {
      closePopup();
      button?.unmount();
    },
  };
}

/** "Pay in 4 interest-free payments of $2.50 (simulated)" for 10.00 USD; nothing for an amount that is not a positive number. */
export function simulatedMessage({ amount, currency = 'USD' }: PayPalMessagesConfig): string | undefined {
  const value = Number(amount);
  if (!(value > 0)) return undefined;
  let instalment: string;
  try {
    instalment = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value / 4);
  } catch {
    instalment = `${(value / 4).toFixed(2)} ${currency}`;
  }
  return `Pay in 4 interest-free payments of ${instalment} (simulated)`;
}

function simulatedMessages(c: PayPalMessagesConfig) {
  return {
    async render(element: HTMLElement) {
      const text = simulatedMessage(c);
      if (text) createRoot(element).render(<p className="featherdrop-paypal-sim__message">{text}</p>);
    },
  };
}

/** No external script: deterministic order ids and PayPalAccount payloads; `failures.paypalTokenize` fails tokenization. */
export const simulatedPayPal = ({ scenario, addStyles }: SimulatorState): PayPalAdapter => {
  addStyles('featherdrop-simulator-paypal', simulatorStyles);
  return { createPayPal: () => createPayPal(scenario.failures.paypalTokenize) };
};

async function createPayPal(tokenizeFailure: FailureKind | undefined): Promise<PayPalPort> {
  await tick();
  const port: PayPalPort = {
    buttons: simulatedButtons,
    messages: simulatedMessages,
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
        details: { email: 'shopper@example.com', payerId: 'SIMPAYER' },
      };
    },
    async teardown() {},
  };
  return port;
}

export default simulatedPayPal;
