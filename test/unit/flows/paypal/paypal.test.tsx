import '../../dom.js';
import '../../support/node-require.js';
import { settle } from '../../dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CONNECT_ERROR } from '../../../../src/flows/paypal/index.js';
import { PAYPAL_SETUP_TIMEOUT } from '../../../../src/flows/paypal/timings.js';
import { simulatedMessage } from '../../../../src/flows/paypal/simulator.js';

import { simulatedGateway } from '../../support/gateways.js';
import { encodeScenario } from '../../../../src/gateway/simulator/scenario.js';
import { sheetErrorKey } from '../../../../src/i18n/sheet-error.js';
import { control, startPayPal } from './support/harness.js';
import { installClock } from '../../support/clock.js';
import { captureConsoleError } from '../../support/console.js';
import { rejection } from '../../support/rejection.js';

test.before.each(() => {
  control.sdk = 'ok';
  control.eligible = true;
  control.tokenizeFails = false;
  control.tokenizeWithoutNonce = false;
});

test('loads the PayPal SDK through paypal-checkout under its own namespace, keeping the merchant\'s window.paypal', async () => {
  const merchants = { Buttons: () => 'merchant' };
  (window as any).paypal = merchants;
  const h = await startPayPal({ locale: 'fr_FR' });
  assert.equal(h.fake!.options, { client: { fake: 'client' } });
  const sdk = h.fake!.sdkCalls[0];
  assert.is(sdk.components, 'buttons,messages');
  assert.is(sdk.currency, 'USD');
  assert.is(sdk.intent, 'authorize');
  assert.is(sdk.vault, false);
  assert.is(sdk.locale, 'fr_FR');
  assert.not.ok('commit' in sdk, 'no undefined query parameters');
  assert.is(sdk.dataAttributes.namespace, 'featherdrop_paypal');
  assert.is((window as any).paypal, merchants);
  delete (window as any).paypal;
  await h.teardown();
});

test('renders PayPal Buttons with the funding source and style into the paypal-button container', async () => {
  const style = { color: 'blue', shape: 'pill' };
  const h = await startPayPal({ flowOptions: { flow: 'checkout', amount: '10.00', currency: 'USD', buttonStyle: style } });
  const b = h.buttons();
  assert.is(b.config.fundingSource, 'paypal');
  assert.equal(b.config.style, style);
  assert.type(b.config.createOrder, 'function');
  assert.is(b.config.createBillingAgreement, undefined);
  assert.is(b.container, h.container.querySelector('[data-braintree-id="paypal-button"]'));
  assert.ok(h.container.querySelector('.paypal-buttons'));
  await h.teardown();
});

test('createOrder calls createPayment with the merchant options (not the button ones) and the locale', async () => {
  const h = await startPayPal({ locale: 'de_DE', flowOptions: { flow: 'checkout', amount: '10.00', currency: 'EUR', landingPageType: 'billing', buttonStyle: { color: 'gold' }, commit: true, vault: { vaultPayPal: false }, logLevel: 'warn' } });
  const token = await h.buttons().start();
  assert.is(token, 'EC-FAKE');
  assert.equal(h.fake!.createPaymentCalls[0], { flow: 'checkout', amount: '10.00', currency: 'EUR', landingPageType: 'billing', locale: 'de_DE' });
  assert.is(h.fake!.sdkCalls[0].commit, true);
  await h.teardown();
});

test('paypalCredit: credit funding source, offerCredit, paypal-credit-button, its own namespace', async () => {
  const h = await startPayPal({ id: 'paypalCredit' });
  const b = h.buttons();
  assert.is(b.config.fundingSource, 'credit');
  assert.is(h.fake!.sdkCalls[0].dataAttributes.namespace, 'featherdrop_paypalCredit');
  assert.is(h.fake!.sdkCalls[0]['enable-funding'], 'credit,paylater');
  assert.is(b.container, h.container.querySelector('[data-braintree-id="paypal-credit-button"]'));
  await b.start();
  assert.is(h.fake!.createPaymentCalls[0].offerCredit, true);
  await h.teardown();
});

test('checkout approve tokenizes without vaulting and adds an unvaulted method', async () => {
  const h = await startPayPal({ customer: true });
  await h.buttons().start();
  await h.buttons().config.onApprove({ orderID: 'EC-FAKE', payerID: 'PAYER1', paymentID: 'PAY-1' });
  assert.equal(h.fake!.tokenizeCalls[0], { orderID: 'EC-FAKE', payerID: 'PAYER1', paymentID: 'PAY-1', vault: false });
  assert.is(h.added.length, 1);
  assert.is(h.added[0].type, 'PayPalAccount');
  assert.is(h.added[0].details.email, 'buyer@example.com');
  assert.not.ok(h.added[0].vaulted);
  assert.equal(h.errors, []);
  await h.teardown();
});

