// applePay on braintree-web/apple-pay (faked) with a fake ApplePaySession, and on the simulator.
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { enabledWith, optionDefinition } from '../../../../test/unit/support/gateways.js';
import { test } from 'uvu';
import { captureConsoleError } from '../../../../test/unit/support/console.js';
import * as assert from 'uvu/assert';
import applePayModule from 'braintree-web/apple-pay';
import { settle } from '../../../../test/unit/dom.js';
import applePay from '../index.js';
import { prepareWallet, rejection, simButton, simDialog, type WalletHarness, type WalletSetup } from './support/harness.js';

// ---- fakes: braintree-web's ApplePay instance and Safari's ApplePaySession ----
const fake = {
  created: [] as any[],
  performValidation: async (_: any): Promise<unknown> => ({ merchantSession: 'ms' }),
  tokenize: async (_: any): Promise<any> => ({ nonce: 'tokenapple', type: 'ApplePayCard', description: 'Apple Pay', details: { cardType: 'Visa', paymentInstrumentName: 'Visa 1234' } }),
  validations: [] as any[],
  tokenizations: [] as any[],
  tornDown: 0,
};
(applePayModule as { create: unknown }).create = async (options: unknown) => {
  fake.created.push(options);
  return {
    createPaymentRequest: (request: Record<string, unknown>) => ({ ...request, fromBraintree: true }),
    performValidation: (options: unknown) => { fake.validations.push(options); return fake.performValidation(options); },
    tokenize: (options: unknown) => { fake.tokenizations.push(options); return fake.tokenize(options); },
    teardown: async () => { fake.tornDown++; },
  };
};

class FakeSession {
  static STATUS_SUCCESS = 0;
  static STATUS_FAILURE = 1;
  static instances: FakeSession[] = [];
  static versions: number[] = [];
  static supported = true;
  static canPay = true;
  static supportsVersion(version: number) { FakeSession.versions.push(version); return FakeSession.supported; }
  static canMakePayments() { return FakeSession.canPay; }
  onvalidatemerchant: any = null;
  onpaymentauthorized: any = null;
  oncancel: any = null;
  begun = false;
  aborted = false;
  merchantSession: unknown;
  completed: number[] = [];
  constructor(readonly version: number, readonly request: any) { FakeSession.instances.push(this); }
  begin() { this.begun = true; }
  abort() { this.aborted = true; }
  completeMerchantValidation(data: unknown) { this.merchantSession = data; }
  completePayment(status: number) { this.completed.push(status); }
}

let wallet: WalletHarness | undefined;
let originalLocation: unknown;
test.before.each(() => {
  Object.assign(fake, { created: [], validations: [], tokenizations: [], tornDown: 0 });
  fake.performValidation = async () => ({ merchantSession: 'ms' });
  fake.tokenize = async () => ({ nonce: 'tokenapple', type: 'ApplePayCard', description: 'Apple Pay', details: { cardType: 'Visa', paymentInstrumentName: 'Visa 1234' } });
  Object.assign(FakeSession, { instances: [], versions: [], supported: true, canPay: true });
  (window as any).ApplePaySession = FakeSession;
  originalLocation = (globalThis as any).location;
});
test.after.each(async () => {
  (globalThis as any).location = originalLocation;
  delete (window as any).ApplePaySession;
  await wallet?.teardown();
  wallet = undefined;
});

const PAYMENT_REQUEST = { total: { label: 'Feather', amount: '10.00' } };
async function start(setup: Partial<WalletSetup> = {}) {
  wallet = await prepareWallet(applePay, 'applePay', { kind: 'braintree', flowOptions: { displayName: 'Feather', paymentRequest: PAYMENT_REQUEST }, ...setup });
  return wallet;
}
const button = () => wallet!.container.querySelector<HTMLButtonElement>('[data-braintree-id="apple-pay-button"]')!;
const session = () => FakeSession.instances.at(-1)!;

test('registry: enabled only with the applePay option object and applePayWeb; eager; saved Apple Pay cards never listed', () => {
  const config = { applePayWeb: true };
  assert.is(enabledWith('applePay', { applePay: {} }, config), true);
  assert.is(enabledWith('applePay', {}, config), false);
  assert.is(enabledWith('applePay', { applePay: {} }, { applePayWeb: false }), false);
  assert.is(optionDefinition('applePay').eager, true);
  assert.equal(optionDefinition('applePay').savedTypes ?? [], []);
});

test('not HTTPS: setup rejects and braintree-web is never created', async () => {
  await start();
  (globalThis as any).location = { protocol: 'http:' };
  const error = await rejection(wallet!.start());
  assert.match(error.message, /HTTPS/);
  assert.is(fake.created.length, 0);
});

test('no ApplePaySession: setup rejects', async () => {
  await start();
  delete (window as any).ApplePaySession;
  assert.match((await rejection(wallet!.start())).message, /ApplePaySession/);
});

