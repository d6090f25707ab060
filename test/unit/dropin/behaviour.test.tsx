import { freshContainer, settle, pageStyles } from '../dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createDropin } from '../../../src/dropin/create-dropin.js';
import { createGateway } from '../../../src/gateway/create-gateway.js';
import { mountShell } from '../../../src/ui/mount.js';
import { fakeFlows, newCard } from '../support/fake-flows.js';
import { importLocaleSource } from '../support/import-locale.js';
import { installClock } from '../support/clock.js';
import { payThroughTransition } from '../support/pay-through-transition.js';

async function start(options: Record<string, unknown> = {}) {
  const container = freshContainer();
  const { registry, control } = fakeFlows();
  const dropin = await createDropin({ container, authorization: 'simulator_customer', ...options } as never, { registry, createGateway, mount: mountShell, importLocale: importLocaleSource });
  const events: Array<[string, unknown]> = [];
  for (const name of ['paymentMethodRequestable', 'noPaymentMethodRequestable', 'changeActiveView', 'paymentOptionSelected']) {
    dropin.on(name, (payload) => events.push([name, payload]));
  }
  await settle();
  return { dropin, control, container, events };
}

const click = (el: Element | null) => (el as HTMLElement).click();

test('selecting another saved method emits requestable once with the new type; same method again emits nothing', async () => {
  const { dropin, container, events } = await start();
  click(container.querySelectorAll('.braintree-method')[1]);
  await settle();
  assert.equal(events, [['paymentMethodRequestable', { type: 'CreditCard', paymentMethodIsSelected: true }]]);
  click(container.querySelectorAll('.braintree-method')[1]);
  await settle();
  assert.is(events.length, 1);
  await dropin.teardown();
});

test('the toggle opens the card sheet: changeActiveView, then not requestable until the form is valid', async () => {
  const { dropin, control, container, events } = await start();
  click(container.querySelector('[data-braintree-id="toggle"]'));
  await settle();
  assert.is(dropin.model.view.value, 'card');
  assert.equal(events[0], ['changeActiveView', { previousViewId: 'methods', newViewId: 'card' }]);
  assert.equal(events[1], ['noPaymentMethodRequestable', undefined]);
  assert.is(dropin.isPaymentMethodRequestable(), false);
  control.instances[0].valid.value = true;
  await settle();
  assert.equal(events[2], ['paymentMethodRequestable', { type: 'CreditCard', paymentMethodIsSelected: false }]);
  assert.is(dropin.isPaymentMethodRequestable(), true);
  assert.is(document.activeElement?.textContent, 'Pay with card');
  await dropin.teardown();
});

test('requesting on a sheet tokenizes once, adds the method on top, and resolves after the 200 ms transition, on the methods list', async () => {
  const { dropin, control, container } = await start();
  click(container.querySelector('[data-braintree-id="toggle"]'));
  await settle();
  control.instances[0].valid.value = true;
  const clock = installClock();
  try {
    const both = Promise.all([dropin.requestPaymentMethod(), dropin.requestPaymentMethod()]);
    await settle();
    clock.tick(5); // the fake flow's tokenization
    await settle();
    assert.ok(container.querySelector('.braintree-sheet--tokenized'));
    assert.is(dropin.model.view.value, 'card');
    assert.is(dropin.model.selected.value!.nonce, 'fake-nonce-1881');
    clock.tick(200);
    const [a, b] = await both;
    assert.is(control.tokenizeCalls, 1);
    assert.is(a, b);
    assert.is(a.nonce, 'fake-nonce-1881');
    assert.is(dropin.model.methods.value[0].nonce, 'fake-nonce-1881');
    assert.is(dropin.model.view.value, 'methods');
    assert.is(dropin.model.tokenized.value, null);
  } finally {
    clock.restore();
  }
  await settle();
  assert.match(container.querySelector('.braintree-method--active')!.textContent!, 'Ending in 1881');
  assert.is(container.querySelector('.braintree-sheet--tokenized'), null);
  await dropin.teardown();
});

test('guest checkout keeps only the newest method', async () => {
  const { dropin, control, container } = await start({ authorization: 'simulator_guest' });
  control.instances[0].valid.value = true;
  await payThroughTransition(dropin);
  control.tokenizeResult = newCard('4242');
  click(container.querySelector('[data-braintree-id="toggle"]'));
  await settle();
  assert.is(dropin.model.view.value, 'card');
  await dropin.requestPaymentMethod();
  assert.equal(dropin.model.methods.value.map((m) => m.details.lastFour), ['4242']);
  await dropin.teardown();
});

test('a request during the change-method transition shares the first; one after it returns the shown method without tokenizing', async () => {
  const { dropin, control } = await start({ authorization: 'simulator_guest' });
  control.instances[0].valid.value = true;
  const clock = installClock();
  try {
    const pending = dropin.requestPaymentMethod();
    await settle();
    clock.tick(5); // the fake flow's tokenization
    await settle();
    assert.is(dropin.model.tokenized.value, 'card');
    const during = dropin.requestPaymentMethod();
    clock.tick(200);
    const first = await pending;
    assert.is(dropin.model.view.value, 'methods');
    assert.is((await during).nonce, first.nonce);
    const second = await dropin.requestPaymentMethod();
    assert.is(second.nonce, first.nonce);
    assert.is(control.tokenizeCalls, 1);
  } finally {
    clock.restore();
  }
  await dropin.teardown();
});

