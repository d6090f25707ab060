import { simulatedError, tick, type SimulatorState } from '../../gateway/simulator/simulator-state.js';
import { openWalletDialog } from '../../gateway/simulator/WalletDialog.js';
import type { GooglePayAdapter } from './port.js';

/**
 * The simulated Google Pay: a PaymentsClient look-alike whose payment sheet is an in-page dialog
 * (Approve / Cancel, Escape cancels → statusCode CANCELED). pay.js is never loaded and readiness is
 * always true; `failures.googlePay` fails the option's setup (gateway.prepareOption),
 * `failures.googlePayTokenize` fails parseResponse.
 */
let count = 0;

function openSheet(request: { apiVersion?: number; transactionInfo?: { totalPrice?: string; currencyCode?: string } }) {
  return new Promise((resolve, reject) => {
    const info = request.transactionInfo ?? {};
    const token = JSON.stringify({ androidPayCards: [{ type: 'AndroidPayCard', nonce: 'sim', details: { cardType: 'Visa', lastFour: '1111' } }] });
    const close = openWalletDialog({
      id: 'featherdrop-sim-googlepay-title',
      title: 'Simulated Google Pay',
      text: `Test mode: nothing is charged. Pay ${info.totalPrice ?? ''} ${info.currencyCode ?? ''} with Visa •••• 1111?`,
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

export const simulatedGooglePay = ({ scenario }: SimulatorState): GooglePayAdapter => ({
  createGooglePay: async ({ googlePayVersion }) => ({
    paymentsClient: {
      createButton({ onClick, buttonType, buttonColor }: Record<string, any>) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = `featherdrop-gpay featherdrop-gpay--${buttonColor === 'white' ? 'white' : 'black'}`;
        button.textContent = buttonType && buttonType !== 'short' && buttonType !== 'plain' ? 'Buy with Google Pay' : 'Google Pay';
        button.addEventListener('click', onClick);
        return button;
      },
      loadPaymentData: openSheet,
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
});

export default simulatedGooglePay;
