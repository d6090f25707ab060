import '../../dom.js';
import '../../support/node-require.js';
import { settle } from '../../dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CONNECT_ERROR } from '../../../../src/flows/paypal/index.js';
import { PAYPAL_SETUP_TIMEOUT } from '../../../../src/flows/paypal/timings.js';
import { simulatedEligible, simulatedMessage } from '../../../../src/flows/paypal/simulator.js';

import { simulatedGateway } from '../../support/gateways.js';
import { encodeScenario } from '../../../../src/gateway/simulator/scenario.js';
import { sheetErrorKey } from '../../../../src/i18n/sheet-error.js';
import { control, startPayPal } from './support/harness.js';
import { installClock } from '../../support/clock.js';
import { captureConsoleError } from '../../support/console.js';
import { rejection } from '../../support/rejection.js';

test.before.each(() => {
  Object.assign(control, { sdk: 'ok', eligible: true, order: 'ok', messagesFail: false, tokenizeFails: false, tokenizeWithoutNonce: false });
  delete (window as any).paypal;
});

/** The shopper clicks PayPal's button: the session starts in the click's own task. */
function click(h: { button(): HTMLElement }) {
  h.button().dispatchEvent(new MouseEvent('click', { bubbles: true }));
}

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
  control.tokenizeFails = true;
  const h = await startPayPal();
  click(h);
  const { restore } = captureConsoleError();
  await h.session().options.onApprove({ orderId: 'EC-FAKE', payerId: 'P' }).finally(restore);
  assert.equal(h.added, []);
  assert.equal(h.errors, ['paypalAccountTokenizationFailedError']);
  await h.teardown();
});