test('supportsVersion is asked for version 2 by default, or applePaySessionVersion; unsupported rejects', async () => {
  await start();
  await wallet!.start();
  assert.equal(FakeSession.versions, [2]);
  await wallet!.teardown();
  await start({ flowOptions: { applePaySessionVersion: 3 } });
  FakeSession.supported = false;
  assert.match((await rejection(wallet!.start())).message, /version 3/);
  assert.equal(FakeSession.versions, [2, 3]);
});

test('canMakePayments false: setup rejects', async () => {
  await start();
  FakeSession.canPay = false;
  assert.match((await rejection(wallet!.start())).message, /cannot make payments/);
});

test('available: braintree-web apple-pay created with the client; the button is black by default, other styles honoured', async () => {
  await start();
  await wallet!.start();
  assert.equal(fake.created, [{ client: { fake: 'client' } }]);
  assert.ok(button().classList.contains('featherdrop-apple-pay--black'));
  assert.is(button().type, 'button');
  await wallet!.teardown();
  assert.is(fake.tornDown, 1);
  for (const style of ['white', 'white-outline']) {
    await start({ flowOptions: { buttonStyle: style } });
    await wallet!.start();
    assert.ok(button().classList.contains(`featherdrop-apple-pay--${style}`));
    await wallet!.teardown();
  }
});

test('click: a session of the configured version with braintree-web\'s payment request begins; a second is blocked while it runs', async () => {
  await start({ flowOptions: { paymentRequest: PAYMENT_REQUEST, applePaySessionVersion: 3 } });
  await wallet!.start();
  button().click();
  assert.is(FakeSession.instances.length, 1);
  assert.is(session().version, 3);
  assert.equal(session().request, { ...PAYMENT_REQUEST, fromBraintree: true });
  assert.ok(session().begun);
  button().click();
  assert.is(FakeSession.instances.length, 1);
});

test('cancel resets: a new session can begin', async () => {
  await start();
  await wallet!.start();
  button().click();
  session().oncancel({});
  button().click();
  assert.is(FakeSession.instances.length, 2);
  assert.is(wallet!.added.length, 0);
  assert.is(wallet!.model.error.peek(), null);
});

test('merchant validation: performValidation({ validationURL, displayName }) → completeMerchantValidation', async () => {
  await start();
  await wallet!.start();
  button().click();
  session().onvalidatemerchant({ validationURL: 'https://apple-pay-gateway.apple.com/x' });
  await settle();
  assert.equal(fake.validations, [{ validationURL: 'https://apple-pay-gateway.apple.com/x', displayName: 'Feather' }]);
  assert.equal(session().merchantSession, { merchantSession: 'ms' });
  assert.is(session().aborted, false);
});

test('applePay.domainName goes to merchant validation (a widget inside a cross-origin iframe)', async () => {
  await start({ flowOptions: { displayName: 'Feather', paymentRequest: PAYMENT_REQUEST, domainName: 'shop.example' } });
  await wallet!.start();
  button().click();
  session().onvalidatemerchant({ validationURL: 'https://apple-pay-gateway.apple.com/x' });
  await settle();
  assert.equal(fake.validations, [{ validationURL: 'https://apple-pay-gateway.apple.com/x', displayName: 'Feather', domainName: 'shop.example' }]);
});

/** A merchant validation that fails (`performValidation`, then `inSession` on the new session) aborts the session, shows the error and allows a new one. */
async function validationFails(performValidation: typeof fake.performValidation, inSession: (s: ReturnType<typeof session>) => void = () => {}) {
  await start();
  await wallet!.start();
  fake.performValidation = performValidation;
  button().click();
  inSession(session());
  session().onvalidatemerchant({ validationURL: 'https://x' });
  await settle();
  assert.ok(session().aborted);
  assert.is(wallet!.errorKey(), 'genericError');
  button().click();
  assert.is(FakeSession.instances.length, 2);
}

test('validation failure aborts the session, shows the error and allows a new session', () => validationFails(async () => {
  throw Object.assign(new Error('no'), { code: 'APPLE_PAY_MERCHANT_VALIDATION_FAILED' });
}));

test('a merchant session Safari refuses (completeMerchantValidation throws: braintree-web resolves a malformed 200 with its text) aborts the session and shows the error; a new session can begin', () => validationFails(
  async () => '{"epochTimestamp": ',
  (s) => { s.completeMerchantValidation = () => { throw new TypeError('Type error'); }; },
));

test('cancelled while the merchant is validated: neither the answer nor a failure touches the ended session or shows anything', async () => {
  await start();
  await wallet!.start();
  let fail!: (error: unknown) => void;
  fake.performValidation = () => new Promise((_, reject) => { fail = reject; });
  button().click();
  session().abort = () => { throw new DOMException('abort is not allowed in this state', 'InvalidAccessError'); };
  session().onvalidatemerchant({ validationURL: 'https://x' });
  session().oncancel({});
  fail(Object.assign(new Error('late'), { code: 'APPLE_PAY_MERCHANT_VALIDATION_NETWORK' }));
  await settle();
  assert.is(wallet!.model.error.peek(), null);
  button().click();
  assert.is(FakeSession.instances.length, 2);
});

