import { useLayoutEffect, useRef } from 'react';
import { createRoot } from '../../runtime.js';
import type { PayPalAdapter, PayPalMessagesConfig, PayPalPort } from './port.js';
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

/** "Pay in 4 interest-free payments of $2.50 (simulated)" for 10.00 USD in en_US; nothing for an amount that is not a positive number. */
export function simulatedMessage({ amount, currency = 'USD' }: PayPalMessagesConfig, texts = simulatorTexts('en_US', ownTexts)): string | undefined {
  const value = Number(amount);
  if (!(value > 0)) return undefined;
  return texts.text('payLaterMessage', { instalment: texts.money(value / 4, currency) });
}

/** The simulated PayPal finds PayPal eligible everywhere and PayPal Credit (a US product) in USD only. */
export const simulatedEligible = (credit: boolean, currency: string | undefined) => !credit || !currency || currency.toUpperCase() === 'USD';

/**
 * No external script: deterministic order ids and PayPalAccount payloads. `failures.paypalOrder` fails the order
 * (PayPal's window does not open), `failures.paypalTokenize` the tokenization; PayPal Credit outside USD is ineligible.
 */
export const simulatedPayPal = ({ scenario, addStyles, locale }: SimulatorState): PayPalAdapter => {
  addStyles('featherdrop-simulator-paypal', simulatorStyles);
  const texts = simulatorTexts(locale, ownTexts);
  const { paypalOrder, paypalTokenize } = scenario.failures;
  return {
    async createPayPal({ credit, currency }) {
      await tick();
      if (!simulatedEligible(credit, currency)) return undefined;
      let popup: { element: HTMLElement; root: ReturnType<typeof createRoot> } | undefined;
      let shown: HTMLButtonElement | undefined;
      const closePopup = () => {
        if (!popup) return;
        popup.root.unmount();
        popup.element.remove();
        popup = undefined;
        shown?.focus();
      };
      const port: PayPalPort = {
        renderButton(container, _look, onClick) {
          const button = shown = container.appendChild(document.createElement('button'));
          button.type = 'button';
          button.className = 'featherdrop-paypal-sim__button';
          button.dataset.featherdropId = 'simulator-wallet-button';
          button.textContent = texts.text('simulated', { name: credit ? 'PayPal Credit' : 'PayPal' });
          button.addEventListener('click', onClick);
          return () => button.remove();
        },
        start(kind, _payment, callbacks) {
          tick().then(() => {
            if (paypalOrder) throw Object.assign(simulatedError(paypalOrder, 'the PayPal order'), { code: 'PAYPAL_CHECKOUT_V6_ORDER_CREATION_FAILED' });
            const element = document.body.appendChild(document.createElement('div'));
            popup = { element, root: createRoot(element) };
            const approve = () => {
              closePopup();
              callbacks.onApprove(kind === 'billingAgreement' ? { billingToken: 'SIM-BA-TOKEN', payerId: 'SIMPAYER' } : { orderId: 'SIM-EC-TOKEN', payerId: 'SIMPAYER' });
            };
            const cancel = () => {
              closePopup();
              callbacks.onCancel();
            };
            popup.root.render(<SimWindow texts={texts} approve={approve} cancel={cancel} />);
          }).catch(callbacks.onError);
        },
        // One-click repeat: the same window, whose approval pays with a new nonce; closing it is braintree-web's cancel.
        startVaultInitiatedCheckout: (payment) => new Promise((resolve, reject) => port.start('oneTime', payment, {
          onApprove: (data) => port.tokenizePayment(data).then(resolve, reject),
          onCancel: () => reject(Object.assign(new Error('Customer closed PayPal popup before authorizing.'), { code: 'PAYPAL_CHECKOUT_V6_VIC_CANCELED' })),
          onError: reject,
        })),
        async renderMessages(config, element) {
          const text = simulatedMessage(config, texts);
          if (text) createRoot(element).render(<p className="featherdrop-paypal-sim__message">{text}</p>);
        },
        async tokenizePayment(data) {
          await tick();
          if (paypalTokenize) throw Object.assign(simulatedError(paypalTokenize, 'PayPal tokenization'), { code: 'PAYPAL_CHECKOUT_V6_TOKENIZATION_FAILED' });
          return {
            nonce: `sim_paypal_${data.billingToken ? 'vault' : 'checkout'}`,
            type: 'PayPalAccount',
            details: { email: SHOPPER, payerId: 'SIMPAYER' },
          };
        },
        async teardown() {
          closePopup();
        },
      };
      return port;
    },
  };
};

export default simulatedPayPal;