test('a tokenization resolved without a nonce (braintree-web\'s reading of a malformed 200) is refused: paypalAccountTokenizationFailedError, nothing added', async () => {
  control.tokenizeWithoutNonce = true;
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

const MESSAGES = '[data-featherdrop-id="paypal-messages"]';

test('with an amount: createMessages and fetchContent fill a <paypal-message> under the button, messageStyle as its attributes', async () => {
  const messageStyle = { layout: 'text', logo: { type: 'inline' }, text: { color: 'monochrome' } };
  const h = await startPayPal({ flowOptions: { flow: 'checkout', amount: '10.00', currency: 'EUR', messageStyle } });
  await settle();
  assert.equal(h.fake!.messagesCalls, [{ options: { currencyCode: 'EUR' }, amounts: ['10.00'] }]);
  const container = h.container.querySelector<HTMLElement>(MESSAGES)!;
  const message = container.querySelector('paypal-message')!;
  assert.is(message.textContent, 'Pay Later message for 10.00');
  assert.equal([message.getAttribute('logo-type'), message.getAttribute('text-color')], ['inline', 'monochrome']);
  assert.is(container.previousElementSibling, h.button().parentElement, 'under the button');
  click(h);
  assert.not.ok('messageStyle' in h.session().options, 'messageStyle is not a session option');
  await h.teardown();
});

test('without a currency the message is asked in USD; without an amount no message at all', async () => {
  const h = await startPayPal({ flowOptions: { flow: 'checkout', amount: 25 } });
  await settle();
  assert.equal(h.fake!.messagesCalls, [{ options: { currencyCode: 'USD' }, amounts: ['25'] }]);
  await h.teardown();
  const none = await startPayPal({ flowOptions: { flow: 'vault' } });
  await settle();
  assert.is(none.fake!.messagesCalls.length, 0);
  assert.not.ok(none.container.querySelector(MESSAGES));
  assert.ok(none.button());
  await none.teardown();
});

test('updateConfiguration(amount) re-renders the message with the new amount in a fresh container; removing it removes the message', async () => {
  const h = await startPayPal();
  await settle();
  const first = h.container.querySelector(MESSAGES);
  h.instance.updateConfiguration!('amount', '20.00');
  await settle();
  assert.equal(h.fake!.messagesCalls.map((c) => c.amounts[0]), ['10.00', '20.00']);
  const second = h.container.querySelector(MESSAGES)!;
  assert.is(second.textContent, 'Pay Later message for 20.00');
  assert.is.not(second, first);
  assert.is(h.container.querySelectorAll(MESSAGES).length, 1);
  h.instance.updateConfiguration!('amount', undefined);
  await settle();
  assert.is(h.fake!.messagesCalls.length, 2);
  assert.not.ok(h.container.querySelector(MESSAGES));
  await h.teardown();
});

test('a message that fails to render is logged; the button still works, no sheet error', async () => {
  const { logged, restore } = captureConsoleError();
  try {
    control.messagesFail = true;
    const h = await startPayPal({ flowOptions: { flow: 'checkout', amount: '10.00', currency: 'USD' } });
    await settle();
    assert.equal(logged.map((e) => (e as Error).message), ['messages failed']);
    click(h);
    assert.is(h.session().started, 1);
    assert.equal(h.errors, []);
    await h.teardown();
  } finally {
    restore();
  }
});

test('teardown tears paypal-checkout-v6 and its frame service down and removes the button', async () => {
  const h = await startPayPal();
  const button = h.button();
  await h.teardown();
  await settle();
  assert.equal([h.fake!.tornDown, h.fake!.frameServiceTornDown], [true, true]);
  assert.not.ok(button.isConnected);
});

test('simulator: an in-widget button opens a simulated PayPal dialog; Approve adds a PayPalAccount', async () => {
  const h = await startPayPal({ mode: 'simulator' });
  assert.is(h.fake, undefined, 'no paypal-checkout, no script');
  const button = h.container.querySelector<HTMLButtonElement>('[data-braintree-id="paypal-button"] button')!;
  assert.is(button.textContent, 'PayPal (simulated)');
  button.click();
  await settle();
  const dialog = document.querySelector('[role="dialog"]')!;
  assert.is(dialog.getAttribute('aria-modal'), 'true');
  assert.is(document.activeElement?.textContent, 'Approve');
  (document.activeElement as HTMLButtonElement).click();
  await settle();
  assert.not.ok(document.querySelector('[role="dialog"]'));
  assert.equal(h.added, [{ nonce: 'sim_paypal_checkout', type: 'PayPalAccount', details: { email: 'shopper@example.com', payerId: 'SIMPAYER' } }]);
  assert.is(document.activeElement, button);
  await h.teardown();
});

test('simulator: Cancel and Escape close the dialog with no method and no error', async () => {
  const h = await startPayPal({ mode: 'simulator', id: 'paypalCredit' });
  const button = h.container.querySelector<HTMLButtonElement>('[data-braintree-id="paypal-credit-button"] button')!;
  assert.is(button.textContent, 'PayPal Credit (simulated)');
  button.click();
  await settle();
  [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === 'Cancel')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await settle();
  assert.not.ok(document.querySelector('[role="dialog"]'));
  button.click();
  await settle();
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await settle();
  assert.not.ok(document.querySelector('[role="dialog"]'));
  assert.equal(h.added, []);
  assert.equal(h.errors, []);
  await h.teardown();
});

test('simulator: vault flow for a customer is vaulted; failures.paypalTokenize fails tokenization', async () => {
  const h = await startPayPal({ mode: 'simulator', customer: true, flowOptions: { flow: 'vault' } });
  h.container.querySelector<HTMLButtonElement>('button')!.click();
  await settle();
  (document.activeElement as HTMLButtonElement).click();
  await settle();
  assert.is(h.added[0].nonce, 'sim_paypal_vault');
  assert.is(h.added[0].vaulted, true);
  await h.teardown();
  const f = await startPayPal({ mode: 'simulator', scenario: { failures: { paypalTokenize: 'network' } } });
  f.container.querySelector<HTMLButtonElement>('button')!.click();
  await settle();
  const { restore } = captureConsoleError();
  (document.activeElement as HTMLButtonElement).click();
  await settle().finally(restore);
  assert.equal(f.added, []);
  assert.equal(f.errors, ['paypalAccountTokenizationFailedError']);
  await f.teardown();
});

test('simulator: with an amount a static simulated Pay Later message shows under the button, updated with the amount', async () => {
  const h = await startPayPal({ mode: 'simulator' });
  const text = () => h.container.querySelector(MESSAGES)?.textContent;
  assert.is(text(), 'Pay in 4 interest-free payments of $2.50 (simulated)');
  assert.is(h.container.querySelector(MESSAGES)!.previousElementSibling, h.container.querySelector('[data-braintree-id="paypal-button"]'));
  h.instance.updateConfiguration!('amount', '20.00');
  await settle();
  assert.is(text(), 'Pay in 4 interest-free payments of $5.00 (simulated)');
  await h.teardown();
  const none = await startPayPal({ mode: 'simulator', flowOptions: { flow: 'vault' } });
  assert.not.ok(none.container.querySelector(MESSAGES));
  await none.teardown();
});

test('simulator: the message text follows the amount and currency; none for an amount that is not a positive number', () => {
  assert.is(simulatedMessage({ amount: 10 }), 'Pay in 4 interest-free payments of $2.50 (simulated)');
  assert.is(simulatedMessage({ amount: '99.99', currency: 'EUR' }), 'Pay in 4 interest-free payments of €25.00 (simulated)');
  assert.is(simulatedMessage({ amount: '10.00', currency: 'nope' }), 'Pay in 4 interest-free payments of 2.50 nope (simulated)');
  assert.is(simulatedMessage({ amount: 'abc' }), undefined);
  assert.is(simulatedMessage({ amount: '0' }), undefined);
});

test('simulator: failures.paypalOrder fails the order: no window, paypalFlowFailedError; PayPal Credit outside USD is not eligible', async () => {
  const h = await startPayPal({ mode: 'simulator', scenario: { failures: { paypalOrder: 'network' } } });
  const { logged, restore } = captureConsoleError();
  h.container.querySelector<HTMLButtonElement>('button')!.click();
  await settle().finally(restore);
  assert.not.ok(document.querySelector('[role="dialog"]'));
  assert.equal(h.errors, ['paypalFlowFailedError']);
  assert.is((logged[0] as { code?: string }).code, 'PAYPAL_CHECKOUT_V6_ORDER_CREATION_FAILED');
  await h.teardown();
  const ineligible = await rejection(startPayPal({ mode: 'simulator', id: 'paypalCredit', flowOptions: { flow: 'checkout', amount: '10.00', currency: 'EUR' } }));
  assert.is(ineligible.message, CONNECT_ERROR);
  assert.is(ineligible.cause.message, 'PayPal Credit is not eligible.');
  assert.equal([simulatedEligible(true, 'usd'), simulatedEligible(true, undefined), simulatedEligible(true, 'GBP'), simulatedEligible(false, 'JPY')], [true, true, false, true]);
});

test('simulator: failures.paypal fails the option in the gateway before setup', async () => {
  const gateway = await simulatedGateway(encodeScenario({ failures: { paypal: 'load' } }));
  await rejection(gateway.prepareOption('paypal'));
  await gateway.prepareOption('card');
});

test.run();
