import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { settle } from '../../../../test/unit/dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CONNECT_ERROR } from '../index.js';
import { PAYPAL_SETUP_TIMEOUT } from '../timings.js';
import { sheetErrorKey } from '../../../i18n/sheet-error.js';
import { click, control, resetPayPal, startPayPal } from './support/harness.js';
import { installClock } from '../../../../test/unit/support/clock.js';
import { captureConsoleError } from '../../../../test/unit/support/console.js';
import { rejection } from '../../../../test/unit/support/rejection.js';

test.before.each(resetPayPal);


test('loads PayPal\'s v6 SDK through paypal-checkout-v6 and asks its eligibility for the amount and currency', async () => {
  const h = await startPayPal({ locale: 'fr_FR' });
  assert.equal(h.fake!.options, { client: { fake: 'client' } });
  assert.is(h.fake!.sdkLoads, 1);
  assert.equal(h.fake!.eligibilityCalls, [{ currency: 'USD', amount: '10.00' }]);
  assert.is(h.fake!.sessions.length, 0, 'nothing started before the click');
  await h.teardown();
});

test('a v6 SDK already on the page stays; the one the widget brought goes with it', async () => {
  const merchants = { version: '6.1', createInstance: async () => ({}) };
  (window as any).paypal = merchants;
  const kept = await startPayPal();
  await kept.teardown();
  assert.is((window as any).paypal, merchants);
  delete (window as any).paypal;
  const own = await startPayPal();
  assert.ok((window as any).paypal);
  await own.teardown();
  await settle();
  assert.is((window as any).paypal, undefined);
});

test('renders PayPal\'s <paypal-button> in the paypal-button container, buttonStyle mapped: label → type, color → class', async () => {
  const h = await startPayPal({ flowOptions: { flow: 'checkout', amount: '10.00', currency: 'USD', buttonStyle: { color: 'blue', shape: 'pill', label: 'checkout' } } });
  const button = h.button();
  assert.is(button.localName, 'paypal-button');
  assert.is(button.parentElement, h.container.querySelector('[data-braintree-id="paypal-button"]'));
  assert.is(button.getAttribute('type'), 'checkout');
  assert.is(button.className, 'paypal-blue');
  await h.teardown();
  const plain = await startPayPal({ flowOptions: { flow: 'checkout', amount: '10.00', currency: 'USD', buttonStyle: { color: 'nope', label: 'paypal' } } });
  assert.is(plain.button().getAttribute('type'), null);
  assert.is(plain.button().className, '');
  await plain.teardown();
});

test('the click starts a one-time payment session with the merchant options (not the button ones), the locale and the original\'s intent', async () => {
  const h = await startPayPal({ locale: 'de_DE', flowOptions: { flow: 'checkout', amount: '10.00', currency: 'EUR', landingPageType: 'billing', buttonStyle: { color: 'gold' }, messageStyle: { layout: 'text' }, commit: true, vault: { vaultPayPal: false }, logLevel: 'warn', lineItems: [{ name: 'Tea', quantity: '1', unitAmount: '10.00', kind: 'debit' }] } });
  click(h);
  const session = h.session();
  assert.is(session.kind, 'oneTime');
  assert.is(session.started, 1);
  const { onApprove, onCancel, onError, ...payment } = session.options;
  assert.equal(payment, { amount: '10.00', currency: 'EUR', landingPageType: 'billing', commit: true, lineItems: [{ name: 'Tea', quantity: '1', unitAmount: '10.00', kind: 'debit' }], intent: 'authorize', locale: 'de_DE' });
  assert.type(onApprove, 'function');
  await h.teardown();
});

test('paypalCredit: <paypal-credit-button> in paypal-credit-button, its eligibility, offerCredit on the session', async () => {
  const h = await startPayPal({ id: 'paypalCredit' });
  assert.is(h.button().localName, 'paypal-credit-button');
  assert.is(h.button().parentElement, h.container.querySelector('[data-braintree-id="paypal-credit-button"]'));
  click(h);
  assert.is(h.session().options.offerCredit, true);
  await h.teardown();
  const vault = await startPayPal({ id: 'paypalCredit', flowOptions: { flow: 'vault' } });
  assert.equal(vault.fake!.eligibilityCalls, [{ currency: 'USD', amount: undefined }], 'PayPal Credit without a currency is asked in USD');
  click(vault);
  assert.equal([vault.session().kind, vault.session().options.offerCredit], ['billingAgreement', true]);
  await vault.teardown();
});

test('checkout approve tokenizes without vaulting and adds an unvaulted method', async () => {
  const h = await startPayPal({ customer: true });
  click(h);
  await h.session().options.onApprove({ orderId: 'EC-FAKE', payerId: 'PAYER1' });
  assert.equal(h.fake!.tokenizeCalls, [{ orderId: 'EC-FAKE', payerId: 'PAYER1' }]);
  assert.is(h.added.length, 1);
  assert.is(h.added[0].type, 'PayPalAccount');
  assert.is(h.added[0].details.email, 'buyer@example.com');
  assert.not.ok(h.added[0].vaulted);
  assert.equal(h.errors, []);
  await h.teardown();
});

