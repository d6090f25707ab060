import { simulatedError, tick, type SimulatorState } from '../../gateway/simulator/simulator-state.js';
import { simulatorTexts } from '../../gateway/simulator/texts.js';
import { openWalletDialog } from '../../gateway/simulator/WalletDialog.js';
import type { PayLaterAdapter, PayLaterPort } from './port.js';
import simulatorStyles from './simulator.css';

const SHOPPER = 'shopper@example.com';
const NAME = 'PayPal Pay Later';

/** The currencies the simulated PayPal finds Pay Later eligible in (PayPal's Pay Later markets: US, UK, the euro area, Australia). */
export const SIMULATED_PAY_LATER_CURRENCIES = ['USD', 'GBP', 'EUR', 'AUD'];

/**
 * The simulated Pay Later: eligible for a positive amount in one of SIMULATED_PAY_LATER_CURRENCIES, else not
 * (as findEligibleMethods answers); its button opens a simulated PayPal window (Approve / Cancel, Escape
 * cancels). `failures.payLater` fails the setup, `failures.payLaterOrder` the order (the session's onError),
 * `failures.payLaterTokenize` the tokenization.
 */
export const simulatedPayLater = ({ scenario, addStyles, locale }: SimulatorState): PayLaterAdapter => {
  addStyles('featherdrop-simulator-pay-later', simulatorStyles);
  const texts = simulatorTexts(locale);
  const { payLaterOrder, payLaterTokenize } = scenario.failures;
  return {
    async createPayLater({ amount, currency }) {
      await tick();
      if (!(Number(amount) > 0) || !SIMULATED_PAY_LATER_CURRENCIES.includes(String(currency).toUpperCase())) return undefined;
      let close: (() => void) | undefined;
      const port: PayLaterPort = {
        renderButton(container, onClick) {
          const button = container.appendChild(document.createElement('button'));
          button.type = 'button';
          button.className = 'featherdrop-pay-later-sim__button';
          button.dataset.featherdropId = 'simulator-wallet-button';
          button.textContent = texts.text('simulated', { name: NAME });
          button.addEventListener('click', onClick);
          return () => button.remove();
        },
        start(payment, callbacks) {
          tick().then(() => {
            if (payLaterOrder) throw Object.assign(simulatedError(payLaterOrder, 'the Pay Later order'), { code: 'PAYPAL_CHECKOUT_V6_ORDER_CREATION_FAILED' });
            const orderId = 'SIM-PAYLATER-ORDER';
            close = openWalletDialog({
              id: 'featherdrop-sim-paylater-title',
              title: texts.text('simulated', { name: NAME }),
              text: `${texts.text('testMode')} ${texts.text('payWith', { amount: texts.money(payment.amount, payment.currency as string), card: `${NAME} · ${SHOPPER}` })}`,
              texts,
              approve: () => {
                close?.();
                close = undefined;
                callbacks.onApprove({ orderId, payerId: 'SIMPAYER', fundingSource: 'paylater' });
              },
              cancel: () => {
                close?.();
                close = undefined;
                callbacks.onCancel();
              },
            });
          }).catch(callbacks.onError);
        },
        async tokenizePayment(data) {
          await tick();
          if (payLaterTokenize) throw Object.assign(simulatedError(payLaterTokenize, 'Pay Later tokenization'), { code: 'PAYPAL_CHECKOUT_V6_TOKENIZATION_FAILED' });
          return { nonce: 'sim_paylater', type: 'PayPalAccount', details: { email: SHOPPER, payerId: data.payerId } };
        },
        async teardown() {
          close?.();
          close = undefined;
        },
      };
      return port;
    },
  };
};

export default simulatedPayLater;