test('vault flow for a customer: createBillingAgreement, vault=true SDK, tokenize vaults, result vaulted', async () => {
  const h = await startPayPal({ customer: true, flowOptions: { flow: 'vault' } });
  const b = h.buttons();
  assert.type(b.config.createBillingAgreement, 'function');
  assert.is(b.config.createOrder, undefined);
  assert.is(h.fake!.sdkCalls[0].vault, true);
  assert.is(h.fake!.sdkCalls[0].intent, 'tokenize');
  assert.is(await b.start(), 'BA-FAKE');
  await b.config.onApprove({ billingToken: 'BA-FAKE', payerID: 'P' });
  assert.is(h.fake!.tokenizeCalls[0].vault, true);
  assert.is(h.added[0].vaulted, true);
  await h.teardown();
});

test('vault flow is not vaulted for a guest or with vault.vaultPayPal false', async () => {
  for (const setup of [{ customer: false, flowOptions: { flow: 'vault' } }, { customer: true, flowOptions: { flow: 'vault', vault: { vaultPayPal: false } } }]) {
    const h = await startPayPal(setup);
    await h.buttons().start();
    await h.buttons().config.onApprove({ billingToken: 'BA-FAKE', payerID: 'P' });
    assert.is(h.fake!.tokenizeCalls[0].vault, false);
    assert.not.ok(h.added[0].vaulted);
    await h.teardown();
  }
});

test('cancel adds nothing and shows no error; onError shows paypalFlowFailedError', async () => {
  const h = await startPayPal();
  await h.buttons().start();
  h.buttons().config.onCancel({ orderID: 'EC-FAKE' });
  assert.equal(h.added, []);
  assert.equal(h.errors, []);
  const { restore } = captureConsoleError();
  h.buttons().config.onError(new Error('popup blocked'));
  restore();
  assert.equal(h.errors, ['paypalFlowFailedError']);
  await h.teardown();
});

test('a failed tokenization shows paypalAccountTokenizationFailedError and adds nothing', async () => {
  control.tokenizeFails = true;
  const h = await startPayPal();
  const { restore } = captureConsoleError();
  await h.buttons().config.onApprove({ orderID: 'EC-FAKE', payerID: 'P' }).finally(restore);
  assert.equal(h.added, []);
  assert.equal(h.errors, ['paypalAccountTokenizationFailedError']);
  await h.teardown();
});

test('a tokenization resolved without a nonce (braintree-web\'s reading of a malformed 200) is refused: paypalAccountTokenizationFailedError, nothing added', async () => {
  control.tokenizeWithoutNonce = true;
  const h = await startPayPal();
  const { logged, restore } = captureConsoleError();
  await h.buttons().config.onApprove({ orderID: 'EC-FAKE', payerID: 'P' }).finally(restore);
  assert.equal(h.added, []);
  assert.equal(h.errors, ['paypalAccountTokenizationFailedError']);
  assert.is((logged[0] as { code?: string })?.code, 'PAYPAL_ACCOUNT_TOKENIZATION_FAILED');
  await h.teardown();
});

test('only one vault-initiated checkout at a time, across paypal and paypalCredit', async () => {
  const a = await startPayPal({ customer: true, flowOptions: { flow: 'vault' } });
  const b = await startPayPal({ id: 'paypalCredit', customer: true, flowOptions: { flow: 'vault' }, keepPage: true });
  assert.is(await a.buttons().start(), 'BA-FAKE');
  assert.is(await b.buttons().start(), undefined);
  assert.equal(b.errors, ['paypalTokenizationRequestActiveError'], 'the SDK\'s onError does not replace the message');
  assert.is(b.fake!.createPaymentCalls.length, 0);
  a.buttons().config.onCancel({});
  assert.is(await b.buttons().start(), 'BA-FAKE');
  await b.buttons().config.onApprove({ billingToken: 'BA-FAKE', payerID: 'P' });
  assert.is(await a.buttons().start(), 'BA-FAKE', 'approval ends the checkout too');
  await a.teardown();
  await b.teardown();
});

