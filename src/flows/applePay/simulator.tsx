import { simulatedError, tick, type SimulatorState } from '../../gateway/simulator/simulator-state.js';
import { simulatorTexts } from '../../gateway/simulator/texts.js';
import { openWalletDialog } from '../../gateway/simulator/WalletDialog.js';
import type { ApplePayAdapter, ApplePayPayment, ApplePaySessionLike } from './port.js';

/**
 * The simulated Apple Pay: an ApplePaySession look-alike whose payment sheet is an in-page dialog
 * (Approve / Cancel, Escape cancels). Availability deliberately ignores HTTPS, `window.ApplePaySession`,
 * supportsVersion and canMakePayments, so the flow runs offline in any browser; `failures.applePay`
 * fails the option's setup (gateway.prepareOption), `failures.applePayTokenize` fails the tokenization.
 */
let count = 0;

class SimulatedSession implements ApplePaySessionLike {
  static readonly STATUS_SUCCESS = 0;
  static readonly STATUS_FAILURE = 1;
  onvalidatemerchant: ApplePaySessionLike['onvalidatemerchant'] = null;
  onpaymentauthorized: ApplePaySessionLike['onpaymentauthorized'] = null;
  oncancel: ApplePaySessionLike['oncancel'] = null;
  /** The widget's locale (set by the adapter's subclass): the sheet speaks it. */
  protected locale = 'en_US';
  private close?: () => void;
  private markValidated!: () => void;
  private validated = new Promise<void>((resolve) => { this.markValidated = resolve; });

  constructor(readonly version: number, readonly request: { total?: { label?: string; amount?: string }; currencyCode?: string }) {}

  begin() {
    const total = this.request.total ?? {};
    const texts = simulatorTexts(this.locale);
    this.close = openWalletDialog({
      id: 'featherdrop-sim-applepay-title',
      title: texts.text('simulated', { name: 'Apple Pay' }),
      text: `${texts.text('testMode')} ${texts.text('payWith', { amount: texts.money(total.amount, this.request.currencyCode), card: 'Visa •••• 1111' })}`,
      texts,
      approve: () => this.validated.then(() => this.onpaymentauthorized?.({ payment: payment() })),
      cancel: () => { this.end(); this.oncancel?.({}); },
    });
    this.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.simulator.invalid/paymentservices/startSession' });
  }

  completeMerchantValidation() {
    this.markValidated();
  }

  completePayment() {
    this.end();
  }

  abort() {
    this.end();
  }

  private end() {
    this.close?.();
    this.close = undefined;
  }
}

const payment = (): ApplePayPayment => ({
  token: {
    paymentData: { version: 'EC_v1', data: 'c2ltdWxhdGVk', signature: 'c2ltdWxhdGVk', header: { transactionId: `sim_${count + 1}` } },
    paymentMethod: { displayName: 'Visa 1111', network: 'Visa', type: 'debit' },
    transactionIdentifier: `sim_transaction_${count + 1}`,
  },
});

export const simulatedApplePay = ({ scenario, locale }: SimulatorState): ApplePayAdapter => ({
  createApplePay: async () => ({
    Session: class extends SimulatedSession { protected override locale = locale; },
    createPaymentRequest: (request) => ({ countryCode: 'US', currencyCode: 'USD', merchantCapabilities: ['supports3DS'], supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'], ...request }),
    async performValidation() {
      await tick();
      return { merchantSessionIdentifier: 'sim_merchant_session' };
    },
    async tokenize() {
      await tick();
      if (scenario.failures.applePayTokenize) {
        throw Object.assign(simulatedError('network', 'Apple Pay tokenization'), { code: 'APPLE_PAY_TOKENIZATION' });
      }
      return { nonce: `sim_applepay_${++count}_1111`, type: 'ApplePayCard', description: 'Apple Pay', details: { cardType: 'Visa', lastFour: '1111', lastTwo: '11', paymentInstrumentName: 'Visa 1111' } };
    },
    async teardown() {},
  }),
});

export default simulatedApplePay;
