import { freshContainer, settle, pageStyles } from '../dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createDropin } from '../../../src/dropin/create-dropin.js';
import { createGateway } from '../../../src/gateway/create-gateway.js';
import { encodeScenario } from '../../../src/gateway/simulator/scenario.js';
import { mountShell } from '../../../src/ui/mount.js';
import { fakeFlows } from '../support/fake-flows.js';
import { captureConsoleError } from '../support/console.js';
import { importLocaleSource } from '../support/import-locale.js';
import { everyOption } from '../support/every-option.js';

function start(options: Record<string, unknown>, flowOptions = {}) {
  const { registry, control } = fakeFlows(flowOptions);
  const container = document.getElementById('dropin-container') ?? freshContainer();
  const promise = createDropin({ container, ...options } as never, { registry, createGateway, mount: mountShell, importLocale: importLocaleSource });
  return { promise, control, container };
}

test('a customer with saved methods starts on the default Visa, active and requestable', async () => {
  freshContainer();
  const { promise, container } = start({ authorization: 'simulator_customer' });
  const dropin = await promise;
  await settle();
  assert.is(dropin.model.view.value, 'methods');
  assert.is(dropin.isPaymentMethodRequestable(), true);
  assert.match(container.querySelector('[data-braintree-id="methods-label"]')!.textContent!, 'Paying with Card');
  const active = container.querySelector('.braintree-method--active')!;
  assert.match(active.textContent!, 'Ending in 1111');
  const result = await dropin.requestPaymentMethod();
  assert.is(result.nonce, 'sim_vaulted_visa_1111');
  assert.is(result.vaulted, true);
  assert.is(result.type, 'CreditCard');
  assert.not.ok('default' in result);
  await dropin.teardown();
});

test('the spinner shown at once is the one the ready widget keeps: the shell\'s first render changes it in place', async () => {
  for (const authorization of ['simulator_customer', 'simulator_guest']) {
    const container = freshContainer();
    const removed: Node[] = [];
    const watcher = new MutationObserver((records) => records.forEach((r) => removed.push(...r.removedNodes)));
    watcher.observe(container, { childList: true, subtree: true });
    const { promise } = start({ authorization });
    await new Promise((resolve) => setTimeout(resolve));
    const first = container.querySelector('[data-braintree-id="loading-indicator"]');
    assert.ok(first, 'the loading state shows before the configuration is in');
    assert.is(first!.closest<HTMLElement>('[lang]')!.lang, 'en', 'named in English until the locale is in');
    const dropin = await promise;
    await settle();
    watcher.disconnect();
    assert.is(container.querySelector('[data-braintree-id="loading-indicator"]'), first, authorization);
    assert.not.ok(removed.some((node) => node.contains(first)), `${authorization}: never taken out and put back`);
    assert.is(first!.closest<HTMLElement>('[lang]')!.lang, 'en-US', 'then in the locale\'s');
    await dropin.teardown();
  }
});

test('right-to-left locales (he_IL, ar_EG) lay the widget out right to left; others left to right; each with its lang', async () => {
  for (const [locale, lang, dir] of [['he_IL', 'he-IL', 'rtl'], ['ar_EG', 'ar-EG', 'rtl'], ['de_DE', 'de-DE', ''], ['en_US', 'en-US', '']]) {
    freshContainer();
    const { promise, container } = start({ authorization: 'simulator_guest', locale });
    const dropin = await promise;
    const wrapper = container.querySelector<HTMLElement>('[data-braintree-id="wrapper"]')!;
    assert.is(wrapper.dir, dir, locale);
    assert.is(wrapper.lang, lang, locale);
    await dropin.teardown();
  }
});

test('saved Venmo accounts and methods of options that are not enabled are not listed', async () => {
  freshContainer();
  const { promise, container } = start({ authorization: 'simulator_customer' });
  const dropin = await promise;
  await settle();
  const types = dropin.model.methods.value.map((m) => m.type);
  assert.equal(types, ['CreditCard', 'CreditCard', 'CreditCard']);
  assert.is(container.querySelectorAll('.braintree-method').length, 3);
  await dropin.teardown();
});

