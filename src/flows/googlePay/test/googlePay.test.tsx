// googlePay on braintree-web/google-payment (faked) with a fake pay.js (google.payments.api), and on the simulator.
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { enabledWith, optionDefinition } from '../../../../test/unit/support/gateways.js';
import { test } from 'uvu';
import { captureConsoleError } from '../../../../test/unit/support/console.js';
import * as assert from 'uvu/assert';
import googlePaymentModule from 'braintree-web/google-payment';
import { settle } from '../../../../test/unit/dom.js';
import googlePay from '../index.js';
import { PAY_JS } from '../braintree.js';
import { prepareWallet, rejection, simButton, simDialog, type WalletHarness, type WalletSetup } from '../../applePay/test/support/harness.js';

// ---- fakes: braintree-web's GooglePayment instance and Google's PaymentsClient ----
const PAYMENT_DATA = { apiVersion: 2, paymentMethodData: { tokenizationData: { token: '{}' } } };
const fake = {
  created: [] as any[],
  requests: [] as any[],
  parsed: [] as any[],
  tornDown: 0,
  parseResponse: async (_: unknown): Promise<any> => ({ nonce: 'tokengoogle', type: 'AndroidPayCard', description: 'Visa 1111', details: { cardType: 'Visa', lastFour: '1111', isNetworkTokenized: false } }),
};
(googlePaymentModule as { create: unknown }).create = async (options: unknown) => {
  fake.created.push(options);
  return {
    createPaymentDataRequest: (overrides: Record<string, unknown> = {}) => {
      const request = { apiVersion: 2, allowedPaymentMethods: [{ type: 'CARD', parameters: {} }, { type: 'PAYPAL' }], ...overrides, fromBraintree: true };
      fake.requests.push(request);
      return request;
    },
    parseResponse: (data: unknown) => { fake.parsed.push(data); return fake.parseResponse(data); },
    teardown: async () => { fake.tornDown++; },
  };
};

const pay = {
  clients: [] as any[],
  readyRequests: [] as any[],
  ready: true,
  buttons: [] as any[],
  loads: [] as any[],
  loadPaymentData: async (_: unknown): Promise<any> => PAYMENT_DATA,
};
class FakePaymentsClient {
  constructor(readonly options: { environment: string }) { pay.clients.push(options); }
  async isReadyToPay(request: unknown) { pay.readyRequests.push(request); return { result: pay.ready }; }
  createButton(options: any) {
    pay.buttons.push(options);
    const button = document.createElement('button');
    button.className = 'gpay-button';
    button.addEventListener('click', options.onClick);
    return button;
  }
  loadPaymentData(request: unknown) { pay.loads.push(request); return pay.loadPaymentData(request); }
}
const installPayJs = () => { (window as any).google = { payments: { api: { PaymentsClient: FakePaymentsClient } } }; };

let wallet: WalletHarness | undefined;
test.before.each(() => {
  Object.assign(fake, { created: [], requests: [], parsed: [], tornDown: 0 });
  fake.parseResponse = async () => ({ nonce: 'tokengoogle', type: 'AndroidPayCard', description: 'Visa 1111', details: { cardType: 'Visa', lastFour: '1111', isNetworkTokenized: false } });
  Object.assign(pay, { clients: [], readyRequests: [], ready: true, buttons: [], loads: [] });
  pay.loadPaymentData = async () => PAYMENT_DATA;
  installPayJs();
});
test.after.each(async () => {
  delete (window as any).google;
  await wallet?.teardown();
  wallet = undefined;
});

