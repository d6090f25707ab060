// Reliability rules (issue 12): one widget per container, a signal that only cancels setup, create
// rejecting when no option can work, a 3D Secure failure that stays visible, wallet sheets answering a
// request with the no-payment-method rejection, bad input as DropinErrors that leave nothing behind.
import '../dom.js';
import '../support/node-require.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freshContainer, pageStyles, settle } from '../dom.js';
import { createDropin } from '../../../src/dropin/create-dropin.js';
import { registry } from '../../../src/flows/registry.js';
import { encodeScenario, type Scenario } from '../../../src/gateway/simulator/scenario.js';
import { resetSimulatedVaults } from '../../../src/gateway/simulator/simulated-gateway.js';
import { createGateway } from '../../../src/gateway/create-gateway.js';
import { mountShell } from '../../../src/ui/mount.js';
import { captureConsoleError } from '../support/console.js';
import { importLocaleSource } from '../support/import-locale.js';
import { rejection } from '../support/rejection.js';
import { installClock } from '../support/clock.js';
import { CHANGE_ACTIVE_METHOD_DELAY } from '../../../src/constants.js';

/** `simulator_` + the scenario; may be malformed on purpose. */
const S = (scenario: Record<string, unknown>) => encodeScenario(scenario as Partial<Scenario>);
const deps = { registry, createGateway, mount: mountShell, importLocale: importLocaleSource };
const create = (options: Record<string, unknown>) => createDropin(options as never, deps);
const sheetError = (container: HTMLElement) => container.querySelector('[data-braintree-id="sheet-error-text"]')?.textContent ?? '';

test.before.each(() => {
  resetSimulatedVaults();
});

/** Types a card into the simulated fields of the card sheet. */
async function fillCard(container: HTMLElement, number = '4111111111111111') {
  const type = (hook: string, text: string) => {
    const input = container.querySelector<HTMLInputElement>(`[data-braintree-id="${hook}-field-group"] input`)!;
    input.value = text;
    input.dispatchEvent(new InputEvent('input', { bubbles: true }));
  };
  type('number', number);
  type('expiration-date', '12/30');
  type('cvv', '123');
  await settle();
}

// ---- one widget per container ----

test('two creates started together on one container: the second rejects as the original, leaving nothing; the first works', async () => {
  const container = freshContainer();
  const [first, second] = await Promise.allSettled([
    create({ authorization: 'simulator_customer', container }),
    create({ authorization: 'simulator_customer', container }),
  ]);
  assert.is(first.status, 'fulfilled');
  assert.is(second.status, 'rejected');
  const error = (second as PromiseRejectedResult).reason;
  assert.is(error.name, 'DropinError');
  assert.is(error.message, 'options.selector or options.container must reference an empty DOM node.');
  await settle();
  assert.is(container.querySelectorAll('[data-braintree-id="wrapper"]').length, 1);
  const dropin = (first as PromiseFulfilledResult<Awaited<ReturnType<typeof create>>>).value;
  assert.is((await dropin.requestPaymentMethod()).nonce, 'sim_vaulted_visa_1111');
  await dropin.teardown();
  assert.is(container.childNodes.length, 0);
  assert.is(pageStyles(), 0, 'no styles stay');
});

test('after teardown the container can take a new widget', async () => {
  const container = freshContainer();
  const first = await create({ authorization: 'simulator_customer', container });
  await first.teardown();
  const second = await create({ authorization: 'simulator_customer', container });
  await settle();
  assert.is(container.querySelectorAll('[data-braintree-id="wrapper"]').length, 1);
  await second.teardown();
});

test('a failed create releases the container', async () => {
  const container = freshContainer();
  await rejection(create({ authorization: S({ failures: { configuration: 'network' } }), container }));
  const dropin = await create({ authorization: 'simulator_guest', container });
  await dropin.teardown();
});

// ---- the signal cancels setup only ----