test('showDefaultPaymentMethodFirst: false keeps the gateway order', async () => {
  freshContainer();
  const dropin = await start({ authorization: 'simulator_customer', showDefaultPaymentMethodFirst: false }).promise;
  assert.is(dropin.model.selected.value!.details.lastFour, '4444');
  await dropin.teardown();
});

test('preselectVaultedPaymentMethod: false shows the methods list with nothing selected', async () => {
  freshContainer();
  const { promise, container } = start({ authorization: 'simulator_customer', preselectVaultedPaymentMethod: false });
  const dropin = await promise;
  await settle();
  assert.is(dropin.model.view.value, 'methods');
  assert.is(dropin.model.selected.value, null);
  assert.is(dropin.isPaymentMethodRequestable(), false);
  assert.is(container.querySelector('.braintree-method--active'), null);
  try {
    await dropin.requestPaymentMethod();
    assert.unreachable();
  } catch (error: any) {
    assert.is(error.name, 'DropinError');
    assert.is(error.message, 'No payment method is available.');
  }
  await dropin.teardown();
});

test('guest checkout with one option opens that sheet directly', async () => {
  freshContainer();
  const { promise, container } = start({ authorization: 'simulator_guest' });
  const dropin = await promise;
  await settle();
  assert.is(dropin.model.view.value, 'card');
  assert.ok(container.querySelector('[data-braintree-id="card"].braintree-sheet--active'));
  assert.ok(container.querySelector('[data-test-sheet="card"]'));
  assert.is(container.querySelector('[data-braintree-id="toggle"]'), null);
  await dropin.teardown();
});

test('several options and no saved methods start on the options list', async () => {
  freshContainer();
  const { promise, container } = start({ authorization: 'simulator_guest', paypal: { flow: 'checkout' } });
  const dropin = await promise;
  await settle();
  assert.is(dropin.model.view.value, 'options');
  const tiles = [...container.querySelectorAll('.braintree-option')].map((t) => t.className);
  assert.equal(tiles, ['braintree-option braintree-option__card', 'braintree-option braintree-option__paypal']);
  assert.equal(dropin.getAvailablePaymentOptions(), ['card', 'paypal']);
  await dropin.teardown();
});

test('a failed option is shown disabled with the developer message; the others work', async () => {
  freshContainer();
  const { promise, container } = start({ authorization: 'simulator_guest', paypal: { flow: 'checkout' } }, { paypalFails: true });
  const { logged: errors, restore } = captureConsoleError();
  const dropin = await promise.finally(restore);
  await settle();
  assert.equal(dropin.getAvailablePaymentOptions(), ['card']);
  // As the original, a failed option still counts as a way to pay: the options list shows, not the card's sheet.
  assert.is(dropin.model.view.value, 'options');
  const paypal = container.querySelector<HTMLButtonElement>('.braintree-option__paypal')!;
  assert.ok(paypal.classList.contains('braintree-disabled'));
  assert.is(paypal.disabled, true);
  assert.match(paypal.querySelector('.braintree-option__disabled-message')!.textContent!, 'Developer Error: Something went wrong.');
  assert.is(errors.length, 1);
  await dropin.teardown();
});

test('scenario failures.<option> makes that option fail to load; options not enabled are marked so', async () => {
  freshContainer();
  const authorization = encodeScenario({ failures: { paypal: 'load' } });
  const { restore } = captureConsoleError();
  const dropin = await start({ authorization, paypal: { flow: 'vault' } }).promise.finally(restore);
  // Every option of the registry is marked; only the card and PayPal were asked for.
  const expected = { card: 'done', paypal: 'failed' } as Record<string, string>;
  assert.equal(dropin.model.status.value, Object.fromEntries(everyOption.map(({ id }) => [id, expected[id] ?? 'not-enabled'])));
  await dropin.teardown();
});

