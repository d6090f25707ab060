// `openFirst`: the merchant names the option whose sheet the shopper starts on, guest or customer (issue 43).
import { freshContainer, settle } from '../dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createDropin } from '../../../src/dropin/create-dropin.js';
import { createGateway } from '../../../src/gateway/create-gateway.js';
import { mountShell } from '../../../src/ui/mount.js';
import { captureConsoleError } from '../support/console.js';
import { fakeFlows } from '../support/fake-flows.js';
import { importLocaleSource } from '../support/import-locale.js';
import { payThroughTransition } from '../support/pay-through-transition.js';

const PAYPAL = { paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } };

async function start(options: Record<string, unknown>, flows: Parameters<typeof fakeFlows>[0] = {}) {
  const container = freshContainer();
  const { registry, control } = fakeFlows(flows);
  const dropin = await createDropin({ container, authorization: 'simulator_customer', ...options } as never, { registry, createGateway, mount: mountShell, importLocale: importLocaleSource });
  const events: Array<[string, unknown]> = [];
  for (const name of ['paymentMethodRequestable', 'noPaymentMethodRequestable', 'changeActiveView']) {
    dropin.on(name, (payload) => events.push([name, payload]));
  }
  await settle();
  return { dropin, control, container, events };
}

const activeSheet = (container: HTMLElement) => container.querySelector('.braintree-sheet--active')?.getAttribute('data-braintree-id');
const toggle = (container: HTMLElement) => container.querySelector<HTMLButtonElement>('[data-braintree-id="toggle"]');

test('a customer with saved methods starts on the card sheet, set up before create resolved; the saved methods are one toggle away', async () => {
  const { dropin, control, container, events } = await start({ openFirst: 'card' });
  assert.is(dropin.model.view.value, 'card');
  assert.is(activeSheet(container), 'card');
  assert.ok(control.instances.length === 1 && control.contexts[0].id === 'card', 'the card was set up during create');
  assert.not.ok(dropin.isPaymentMethodRequestable(), 'an empty card form is not requestable');
  toggle(container)!.click();
  await settle();
  assert.is(dropin.model.view.value, 'methods');
  assert.ok(container.querySelectorAll('.braintree-method').length > 0, 'the saved methods are listed');
  assert.ok(dropin.isPaymentMethodRequestable(), 'the first saved method is preselected, as without openFirst');
  assert.equal(events.sort(([a], [b]) => a.localeCompare(b)), [
    ['changeActiveView', { previousViewId: 'card', newViewId: 'methods' }],
    ['paymentMethodRequestable', { type: 'CreditCard', paymentMethodIsSelected: true }],
  ]);
  await dropin.teardown();
});

test('without openFirst the same customer starts on the saved methods (the original\'s first view)', async () => {
  const { dropin, control } = await start({});
  assert.is(dropin.model.view.value, 'methods');
  assert.is(control.instances.length, 0, 'the card sheet loads when opened');
  await dropin.teardown();
});

test('a guest with several options starts on the chosen one instead of the options list', async () => {
  const opened = await start({ authorization: 'simulator_guest', ...PAYPAL, openFirst: 'paypal' });
  assert.is(opened.dropin.model.view.value, 'paypal');
  assert.is(activeSheet(opened.container), 'paypal');
  toggle(opened.container)!.click();
  await settle();
  assert.is(opened.dropin.model.view.value, 'options', 'the other ways to pay are one toggle away');
  await opened.dropin.teardown();
  const plain = await start({ authorization: 'simulator_guest', ...PAYPAL });
  assert.is(plain.dropin.model.view.value, 'options');
  await plain.dropin.teardown();
});

test('clearSelectedPaymentMethod returns to the openFirst sheet; a paid card still shows in the methods list', async () => {
  const { dropin, control, container } = await start({ authorization: 'simulator_guest', ...PAYPAL, openFirst: 'card' });
  control.instances[0].valid.value = true;
  await payThroughTransition(dropin);
  dropin.clearSelectedPaymentMethod();
  await settle();
  assert.is(dropin.model.view.value, 'card');
  assert.is(activeSheet(container), 'card');
  await dropin.teardown();
});

test('an openFirst option the merchant turned off, or that failed to load, is passed over: the usual first view shows', async () => {
  const off = await start({ openFirst: 'card', card: false, ...PAYPAL });
  assert.is(off.dropin.model.view.value, 'methods');
  await off.dropin.teardown();
  const console = captureConsoleError();
  try {
    const failed = await start({ authorization: 'simulator_guest', ...PAYPAL, openFirst: 'card' }, { cardFails: true });
    assert.is(failed.dropin.model.view.value, 'options');
    assert.ok(failed.container.querySelector('.braintree-option__card.braintree-disabled'), 'the card is a disabled tile');
    await failed.dropin.teardown();
  } finally {
    console.restore();
  }
});

test('openFirst naming no option, or one paymentOptionPriority leaves out, rejects with a DropinError before anything shows', async () => {
  for (const options of [{ openFirst: 'noSuchOption' }, { openFirst: 42 }, { openFirst: 'card', paymentOptionPriority: ['paypal'], ...PAYPAL }]) {
    const container = freshContainer();
    const { registry } = fakeFlows();
    const error = await createDropin({ container, authorization: 'simulator_guest', ...options } as never, { registry, createGateway, mount: mountShell, importLocale: importLocaleSource })
      .then(() => null, (e: Error) => e);
    assert.is(error?.name, 'DropinError', JSON.stringify(options));
    assert.is(error!.message, 'options.openFirst must be one of the payment options in paymentOptionPriority.');
    assert.is(container.childNodes.length, 0, 'nothing was added');
  }
});

test.run();