const TRANSACTION = { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' };
async function start(setup: Partial<WalletSetup> = {}) {
  wallet = await prepareWallet(googlePay, 'googlePay', { kind: 'braintree', flowOptions: { transactionInfo: TRANSACTION }, ...setup });
  return wallet;
}
const gpayButton = () => wallet!.container.querySelector<HTMLElement>('[data-braintree-id="google-pay-button"] button')!;

test('registry: enabled only with the googlePay option object and androidPay; eager; saved Google Pay cards never listed', () => {
  assert.is(enabledWith('googlePay', { googlePay: {} }, { androidPay: true }), true);
  assert.is(enabledWith('googlePay', {}, { androidPay: true }), false);
  assert.is(enabledWith('googlePay', { googlePay: {} }, { androidPay: false }), false);
  assert.is(optionDefinition('googlePay').eager, true);
  assert.equal(optionDefinition('googlePay').savedTypes ?? [], []);
});

/** Holds scripts added to <head> instead of connecting them (happy-dom fails script loads at once). */
function holdScripts() {
  const held: HTMLScriptElement[] = [];
  const head = document.head as any;
  const original = head.appendChild;
  head.appendChild = (node: HTMLScriptElement) => { held.push(node); return node; };
  return { held, restore: () => { head.appendChild = original; } };
}

test('pay.js is loaded when google.payments is absent, and setup waits for it', async () => {
  delete (window as any).google;
  await start();
  const scripts = holdScripts();
  const setup = wallet!.start();
  await settle();
  scripts.restore();
  assert.is(scripts.held.length, 1);
  assert.is(scripts.held[0].src, PAY_JS);
  assert.is(pay.clients.length, 0);
  installPayJs();
  scripts.held[0].dispatchEvent(new Event('load'));
  await setup;
  assert.is(pay.clients.length, 1);
});

test('pay.js failing to load rejects setup (the option fails); a later setup tries again', async () => {
  delete (window as any).google;
  await start();
  const scripts = holdScripts();
  const setup = rejection(wallet!.start());
  await settle();
  scripts.held[0].dispatchEvent(new Event('error'));
  assert.match((await setup).message, /Google Pay script/);
  await wallet!.teardown();
  await start();
  const again = wallet!.start().catch(() => {});
  await settle();
  scripts.restore();
  assert.is(scripts.held.length, 2);
  installPayJs();
  scripts.held[1].dispatchEvent(new Event('load'));
  await again;
});

test('pay.js is not loaded when the page already has google.payments', async () => {
  await start();
  await wallet!.start();
  assert.is(document.querySelector(`script[src="${PAY_JS}"]`), null);
});

test('PaymentsClient environment: TEST unless the gateway is production', async () => {
  await start();
  await wallet!.start();
  await wallet!.teardown();
  await start({ environment: 'production' });
  await wallet!.start();
  assert.equal(pay.clients, [{ environment: 'TEST' }, { environment: 'PRODUCTION' }]);
});

test('braintree-web google-payment created with client, googlePayVersion and merchantId', async () => {
  await start({ flowOptions: { googlePayVersion: 2, merchantId: 'merchant-1', transactionInfo: TRANSACTION } });
  await wallet!.start();
  assert.equal(fake.created, [{ client: { fake: 'client' }, googlePayVersion: 2, googleMerchantId: 'merchant-1' }]);
});

test('readiness is asked for CARD and TOKENIZED_CARD; not ready → setup rejects', async () => {
  await start();
  pay.ready = false;
  await rejection(wallet!.start());
  assert.equal(pay.readyRequests, [{ allowedPaymentMethods: ['CARD', 'TOKENIZED_CARD'] }]);
  assert.is(fake.tornDown, 1);
});

test('version 2 readiness names the CARD method (PAN and tokenized) in the version 2 form', async () => {
  await start({ flowOptions: { googlePayVersion: 2, transactionInfo: TRANSACTION } });
  await wallet!.start();
  assert.equal(pay.readyRequests, [{ apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [{ type: 'CARD', parameters: {} }] }]);
});

test('button: Google\'s createButton with buttonType short by default, merchant button options merged, inside google-pay-button', async () => {
  await start();
  await wallet!.start();
  assert.is(pay.buttons[0].buttonType, 'short');
  assert.ok(gpayButton());
  await wallet!.teardown();
  await start({ flowOptions: { transactionInfo: TRANSACTION, button: { buttonType: 'long', buttonColor: 'white' } } });
  await wallet!.start();
  assert.is(pay.buttons[1].buttonType, 'long');
  assert.is(pay.buttons[1].buttonColor, 'white');
  assert.is(typeof pay.buttons[1].onClick, 'function');
});

test('click: loadPaymentData(createPaymentDataRequest(options)) → parseResponse → method with details.rawPaymentData', async () => {
  await start({ flowOptions: { googlePayVersion: 2, merchantId: 'm', transactionInfo: TRANSACTION, button: {}, emailRequired: true } });
  await wallet!.start();
  gpayButton().click();
  await settle();
  assert.equal(fake.requests.at(-1), { apiVersion: 2, allowedPaymentMethods: [{ type: 'CARD', parameters: {} }, { type: 'PAYPAL' }], transactionInfo: TRANSACTION, emailRequired: true, fromBraintree: true });
  assert.is(pay.loads[0], fake.requests.at(-1));
  assert.equal(fake.parsed, [PAYMENT_DATA]);
  const [method] = wallet!.added;
  assert.is(method.nonce, 'tokengoogle');
  assert.is(method.type, 'AndroidPayCard');
  assert.is(method.details.isNetworkTokenized, false);
  assert.is(method.details.rawPaymentData, PAYMENT_DATA);
});

test('CANCELED is silent (no error, nothing logged), analytics googlepay.loadPaymentData.canceled', async () => {
  await start();
  await wallet!.start();
  pay.loadPaymentData = async () => { throw { statusCode: 'CANCELED' }; };
  const con = captureConsoleError();
  gpayButton().click();
  await settle();
  con.restore();
  assert.is(con.logged.length, 0);
  assert.is(wallet!.model.error.peek(), null);
  assert.is(wallet!.added.length, 0);
  assert.equal(wallet!.analytics, ['googlepay.loadPaymentData.canceled']);
});

test('DEVELOPER_ERROR and other failures are logged and shown as developerError', async () => {
  await start();
  await wallet!.start();
  const error = { statusCode: 'DEVELOPER_ERROR', statusMessage: 'bad merchant id' };
  pay.loadPaymentData = async () => { throw error; };
  const con = captureConsoleError();
  gpayButton().click();
  await settle();
  assert.equal(con.logged, [error]);
  assert.is(wallet!.errorKey(), 'developerError');
  assert.equal(wallet!.analytics, ['googlepay.loadPaymentData.failed']);
  wallet!.model.setError(null as never);
  pay.loadPaymentData = async () => PAYMENT_DATA;
  fake.parseResponse = async () => { throw new Error('parse failed'); };
  gpayButton().click();
  await settle();
  con.restore();
  assert.is(con.logged.length, 2);
  assert.is(wallet!.errorKey(), 'developerError');
  assert.is(wallet!.added.length, 0);
});

test('one payment sheet at a time', async () => {
  await start();
  await wallet!.start();
  let finish!: (value: unknown) => void;
  pay.loadPaymentData = () => new Promise((resolve) => { finish = resolve; });
  gpayButton().click();
  gpayButton().click();
  assert.is(pay.loads.length, 1);
  finish(PAYMENT_DATA);
  await settle();
  gpayButton().click();
  assert.is(pay.loads.length, 2);
});

test('requestPaymentMethod on the sheet rejects with the use-the-Google-Pay-button hint, never genericError; teardown tears braintree-web down', async () => {
  await start();
  const instance = await wallet!.start();
  assert.is(await rejection(instance.tokenize!({})), 'googlePayButtonMustBeUsed');
  await wallet!.teardown();
  wallet = undefined;
  assert.is(fake.tornDown, 1);
});

// ---- simulator ----
test('simulator: no pay.js; Approve adds an AndroidPayCard with rawPaymentData; focus returns to the button', async () => {
  delete (window as any).google;
  await start({ kind: 'simulator', flowOptions: { transactionInfo: TRANSACTION } });
  await wallet!.start();
  assert.is(document.querySelector('script'), null);
  assert.is(gpayButton().textContent, 'Google Pay');
  gpayButton().focus();
  gpayButton().click();
  assert.ok(simDialog());
  assert.match(simDialog()!.textContent!, /\$10\.00 with Visa/);
  assert.is(document.activeElement, simButton('Approve'));
  simButton('Approve').click();
  await settle();
  assert.is(simDialog(), null);
  assert.is(document.activeElement, gpayButton());
  const [method] = wallet!.added;
  assert.match(method.nonce, /^sim_googlepay_\d+_1111$/);
  assert.is(method.type, 'AndroidPayCard');
  assert.equal([method.details.cardType, method.details.lastFour, method.details.isNetworkTokenized], ['Visa', '1111', false]);
  assert.ok((method.details.rawPaymentData as any).paymentMethodToken);
});

test('simulator: Cancel and Escape are CANCELED: silent', async () => {
  await start({ kind: 'simulator' });
  await wallet!.start();
  gpayButton().click();
  simButton('Cancel').click();
  await settle();
  gpayButton().click();
  simDialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await settle();
  assert.is(simDialog(), null);
  assert.is(wallet!.added.length, 0);
  assert.is(wallet!.model.error.peek(), null);
  assert.equal(wallet!.analytics, ['googlepay.loadPaymentData.canceled', 'googlepay.loadPaymentData.canceled']);
});

test('simulator: failures.googlePay fails the option (prepareOption); failures.googlePayTokenize shows developerError', async () => {
  await start({ kind: 'simulator', scenario: { failures: { googlePay: 'load' } } });
  await rejection(wallet!.gateway.prepareOption('googlePay'));
  await wallet!.teardown();
  await start({ kind: 'simulator', scenario: { failures: { googlePayTokenize: 'network' } } });
  await wallet!.start();
  const con = captureConsoleError();
  gpayButton().click();
  simButton('Approve').click();
  await settle();
  con.restore();
  assert.is(wallet!.errorKey(), 'developerError');
  assert.is(wallet!.added.length, 0);
});

test.run();