test('an option that fails after setup (ctx.fail) is shown disabled with the developer message', async () => {
  freshContainer();
  const { promise, control, container } = start({ authorization: 'simulator_guest', paypal: { flow: 'vault' } });
  const dropin = await promise;
  (container.querySelector('.braintree-option__card') as HTMLElement).click();
  await settle();
  const { logged, restore } = captureConsoleError();
  control.contexts.find((ctx) => ctx.id === 'card')!.fail(new Error('hosted fields timed out'));
  restore();
  await settle();
  assert.is(dropin.model.status.value.card, 'failed');
  // The shopper is taken back to the options list, where the failed tile stays, disabled, beside PayPal's.
  assert.is(dropin.model.view.value, 'options');
  assert.ok(container.querySelector('.braintree-option__card.braintree-disabled'));
  assert.is(dropin.model.error.value, 'developerError');
  assert.equal(dropin.getAvailablePaymentOptions(), ['paypal']);
  assert.is(logged.length, 1);
  await dropin.teardown();
});

test('a flow result or error settling after teardown is dropped by the widget, whatever the flow', async () => {
  freshContainer();
  const { promise, control } = start({ authorization: 'simulator_guest', paypal: { flow: 'checkout' } });
  const dropin = await promise;
  const ctx = control.contexts.find((c) => c.id === 'paypal')!;
  await dropin.teardown();
  ctx.addMethod({ nonce: 'late', type: 'PayPalAccount', details: {} });
  ctx.showError('paypalFlowFailedError');
  await settle();
  assert.equal(dropin.model.methods.value, []);
  assert.is(dropin.model.error.value, null);
});

test('all options failing rejects create and leaves the container empty', async () => {
  freshContainer();
  const { restore } = captureConsoleError();
  const { promise, container } = start({ authorization: 'simulator_guest', card: false, paypal: { flow: 'checkout' } }, { paypalFails: true });
  try {
    await promise;
    assert.unreachable();
  } catch (error: any) {
    assert.is(error.message, 'All payment options failed to load.');
  } finally {
    restore();
  }
  assert.is(container.innerHTML, '');
  assert.is(pageStyles(), 0);
});

test('a configuration failure rejects with a network DropinError wrapping the cause, leaving nothing', async () => {
  freshContainer();
  const authorization = encodeScenario({ failures: { configuration: 'network' } });
  const { promise, container } = start({ authorization });
  try {
    await promise;
    assert.unreachable();
  } catch (error: any) {
    assert.is(error.name, 'DropinError');
    assert.is(error.message, 'There was an error creating Drop-in.');
    assert.is(error.type, 'network');
    assert.is(error.cause.code, 'CLIENT_GATEWAY_NETWORK');
    assert.is(error._braintreeWebError, error.cause);
  }
  assert.is(container.innerHTML, '');
});

test('no enabled option at all rejects with "No valid payment options available."', async () => {
  freshContainer();
  const { promise } = start({ authorization: 'simulator_guest', card: false });
  try {
    await promise;
    assert.unreachable();
  } catch (error: any) {
    assert.is(error.message, 'No valid payment options available.');
  }
});

test('a failed saved-methods fetch gives an empty list, not an error', async () => {
  freshContainer();
  const authorization = encodeScenario({ customer: true, failures: { vaultList: 'network' } });
  const dropin = await start({ authorization }).promise;
  assert.equal(dropin.model.methods.value, []);
  assert.is(dropin.model.view.value, 'card');
  await dropin.teardown();
});

test('aborting the signal while create runs rejects it and leaves nothing behind', async () => {
  freshContainer();
  const controller = new AbortController();
  const { promise, container } = start({ authorization: 'simulator_customer', signal: controller.signal });
  controller.abort();
  try {
    await promise;
    assert.unreachable();
  } catch (error: any) {
    assert.is(error.name, 'DropinError');
    assert.is(error.message, 'Drop-in creation was aborted.');
  }
  await settle();
  assert.is(container.innerHTML, '');
  assert.is(pageStyles(), 0);
});

test('an already aborted signal rejects at once', async () => {
  freshContainer();
  const { promise } = start({ authorization: 'simulator_customer', signal: AbortSignal.abort() });
  await promise.then(() => assert.unreachable(), (error) => assert.is(error.message, 'Drop-in creation was aborted.'));
});

test.run();