test('checkout-flow payments are not limited to one at a time', async () => {
  const h = await startPayPal();
  assert.is(await h.buttons().start(), 'EC-FAKE');
  assert.is(await h.buttons().start(), 'EC-FAKE');
  assert.equal(h.errors, []);
  await h.teardown();
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

test('a failing script or an ineligible funding source fails setup with the connection error', async () => {
  control.sdk = 'fail';
  const error = await rejection(startPayPal());
  assert.is(error.message, CONNECT_ERROR);
  assert.is(control.instances.at(-1)!.tornDown, true);
  control.sdk = 'ok';
  control.eligible = false;
  const ineligible = await rejection(startPayPal({ id: 'paypalCredit' }));
  assert.is(ineligible.message, CONNECT_ERROR);
  assert.is(control.instances.at(-1)!.tornDown, true);
});

test('updateConfiguration re-renders the button with the new option and uses it for the next payment', async () => {
  const h = await startPayPal();
  const first = h.buttons();
  h.instance.updateConfiguration!('buttonStyle', { color: 'black' });
  h.instance.updateConfiguration!('amount', '20.00');
  await settle();
  const second = h.buttons();
  assert.is.not(second, first);
  assert.is(first.closed, true);
  assert.equal(second.config.style, { color: 'black' });
  assert.is(second.container, h.container.querySelector('[data-braintree-id="paypal-button"]'));
  await second.start();
  assert.is(h.fake!.createPaymentCalls[0].amount, '20.00');
  await h.teardown();
});

const MESSAGES = '[data-featherdrop-id="paypal-messages"]';

test('with an amount: paypal.Messages renders the Pay Later message under the button (placement payment, messageStyle as style)', async () => {
  const messageStyle = { layout: 'text', logo: { type: 'inline' } };
  const h = await startPayPal({ flowOptions: { flow: 'checkout', amount: '10.00', currency: 'EUR', messageStyle } });
  const sdk = h.fake!.sdk;
  assert.is(sdk.messages.length, 1);
  assert.equal(sdk.messages[0].config, { amount: '10.00', currency: 'EUR', style: messageStyle, placement: 'payment' });
  const container = h.container.querySelector<HTMLElement>(MESSAGES)!;
  assert.is(sdk.messages[0].container, container);
  assert.is(container.previousElementSibling, h.buttons().container, 'under the button');
  await h.buttons().start();
  assert.not.ok('messageStyle' in h.fake!.createPaymentCalls[0], 'messageStyle is not a createPayment option');
  await h.teardown();
});

test('without messageStyle or currency the SDK gets no style / currency keys; without an amount no message at all', async () => {
  const h = await startPayPal({ flowOptions: { flow: 'checkout', amount: 25 } });
  assert.equal(h.fake!.sdk.messages[0].config, { amount: 25, placement: 'payment' });
  await h.teardown();
  const none = await startPayPal({ flowOptions: { flow: 'vault' } });
  assert.is(none.fake!.sdk.messages.length, 0);
  assert.not.ok(none.container.querySelector(MESSAGES));
  assert.ok(none.container.querySelector('.paypal-buttons'));
  await none.teardown();
});

test('updateConfiguration(amount) re-renders the message with the new amount in a fresh container; removing it removes the message', async () => {
  const h = await startPayPal();
  const first = h.container.querySelector(MESSAGES);
  h.instance.updateConfiguration!('amount', '20.00');
  await settle();
  const sdk = h.fake!.sdk;
  assert.is(sdk.messages.length, 2);
  assert.is(sdk.messages[1].config.amount, '20.00');
  const second = h.container.querySelector(MESSAGES);
  assert.is(sdk.messages[1].container, second);
  assert.is.not(second, first);
  assert.is(h.container.querySelectorAll(MESSAGES).length, 1);
  h.instance.updateConfiguration!('amount', undefined);
  await settle();
  assert.is(sdk.messages.length, 2);
  assert.not.ok(h.container.querySelector(MESSAGES));
  await h.teardown();
});

test('a message that fails to render (or an SDK without Messages) is logged; the button still works, no sheet error', async () => {
  const { logged, restore } = captureConsoleError();
  try {
    const h = await startPayPal({ flowOptions: { flow: 'checkout', amount: '10.00' } });
    const sdk = h.fake!.sdk;
    sdk.messagesFail = true;
    h.instance.updateConfiguration!('amount', '12.00');
    await settle();
    assert.equal(logged.map((e) => (e as Error).message), ['messages failed']);
    delete (sdk as Partial<typeof sdk>).Messages;
    h.instance.updateConfiguration!('amount', '14.00');
    await settle();
    assert.is(logged.length, 2);
    assert.ok(h.container.querySelector('.paypal-buttons'));
    assert.is(await h.buttons().start(), 'EC-FAKE');
    assert.equal(h.errors, []);
    await h.teardown();
  } finally {
    restore();
  }
});

test('teardown tears paypal-checkout down and closes the button', async () => {
  const h = await startPayPal();
  const b = h.buttons();
  await h.teardown();
  await settle();
  assert.is(h.fake!.tornDown, true);
  assert.is(b.closed, true);
  assert.is((window as any).featherdrop_paypal, undefined, 'the namespaced SDK global is removed');
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

test('simulator: failures.paypal fails the option in the gateway before setup', async () => {
  const gateway = await simulatedGateway(encodeScenario({ failures: { paypal: 'load' } }));
  await rejection(gateway.prepareOption('paypal'));
  await gateway.prepareOption('card');
});

test.run();
