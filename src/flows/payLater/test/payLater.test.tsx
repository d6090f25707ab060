// The payLater option (featherdrop's, opt-in): on the simulator (eligibility by currency, approve, cancel, the
// order's and the tokenization's failures) and on braintree-web's paypal-checkout-v6 (faked): eligibility
// through findEligibleMethods, PayPal's <paypal-pay-later-button>, a Pay Later session started in the click's
// own task with the merchant's options, approval tokenized; what the teardown leaves (nothing).
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import '@preact/signals';
import { settle } from '../../../../test/unit/dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import payLater, { CONNECT_ERROR, INELIGIBLE } from '../index.js';
import { INVALID, payLater as definition } from '../definition.js';
import { DropinError } from '../../../errors.js';
import { simulatedGateway } from '../../../../test/unit/support/gateways.js';
import { encodeScenario, type Scenario } from '../../../gateway/simulator/scenario.js';
import { createWidgetModel } from '../../../signals/widget-model.js';
import type { PaymentMethod } from '../../../types.js';
import { asBraintree, FAKE_CLIENT, flowContext, mountFlow } from '../../../../test/unit/support/flow-context.js';
import { captureConsoleError } from '../../../../test/unit/support/console.js';
import { rejection } from '../../../../test/unit/support/rejection.js';
import { installFakePayPalCheckout, resetFakePayPal } from '../../../../test/unit/support/fake-paypal-checkout-v6.js';

const control = installFakePayPalCheckout();
const PAYMENT = { amount: '10.00', currency: 'USD' };

test.before.each(() => resetFakePayPal(control));