test('aborting the signal after create resolved changes nothing: the card sheet loads and 3D Secure verifies', async () => {
  const container = freshContainer();
  const controller = new AbortController();
  const dropin = await create({
    authorization: S({ customer: true, paymentMethods: [] }), container, signal: controller.signal, threeDSecure: { amount: '10.00' },
  });
  controller.abort();
  await settle(10);
  assert.ok(container.querySelector('[data-braintree-id="card"] input'), 'the card sheet is usable, not spinning');
  await fillCard(container);
  const result = await dropin.requestPaymentMethod();
  assert.is(result.liabilityShifted, true);
  await dropin.teardown();
});

test('aborting during setup still rejects and leaves nothing', async () => {
  const container = freshContainer();
  const controller = new AbortController();
  const promise = create({ authorization: 'simulator_customer', container, signal: controller.signal });
  controller.abort();
  const error = await rejection(promise);
  assert.is(error.message, 'Drop-in creation was aborted.');
  assert.is(container.childNodes.length, 0);
  assert.is(pageStyles(), 0);
});

// ---- create rejects when no option can work ----

test("a guest whose only option, the card, fails to load: create rejects 'All payment options failed to load.'", async () => {
  const container = freshContainer();
  const log = captureConsoleError();
  const error = await rejection(create({ authorization: S({ failures: { card: 'load' } }), container }));
  log.restore();
  assert.is(error.name, 'DropinError');
  assert.is(error.message, 'All payment options failed to load.');
  assert.is(container.childNodes.length, 0);
  assert.is(pageStyles(), 0);
});

test('card and PayPal (vault flow) both failing: create rejects', async () => {
  const container = freshContainer();
  const log = captureConsoleError();
  const error = await rejection(create({ authorization: S({ failures: { card: 'load', paypal: 'load' } }), container, paypal: { flow: 'vault' } }));
  log.restore();
  assert.is(error.message, 'All payment options failed to load.');
});

test('one of two options failing: create resolves with the other, the failed tile disabled', async () => {
  const container = freshContainer();
  const log = captureConsoleError();
  const dropin = await create({ authorization: S({ failures: { card: 'load' } }), container, paypal: { flow: 'vault' } });
  log.restore();
  assert.equal(dropin.getAvailablePaymentOptions(), ['paypal']);
  await dropin.teardown();
});

test('a customer starting on saved methods still gets the card sheet lazily (not loaded during create)', async () => {
  const container = freshContainer();
  const dropin = await create({ authorization: 'simulator_customer', container });
  assert.is(container.querySelector('[data-braintree-id="card"]'), null);
  assert.equal(dropin.getAvailablePaymentOptions(), ['card']);
  await dropin.teardown();
});

// ---- a failed 3D Secure verification stays visible ----

const lookupFails: Array<[string, Record<string, unknown>]> = [['customer', { customer: true, paymentMethods: [] }], ['guest', { authorizationType: 'clientToken' }]];
for (const [who, scenario] of lookupFails) {
  test(`${who}: a failed 3D Secure lookup leaves its message visible where the shopper can retry`, async () => {
    const container = freshContainer();
    const dropin = await create({
      authorization: S({ ...scenario, failures: { threeDSecureLookup: 'network' } }), container, threeDSecure: { amount: '10.00' },
    });
    await settle(10);
    await fillCard(container);
    const clock = installClock();
    try {
      const error = await rejection(dropin.requestPaymentMethod());
      assert.is(error.message, 'Something went wrong during 3D Secure authentication. Please try again.');
      clock.tick(CHANGE_ACTIVE_METHOD_DELAY * 5); // well past the change-method transition
      await settle();
    } finally {
      clock.restore();
    }
    assert.is(sheetError(container), 'Something went wrong during 3D Secure authentication. Please try again.');
    assert.is(dropin.model.tokenized.value, null);
    if (who === 'customer') {
      assert.is(dropin.model.view.value, 'methods');
      assert.ok(container.querySelector('.braintree-method'), 'the saved card can be picked again');
    } else {
      assert.is(dropin.model.view.value, 'card');
    }
    await dropin.teardown();
  });
}

// ---- wallet sheets and requestPaymentMethod ----