test('requestBillingAgreement on a checkout: a checkout-with-vault session', async () => {
  const h = await startPayPal({ customer: true, flowOptions: { flow: 'checkout', amount: '10.00', currency: 'USD', requestBillingAgreement: true, billingAgreementDetails: { description: 'Tea club' } } });
  click(h);
  assert.is(h.session().kind, 'checkoutWithVault');
  assert.equal(h.session().options.billingAgreementDetails, { description: 'Tea club' });
  await h.session().options.onApprove({ orderId: 'EC-FAKE', payerId: 'P' });
  assert.is(h.added[0].type, 'PayPalAccount');
  await h.teardown();
});

test('vault flow for a customer: no eligibility asked, the billing agreement session prepared at setup, started by the click; tokenize vaults, result vaulted', async () => {
  const h = await startPayPal({ customer: true, flowOptions: { flow: 'vault', billingAgreementDescription: 'Monthly tea' } });
  assert.equal(h.fake!.eligibilityCalls, []);
  assert.equal(h.fake!.sessions.map((s) => [s.kind, s.started]), [['billingAgreement', 0]], 'prepared, so the click starts it at once');
  click(h);
  const session = h.session();
  assert.equal([session.kind, session.options.billingAgreementDescription, session.options.intent], ['billingAgreement', 'Monthly tea', undefined]);
  await session.options.onApprove({ billingToken: 'BA-FAKE', payerId: 'P' });
  assert.equal(h.fake!.tokenizeCalls, [{ billingToken: 'BA-FAKE', payerId: 'P', vault: true }]);
  assert.is(h.added[0].vaulted, true);
  await h.teardown();
});

test('vault flow is not vaulted for a guest or with vault.vaultPayPal false', async () => {
  for (const setup of [{ customer: false, flowOptions: { flow: 'vault' } }, { customer: true, flowOptions: { flow: 'vault', vault: { vaultPayPal: false } } }]) {
    const h = await startPayPal(setup);
    click(h);
    await h.session().options.onApprove({ billingToken: 'BA-FAKE', payerId: 'P' });
    assert.is(h.fake!.tokenizeCalls[0].vault, false);
    assert.not.ok(h.added[0].vaulted);
    await h.teardown();
  }
});

test('cancel adds nothing and shows no error; onError shows paypalFlowFailedError; the next click starts again', async () => {
  const h = await startPayPal();
  click(h);
  h.session().options.onCancel({ orderId: 'EC-FAKE' });
  assert.equal(h.added, []);
  assert.equal(h.errors, []);
  click(h);
  assert.is(h.fake!.sessions.length, 2);
  const { restore } = captureConsoleError();
  h.session().options.onError(new Error('popup blocked'));
  restore();
  assert.equal(h.errors, ['paypalFlowFailedError']);
  await h.teardown();
});

test('a failed order (start rejects) shows paypalFlowFailedError once; a click while a session runs starts none', async () => {
  const h = await startPayPal();
  control.order = 'fail';
  const { logged, restore } = captureConsoleError();
  click(h);
  click(h);
  await settle().finally(restore);
  assert.is(h.fake!.sessions.length, 1);
  assert.equal(h.errors, ['paypalFlowFailedError']);
  assert.is((logged[0] as { code?: string }).code, 'PAYPAL_CHECKOUT_V6_ORDER_CREATION_FAILED');
  control.order = 'ok';
  click(h);
  assert.is(h.fake!.sessions.length, 2);
  await h.teardown();
});

test('a checkout without an amount: braintree-web refuses the session, the sheet says PayPal failed', async () => {
  const h = await startPayPal({ flowOptions: { flow: 'checkout' } });
  const { restore } = captureConsoleError();
  try {
    click(h);
  } finally {
    restore();
  }
  assert.equal(h.errors, ['paypalFlowFailedError']);
  await h.teardown();
});

test('a failed tokenization shows paypalAccountTokenizationFailedError and adds nothing', async () => {
  control.tokenize = 'fail';
  const h = await startPayPal();
  click(h);
  const { restore } = captureConsoleError();
  await h.session().options.onApprove({ orderId: 'EC-FAKE', payerId: 'P' }).finally(restore);
  assert.equal(h.added, []);
  assert.equal(h.errors, ['paypalAccountTokenizationFailedError']);
  await h.teardown();
});

test('a tokenization resolved without a nonce (braintree-web\'s reading of a malformed 200) is refused: paypalAccountTokenizationFailedError, nothing added', async () => {
  control.tokenize = 'noNonce';
  const h = await startPayPal();
  click(h);
  const { logged, restore } = captureConsoleError();
  await h.session().options.onApprove({ orderId: 'EC-FAKE', payerId: 'P' }).finally(restore);
  assert.equal(h.added, []);
  assert.equal(h.errors, ['paypalAccountTokenizationFailedError']);
  assert.is((logged[0] as { code?: string })?.code, 'PAYPAL_CHECKOUT_V6_TOKENIZATION_FAILED');
  await h.teardown();
});