test('authorized: tokenize({ token }) → completePayment(SUCCESS) and the method carries details.rawPaymentData', async () => {
  await start();
  await wallet!.start();
  button().click();
  const payment = { token: { paymentData: 'pd' }, billingContact: { givenName: 'A' } };
  session().onpaymentauthorized({ payment });
  await settle();
  assert.equal(fake.tokenizations, [{ token: payment.token }]);
  assert.equal(session().completed, [FakeSession.STATUS_SUCCESS]);
  assert.is(wallet!.added.length, 1);
  assert.is(wallet!.added[0].nonce, 'tokenapple');
  assert.is(wallet!.added[0].type, 'ApplePayCard');
  assert.is(wallet!.added[0].details.cardType, 'Visa');
  assert.is(wallet!.added[0].details.rawPaymentData, payment);
  button().click();
  assert.is(FakeSession.instances.length, 2, 'a finished session no longer blocks');
});

test('tokenization failure: completePayment(FAILURE), applePayTokenizationError shown, nothing added', async () => {
  await start();
  await wallet!.start();
  fake.tokenize = async () => { throw new Error('network'); };
  const con = captureConsoleError();
  button().click();
  session().onpaymentauthorized({ payment: { token: {} } });
  await settle();
  con.restore();
  assert.equal(session().completed, [FakeSession.STATUS_FAILURE]);
  assert.is(wallet!.errorKey(), 'applePayTokenizationError');
  assert.is(wallet!.added.length, 0);
  assert.is(con.logged.length, 1);
});

test('requestPaymentMethod on the sheet rejects with the use-the-Apple-Pay-button hint, never genericError', async () => {
  await start();
  const instance = await wallet!.start();
  assert.is(await rejection(instance.tokenize!({})), 'applePayButtonMustBeUsed');
});

test('teardown aborts a running session', async () => {
  await start();
  await wallet!.start();
  button().click();
  const running = session();
  await wallet!.teardown();
  wallet = undefined;
  assert.ok(running.aborted);
});

// ---- simulator ----
test('simulator: available without HTTPS or ApplePaySession; Approve adds an ApplePayCard with rawPaymentData', async () => {
  delete (window as any).ApplePaySession;
  (globalThis as any).location = { protocol: 'http:' };
  await start({ kind: 'simulator' });
  await wallet!.start();
  button().focus();
  button().click();
  assert.ok(simDialog());
  assert.is(simDialog()!.getAttribute('aria-modal'), 'true');
  assert.is(document.activeElement, simButton('Approve'));
  assert.match(simDialog()!.textContent!, /10\.00/);
  await settle();
  simButton('Approve').click();
  await settle();
  assert.is(simDialog(), null);
  assert.is(document.activeElement, button(), 'focus returns to the Apple Pay button');
  const [method] = wallet!.added;
  assert.match(method.nonce, /^sim_applepay_\d+_1111$/);
  assert.is(method.type, 'ApplePayCard');
  assert.is(method.details.cardType, 'Visa');
  assert.is(method.details.lastFour, '1111');
  assert.ok((method.details.rawPaymentData as any).token.paymentData);
});

test('simulator: Cancel (or Escape) closes the sheet, adds nothing, shows nothing, and allows a new session', async () => {
  await start({ kind: 'simulator' });
  await wallet!.start();
  button().click();
  simButton('Cancel').click();
  assert.is(simDialog(), null);
  button().click();
  simDialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  assert.is(simDialog(), null);
  await settle();
  assert.is(wallet!.added.length, 0);
  assert.is(wallet!.model.error.peek(), null);
  button().click();
  assert.ok(simDialog());
});

test('simulator: failures.applePay fails the option (prepareOption); failures.applePayTokenize fails the payment', async () => {
  await start({ kind: 'simulator', scenario: { failures: { applePay: 'load' } } });
  await rejection(wallet!.gateway.prepareOption('applePay'));
  await wallet!.gateway.prepareOption('googlePay');
  await wallet!.teardown();
  await start({ kind: 'simulator', scenario: { failures: { applePayTokenize: 'network' } } });
  await wallet!.start();
  const con = captureConsoleError();
  button().click();
  await settle();
  simButton('Approve').click();
  await settle();
  con.restore();
  assert.is(simDialog(), null);
  assert.is(wallet!.errorKey(), 'applePayTokenizationError');
  assert.is(wallet!.added.length, 0);
});

test('simulator: Tab stays within the dialog', async () => {
  await start({ kind: 'simulator' });
  await wallet!.start();
  button().click();
  const tab = (shiftKey: boolean) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }));
  simButton('Cancel').focus();
  tab(false);
  assert.is(document.activeElement, simButton('Approve'));
  tab(true);
  assert.is(document.activeElement, simButton('Cancel'));
  simButton('Cancel').click();
});

test.run();