for (const [id, option, hint] of [
  ['venmo', { venmo: true }, 'Use the Venmo button to continue with your payment.'],
  ['applePay', { applePay: { displayName: 'Shop', paymentRequest: { total: { label: 'Shop', amount: '1.00' } } } }, 'Use the Apple Pay button to continue with your payment.'],
  ['googlePay', { googlePay: { merchantId: 'm', transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: '1.00', currencyCode: 'USD' } } }, 'Use the Google Pay button to continue with your payment.'],
  ['paypal', { paypal: { flow: 'checkout', amount: '1.00', currency: 'USD' } }, 'Use the PayPal button to continue with your payment.'],
] as const) {
  test(`${id} sheet: requestPaymentMethod rejects 'No payment method is available.' with the use-the-button hint, never the generic error`, async () => {
    const container = freshContainer();
    const dropin = await create({ authorization: 'simulator_guest', container, card: false, ...option });
    await settle(10);
    assert.is(dropin.model.view.value, id);
    const error = await rejection(dropin.requestPaymentMethod());
    assert.is(error.name, 'DropinError');
    assert.is(error.message, 'No payment method is available.');
    await settle();
    assert.is(sheetError(container), hint);
    await dropin.teardown();
  });
}

// ---- bad input ----

const badOptions: Array<[string, Record<string, unknown>, string]> = [
  ["selector '###'", { selector: '###' }, 'options.selector or options.container must reference a valid DOM node.'],
  ["selector '<div>'", { selector: '<div>' }, 'options.selector or options.container must reference a valid DOM node.'],
  ['an empty selector', { selector: '' }, 'options.container is required.'],
  ['an empty container', { container: '' }, 'options.container is required.'],
  ['a duck-typed fake node', { container: { nodeType: 1, children: [], childNodes: [], textContent: '', ownerDocument: document, appendChild() {} } }, 'options.selector or options.container must reference a valid DOM node.'],
  ['a signal that is not an AbortSignal', { container: '#dropin-container', signal: { aborted: false, addEventListener() {} } }, 'options.signal must be an AbortSignal.'],
];
for (const [what, options, message] of badOptions) {
  test(`${what} rejects with a DropinError and adds no styles`, async () => {
    freshContainer();
    const error = await rejection(create({ authorization: 'simulator_guest', ...options }));
    assert.is(error.name, 'DropinError');
    assert.is(error.message, message);
    assert.is(pageStyles(), 0);
  });
}

test('a malformed simulator scenario is a creation error with its cause, and no styles stay', async () => {
  const container = freshContainer();
  const error = await rejection(create({ authorization: S({ customer: true, paymentMethods: 5 }), container }));
  assert.is(error.name, 'DropinError');
  assert.is(error.message, 'There was an error creating Drop-in.');
  assert.match(String(error.cause?.message), 'paymentMethods');
  assert.is(pageStyles(), 0);
  assert.is(container.childNodes.length, 0);
});

test('a container holding only a comment is not empty (the original trims its markup)', async () => {
  const container = freshContainer();
  container.appendChild(document.createComment('merchant note'));
  const error = await rejection(create({ authorization: 'simulator_guest', container }));
  assert.is(error.message, 'options.selector or options.container must reference an empty DOM node.');
  assert.is(container.childNodes[0].nodeType, 8);
});

test('teardown removes only what the widget created', async () => {
  const container = freshContainer();
  container.appendChild(document.createTextNode('\n  '));
  const dropin = await create({ authorization: 'simulator_guest', container });
  const merchant = container.appendChild(document.createElement('p'));
  await dropin.teardown();
  assert.is(container.childNodes.length, 2);
  assert.is(container.childNodes[0].textContent, '\n  ');
  assert.is(container.childNodes[1], merchant);
});

// ---- lookups keyed by data ----

test("a saved card whose cardType is 'constructor' renders as text", async () => {
  const container = freshContainer();
  const method = { nonce: 'n1', type: 'CreditCard', default: true, details: { cardType: 'constructor', lastFour: '0000' } };
  const dropin = await create({ authorization: S({ customer: true, paymentMethods: [method] }), container });
  await settle();
  assert.is(container.querySelector('[data-braintree-id="methods-label"]')!.textContent, 'Paying with Card');
  assert.match(container.querySelector('.braintree-method')!.textContent!, 'constructorEnding in 0000');
  await dropin.teardown();
});

test.run();