async function start({ mode = 'simulator', flowOptions = { ...PAYMENT }, scenario = {} }: { mode?: 'simulator' | 'braintree'; flowOptions?: Record<string, any>; scenario?: Partial<Scenario> } = {}) {
  document.body.innerHTML = '';
  const container = document.body.appendChild(document.createElement('div'));
  const base = await simulatedGateway(encodeScenario(scenario));
  const gateway = mode === 'braintree' ? asBraintree(base) : base;
  const added: PaymentMethod[] = [];
  const errors: unknown[] = [];
  const life = new AbortController();
  const ctx = flowContext('payLater', {
    flowOptions, gateway, model: createWidgetModel(), signal: life.signal,
    addMethod: (method) => added.push(method),
    showError: (error) => errors.push(error),
  });
  const mounted = mountFlow(payLater, ctx, container, life);
  return { container, added, errors, mounted, life };
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (name: string) => [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((b) => b.textContent === name)!;
const wait = async () => {
  for (let i = 0; i < 5; i++) await settle();
};

test('validate: payLater needs amount and currency, as a DropinError with the exact message; absent is fine', () => {
  assert.not.throws(() => definition.validate!({}));
  assert.not.throws(() => definition.validate!({ payLater: { amount: 5, currency: 'EUR' } }));
  for (const payLaterOptions of [{ currency: 'USD' }, { amount: '10.00' }, { amount: '', currency: 'USD' }, true, null]) {
    let error: unknown;
    try {
      definition.validate!({ payLater: payLaterOptions });
    } catch (e) {
      error = e;
    }
    assert.instance(error, DropinError, JSON.stringify(payLaterOptions));
    assert.is((error as Error).message, INVALID);
  }
  assert.ok(definition.chosen({ payLater: PAYMENT }));
  assert.not.ok(definition.chosen({}));
  assert.ok(definition.offeredBy({ paypalEnabled: true }));
  assert.not.ok(definition.offeredBy({ paypalEnabled: false }));
});

test('simulator: the button opens the simulated PayPal window with the amount; Approve adds a PayPalAccount', async () => {
  const h = await start();
  await h.mounted.start();
  const sim = h.container.querySelector<HTMLButtonElement>('[data-featherdrop-id="pay-later-button"] button')!;
  assert.is(sim.textContent, 'PayPal Pay Later (simulated)');
  sim.click();
  await wait();
  assert.match(dialog()!.textContent!, 'Pay $10.00 with PayPal Pay Later');
  button('Approve').click();
  await wait();
  assert.not.ok(dialog());
  assert.equal(h.added, [{ nonce: 'sim_paylater', type: 'PayPalAccount', details: { email: 'shopper@example.com', payerId: 'SIMPAYER' } }]);
  assert.equal(h.errors, [null], 'only the click\'s clearing of an earlier error');
  await h.mounted.teardown();
});

test('simulator: Cancel adds nothing and says nothing; the next click opens PayPal again', async () => {
  const h = await start();
  await h.mounted.start();
  const sim = h.container.querySelector<HTMLButtonElement>('[data-featherdrop-id="pay-later-button"] button')!;
  sim.click();
  await wait();
  button('Cancel').click();
  await wait();
  assert.not.ok(dialog());
  assert.equal([h.added, h.errors.filter((e) => e !== null)], [[], []]);
  sim.click();
  await wait();
  assert.ok(dialog());
  await h.mounted.teardown();
  assert.not.ok(dialog(), 'the teardown closes an open PayPal window');
});

test('simulator: not eligible outside the Pay Later currencies (or without a positive amount): the setup rejects, nothing rendered', async () => {
  for (const flowOptions of [{ amount: '10.00', currency: 'JPY' }, { amount: '0', currency: 'USD' }]) {
    const h = await start({ flowOptions });
    const error = await rejection(h.mounted.start());
    assert.equal([error.message, error.code], [INELIGIBLE, 'PAYPAL_PAY_LATER_INELIGIBLE']);
    assert.is(h.container.innerHTML, '');
  }
});

test('simulator: a failing order shows the PayPal error and logs; a failing tokenization shows the account error', async () => {
  const { logged, restore } = captureConsoleError();
  try {
    let h = await start({ scenario: { failures: { payLaterOrder: 'network' } } });
    await h.mounted.start();
    h.container.querySelector<HTMLButtonElement>('[data-featherdrop-id="pay-later-button"] button')!.click();
    await wait();
    assert.not.ok(dialog());
    assert.equal(h.errors.filter((e) => e !== null), ['payLaterFlowFailedError']);
    assert.is((logged[0] as { code: string }).code, 'PAYPAL_CHECKOUT_V6_ORDER_CREATION_FAILED');
    await h.mounted.teardown();

    h = await start({ scenario: { failures: { payLaterTokenize: 'network' } } });
    await h.mounted.start();
    h.container.querySelector<HTMLButtonElement>('[data-featherdrop-id="pay-later-button"] button')!.click();
    await wait();
    button('Approve').click();
    await wait();
    assert.equal(h.added, []);
    assert.equal(h.errors.filter((e) => e !== null), ['payLaterTokenizationFailedError']);
    await h.mounted.teardown();
  } finally {
    restore();
  }
});

test('requestPaymentMethod on the sheet: the hint to use the Pay Later button', async () => {
  const h = await start();
  const instance = await h.mounted.start();
  assert.is(await rejection(instance.tokenize!({})), 'payLaterButtonMustBeUsed');
  await h.mounted.teardown();
});

test('braintree: paypal-checkout-v6 on the client, its SDK loaded, eligibility asked with the amount and currency; PayPal\'s Pay Later button', async () => {
  const h = await start({ mode: 'braintree' });
  await h.mounted.start();
  const fake = control.instances.at(-1)!;
  assert.equal(fake.options, { client: FAKE_CLIENT });
  assert.is(fake.sdkLoads, 1);
  assert.equal(fake.eligibilityCalls, [{ currency: 'USD', amount: '10.00' }]);
  const element = h.container.querySelector('[data-featherdrop-id="pay-later-button"] paypal-pay-later-button') as HTMLElement & { productCode?: string; countryCode?: string };
  assert.ok(element);
  assert.equal([element.productCode, element.countryCode], ['PAYLATER', 'US']);
  assert.is(fake.sessions.length, 0, 'no session before the click');
  await h.mounted.teardown();
});

test('braintree: a click starts a Pay Later session at once with the merchant\'s options; approval tokenized into a method; one session at a time', async () => {
  const flowOptions = { amount: '25.00', currency: 'GBP', intent: 'capture', commit: false, lineItems: [{ quantity: '1', unitAmount: '25.00', name: 'Tea', kind: 'debit' }] };
  const h = await start({ mode: 'braintree', flowOptions });
  await h.mounted.start();
  const fake = control.instances.at(-1)!;
  const element = h.container.querySelector('paypal-pay-later-button') as HTMLElement;
  element.click();
  assert.is(fake.sessions.length, 1);
  assert.is(fake.sessions[0].started, 1, 'started in the click\'s own task');
  const { onApprove, onCancel, onError, ...payment } = fake.sessions[0].options;
  assert.equal(payment, flowOptions);
  assert.type(onCancel, 'function');
  assert.type(onError, 'function');
  element.click();
  assert.is(fake.sessions.length, 1, 'a second click while PayPal is open starts nothing');
  await onApprove({ orderId: 'EC-1', payerId: 'PAYER-1', fundingSource: 'paylater' });
  assert.equal(fake.tokenizeCalls, [{ orderId: 'EC-1', payerId: 'PAYER-1', fundingSource: 'paylater' }]);
  assert.equal(h.added.map((m) => [m.nonce, m.type]), [['fake-paypal-nonce', 'PayPalAccount']]);
  element.click();
  assert.is(fake.sessions.length, 2, 'once settled, the next click starts again');
  fake.sessions[1].options.onCancel({ orderId: 'EC-2' });
  assert.equal(h.errors.filter((e) => e !== null), []);
  await h.mounted.teardown();
});

test('braintree: the order failing (start rejects, braintree-web also calls onError) shows the PayPal error once', async () => {
  const { logged, restore } = captureConsoleError();
  try {
    control.order = 'fail';
    const h = await start({ mode: 'braintree' });
    await h.mounted.start();
    const fake = control.instances.at(-1)!;
    h.container.querySelector<HTMLElement>('paypal-pay-later-button')!.click();
    fake.sessions[0].options.onError(new Error('also reported'));
    await wait();
    assert.equal(h.errors.filter((e) => e !== null), ['payLaterFlowFailedError']);
    assert.is(logged.length, 1);
    await h.mounted.teardown();
  } finally {
    restore();
  }
});

test('braintree: a failed tokenization (or a 200 without a nonce) shows the account error; nothing added', async () => {
  const { restore } = captureConsoleError();
  try {
    for (const tokenize of ['fail', 'noNonce'] as const) {
      control.tokenize = tokenize;
      const h = await start({ mode: 'braintree' });
      await h.mounted.start();
      const fake = control.instances.at(-1)!;
      h.container.querySelector<HTMLElement>('paypal-pay-later-button')!.click();
      await fake.sessions[0].options.onApprove({ orderId: 'EC-1', payerId: 'P' });
      assert.equal(h.added, [], tokenize);
      assert.equal(h.errors.filter((e) => e !== null), ['payLaterTokenizationFailedError'], tokenize);
      await h.mounted.teardown();
    }
  } finally {
    restore();
  }
});

test('braintree: not eligible (findEligibleMethods) or the SDK failing: the setup rejects (ineligible, or the connect error); all torn down', async () => {
  control.eligible = false;
  let h = await start({ mode: 'braintree' });
  let error = await rejection(h.mounted.start());
  assert.equal([error.message, error.code], [INELIGIBLE, 'PAYPAL_PAY_LATER_INELIGIBLE']);
  let fake = control.instances.at(-1)!;
  assert.ok(fake.tornDown && fake.frameServiceTornDown);
  assert.is('paypal' in window, false, 'the SDK global the widget brought is gone');

  control.eligible = true;
  control.sdk = 'fail';
  h = await start({ mode: 'braintree' });
  error = await rejection(h.mounted.start());
  assert.is(error.message, CONNECT_ERROR);
  assert.is(error.cause.code, 'PAYPAL_CHECKOUT_V6_SDK_SCRIPT_LOAD_FAILED');
  fake = control.instances.at(-1)!;
  assert.ok(fake.tornDown);
});

test('braintree: the teardown ends the instance and its frame service, removes window.paypal it brought, keeps a merchant\'s', async () => {
  let h = await start({ mode: 'braintree' });
  await h.mounted.start();
  let fake = control.instances.at(-1)!;
  assert.ok('paypal' in window);
  await h.mounted.teardown();
  assert.ok(fake.tornDown && fake.frameServiceTornDown);
  assert.is('paypal' in window, false);
  assert.is(h.container.querySelector('paypal-pay-later-button'), null);

  const merchants = { version: '6', createInstance: async () => ({}) };
  (window as any).paypal = merchants;
  h = await start({ mode: 'braintree' });
  await h.mounted.start();
  fake = control.instances.at(-1)!;
  await h.mounted.teardown();
  assert.ok(fake.tornDown);
  assert.is((window as any).paypal, merchants);
  delete (window as any).paypal;
});

test.run();