test('only one vault-initiated checkout at a time, across paypal and paypalCredit', async () => {
  const a = await startPayPal({ customer: true, flowOptions: { flow: 'vault' } });
  const b = await startPayPal({ id: 'paypalCredit', customer: true, flowOptions: { flow: 'vault' }, keepPage: true });
  click(a);
  assert.is(a.session().started, 1);
  click(b);
  assert.equal(b.errors, ['paypalTokenizationRequestActiveError']);
  assert.is(b.fake!.sessions.filter((s) => s.started).length, 0);
  a.session().options.onCancel({});
  click(b);
  assert.is(b.session().started, 1);
  await b.session().options.onApprove({ billingToken: 'BA-FAKE', payerId: 'P' });
  click(a);
  assert.is(a.fake!.sessions.filter((s) => s.started).length, 2, 'approval ends the checkout too');
  await a.teardown();
  await b.teardown();
});

test('checkout-flow payments are not limited to one at a time across sheets', async () => {
  const a = await startPayPal();
  const b = await startPayPal({ id: 'paypalCredit', keepPage: true });
  click(a);
  click(b);
  assert.equal([a.session().started, b.session().started], [1, 1]);
  assert.equal([...a.errors, ...b.errors], []);
  await a.teardown();
  await b.teardown();
});

test('requestPaymentMethod on the sheet rejects with paypalButtonMustBeUsed (shown as that key)', async () => {
  const h = await startPayPal();
  const error = await rejection(h.instance.tokenize!({}));
  assert.is(error, 'paypalButtonMustBeUsed');
  assert.is(sheetErrorKey(error, h.ctx.t.has), 'paypalButtonMustBeUsed');
  await h.teardown();
});

test('setup times out after 30 s: rejects with the connection error and tears the late instance down', async () => {
  control.sdk = 'hang';
  const realSetTimeout = globalThis.setTimeout;
  const timers: Array<() => void> = [];
  (globalThis as any).setTimeout = (fn: () => void, ms?: number, ...rest: unknown[]) => (ms === PAYPAL_SETUP_TIMEOUT ? (timers.push(fn), 0) : realSetTimeout(fn, ms, ...rest));
  try {
    const pending = rejection(startPayPal());
    await settle();
    assert.is(timers.length, 1);
    timers[0]();
    const error = await pending;
    assert.is(error.message, CONNECT_ERROR);
  } finally {
    globalThis.setTimeout = realSetTimeout;
  }
});

test('a teardown while PayPal is still setting up stops the 30 s setup timer', async () => {
  control.sdk = 'hang';
  const clock = installClock();
  try {
    const life = new AbortController();
    startPayPal({ life }).catch(() => {});
    await settle();
    assert.is(clock.pending(), 1);
    life.abort();
    assert.is(clock.pending(), 0);
  } finally {
    clock.restore();
    control.sdk = 'ok';
  }
});

test('a failing script or an ineligible PayPal / PayPal Credit fails setup with the connection error, torn down', async () => {
  control.sdk = 'fail';
  const error = await rejection(startPayPal());
  assert.is(error.message, CONNECT_ERROR);
  assert.is(control.instances.at(-1)!.tornDown, true);
  control.sdk = 'ok';
  control.eligible = false;
  for (const id of ['paypal', 'paypalCredit'] as const) {
    const ineligible = await rejection(startPayPal({ id }));
    assert.is(ineligible.message, CONNECT_ERROR);
    assert.is(ineligible.cause.message, id === 'paypal' ? 'PayPal is not eligible.' : 'PayPal Credit is not eligible.');
    assert.equal([control.instances.at(-1)!.tornDown, control.instances.at(-1)!.frameServiceTornDown], [true, true]);
  }
});

test('updateConfiguration re-renders the button with the new option and uses it for the next payment', async () => {
  const h = await startPayPal();
  const first = h.button();
  h.instance.updateConfiguration!('buttonStyle', { color: 'black' });
  h.instance.updateConfiguration!('amount', '20.00');
  await settle();
  const second = h.button();
  assert.is.not(second, first);
  assert.not.ok(first.isConnected);
  assert.is(second.className, 'paypal-black');
  click(h);
  assert.is(h.session().options.amount, '20.00');
  await h.teardown();
});

test('teardown tears paypal-checkout-v6 and its frame service down and removes the button', async () => {
  const h = await startPayPal();
  const button = h.button();
  await h.teardown();
  await settle();
  assert.equal([h.fake!.tornDown, h.fake!.frameServiceTornDown], [true, true]);
  assert.not.ok(button.isConnected);
});

test.run();
