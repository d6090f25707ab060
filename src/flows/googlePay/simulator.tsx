import { simulatedError, tick, type SimulatorState } from '../../gateway/simulator/simulator-state.js';
import { simulatorTexts, type SimulatorText } from '../../gateway/simulator/texts.js';
import { openWalletDialog } from '../../gateway/simulator/WalletDialog.js';
import ownTexts from './simulator-texts.json';
import type { GooglePayAdapter } from './port.js';

/**
 * The simulated Google Pay: a PaymentsClient look-alike whose payment sheet is an in-page dialog
 * (Approve / Cancel, Escape cancels → statusCode CANCELED). pay.js is never loaded and readiness is
 * always true; `failures.googlePay` fails the option's setup (gateway.prepareOption),
 * `failures.googlePayTokenize` fails parseResponse.
 */
let count = 0;

function openSheet(texts: SimulatorText, request: { apiVersion?: number; transactionInfo?: { totalPrice?: string; currencyCode?: string } }) {
  return new Promise((resolve, reject) => {
    const info = request.transactionInfo ?? {};
    const token = JSON.stringify({ androidPayCards: [{ type: 'AndroidPayCard', nonce: 'sim', details: { cardType: 'Visa', lastFour: '1111' } }] });
    const close = openWalletDialog({
      id: 'featherdrop-sim-googlepay-title',
      title: texts.text('simulated', { name: 'Google Pay' }),
      text: `${texts.text('testMode')} ${texts.text('payWith', { amount: texts.money(info.totalPrice, info.currencyCode), card: 'Visa •••• 1111' })}`,
      texts,
      approve: () => {
        close();
        resolve(request.apiVersion === 2
          ? { apiVersion: 2, apiVersionMinor: 0, paymentMethodData: { type: 'CARD', description: 'Visa •••• 1111', info: { cardNetwork: 'VISA', cardDetails: '1111' }, tokenizationData: { type: 'PAYMENT_GATEWAY', token } } }
          : { cardInfo: { cardNetwork: 'VISA', cardDetails: '1111', cardDescription: 'Visa •••• 1111' }, paymentMethodToken: { tokenizationType: 'PAYMENT_GATEWAY', token } });
      },
      cancel: () => {
        close();
        reject({ statusCode: 'CANCELED', statusMessage: 'User closed the Payment Request UI.' });
      },
    });
  });
}

export const simulatedGooglePay = ({ scenario, locale }: SimulatorState): GooglePayAdapter => {
  const texts = simulatorTexts(locale, ownTexts);
  return {
    createGooglePay: async ({ googlePayVersion }) => ({
      paymentsClient: {
        createButton({ onClick, buttonType, buttonColor }: Record<string, any>) {
          const button = document.createElement('button');
          button.type = 'button';
          button.className = `featherdrop-gpay featherdrop-gpay--${buttonColor === 'white' ? 'white' : 'black'}`;
          button.textContent = buttonType && buttonType !== 'short' && buttonType !== 'plain' ? texts.text('buy') : 'Google Pay';
          button.addEventListener('click', onClick);
          return button;
        },
        loadPaymentData: (request) => openSheet(texts, request),
      },
      createPaymentDataRequest: (overrides) => ({ ...(googlePayVersion === 2 ? { apiVersion: 2, apiVersionMinor: 0 } : { environment: 'TEST' }), ...overrides }),
      async parseResponse() {
        await tick();
        if (scenario.failures.googlePayTokenize) {
          throw Object.assign(simulatedError('network', 'Google Pay tokenization'), { code: 'GOOGLE_PAYMENT_GATEWAY_ERROR' });
        }
        return {
          nonce: `sim_googlepay_${++count}_1111`, type: 'AndroidPayCard', description: 'Visa 1111',
          details: { cardType: 'Visa', lastFour: '1111', lastTwo: '11', isNetworkTokenized: false, bin: '411111' },
        };
      },
      async teardown() {},
    }),
  };
};

export default simulatedGooglePay;