test('a failed tokenize rejects with the no-payment-method error wrapping the cause and shows the sheet message', async () => {
  const { dropin, control, container } = await start({ authorization: 'simulator_guest' });
  control.tokenizeResult = Object.assign(new Error('declined'), { code: 'HOSTED_FIELDS_FAILED_TOKENIZATION' });
  const error: any = await dropin.requestPaymentMethod().catch((e) => e);
  assert.is(error.name, 'DropinError');
  assert.is(error.message, 'No payment method is available.');
  assert.is(error.cause.code, 'HOSTED_FIELDS_FAILED_TOKENIZATION');
  await settle();
  assert.is(container.querySelector('[data-braintree-id="sheet-error-text"]')!.textContent, 'Check your information and try again.');
  assert.ok(container.querySelector('.braintree-dropin.braintree-sheet--has-error'));
  assert.is(dropin.model.methods.value.length, 0);
  await dropin.teardown();
});

test('clearSelectedPaymentMethod removes unsaved methods, keeps saved ones, and is not requestable', async () => {
  const { dropin, control, container, events } = await start();
  click(container.querySelector('[data-braintree-id="toggle"]'));
  await settle();
  control.instances[0].valid.value = true;
  await payThroughTransition(dropin);
  events.length = 0;
  dropin.clearSelectedPaymentMethod();
  await settle();
  assert.is(dropin.model.selected.value, null);
  assert.equal(dropin.model.methods.value.map((m) => m.vaulted), [true, true, true]);
  assert.is(dropin.isPaymentMethodRequestable(), false);
  assert.equal(events.filter(([n]) => n === 'noPaymentMethodRequestable').length, 1);
  assert.is(container.querySelector('.braintree-method--active'), null);
  assert.is(container.querySelector('[data-braintree-id="methods-label"]')!.textContent, 'Choose a way to pay');
  await dropin.teardown();
});

test('choosing an option tile emits paymentOptionSelected and opens its sheet', async () => {
  const { dropin, container, events } = await start({ authorization: 'simulator_guest', paypal: { flow: 'vault' } });
  assert.is(dropin.model.view.value, 'options');
  click(container.querySelector('.braintree-option__card'));
  await settle();
  assert.equal(events.find(([n]) => n === 'paymentOptionSelected'), ['paymentOptionSelected', { paymentOption: 'card' }]);
  assert.is(dropin.model.view.value, 'card');
  assert.ok(container.querySelector('[data-test-sheet="card"]'));
  // The toggle goes back to the options list; the card sheet stays mounted (hidden) so input survives.
  click(container.querySelector('[data-braintree-id="toggle"]'));
  await settle();
  assert.is(dropin.model.view.value, 'options');
  assert.ok(container.querySelector('[data-test-sheet="card"]'));
  assert.is((container.querySelector('[data-braintree-id="card"]') as HTMLElement).hidden, true);
  await dropin.teardown();
});

test('updateConfiguration changes the merchant option and removes unsaved methods of that type only', async () => {
  const paypal = { flow: 'checkout', amount: '1.00' };
  const { dropin } = await start({ paypal });
  dropin.model.addMethod({ nonce: 'pp', type: 'PayPalAccount', details: { email: 'a@b.c' } }, false);
  dropin.updateConfiguration('paypal', 'amount', '2.00');
  assert.is(paypal.amount, '2.00');
  assert.not.ok(dropin.model.methods.value.some((m) => m.nonce === 'pp'));
  // The saved PayPal account (paypal is enabled here) is vaulted and stays.
  assert.equal(dropin.model.methods.value.map((m) => m.type), ['CreditCard', 'CreditCard', 'PayPalAccount', 'CreditCard']);
  dropin.updateConfiguration('card', 'x', 1);
  assert.is(dropin.model.methods.value.length, 4);
  await dropin.teardown();
});

test('when the last method goes, a lazily loaded sheet that becomes the view is set up, not left loading', async () => {
  const { dropin, control, container } = await start({ authorization: 'simulator_customer' });
  assert.is(dropin.model.view.value, 'methods');
  assert.is(control.instances.length, 0, 'the card sheet has not been needed yet');
  // Only an unsaved PayPal method is left; updating PayPal's configuration removes it.
  dropin.model.removeMethods(() => true);
  dropin.model.addMethod({ nonce: 'pp', type: 'PayPalAccount', details: { email: 'a@b.c' } }, false);
  dropin.updateConfiguration('paypal', 'amount', '2.00');
  await settle();
  assert.is(dropin.model.view.value, 'card');
  assert.is(control.instances.length, 1);
  assert.ok(container.querySelector('[data-test-sheet="card"]'));
  assert.is(container.querySelector('.braintree-sheet--loading'), null);
  await dropin.teardown();
});

test('teardown empties the container, removes the styles, is safe twice, and stops events', async () => {
  const { dropin, container, events } = await start();
  assert.ok(pageStyles() > 0);
  const first = dropin.teardown();
  const second = dropin.teardown();
  assert.is(first, second);
  await first;
  await dropin.teardown();
  assert.is(container.innerHTML, '');
  assert.is(pageStyles(), 0);
  dropin.model.select(null);
  assert.is(events.length, 0);
  const error: any = await dropin.requestPaymentMethod().catch((e) => e);
  assert.is(error.name, 'DropinError');
});

test('two widgets share their styles until the last is torn down', async () => {
  document.body.innerHTML = '<div id="a"></div><div id="b"></div>';
  const { registry } = fakeFlows();
  const deps = { registry, createGateway, mount: mountShell, importLocale: importLocaleSource };
  const a = await createDropin({ container: '#a', authorization: 'simulator_guest' } as never, deps);
  const one = pageStyles();
  const b = await createDropin({ container: '#b', authorization: 'simulator_guest' } as never, deps);
  assert.ok(one > 0);
  assert.is(pageStyles(), one);
  await a.teardown();
  assert.is(pageStyles(), one);
  await b.teardown();
  assert.is(pageStyles(), 0);
});

test.run();
