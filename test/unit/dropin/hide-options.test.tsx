// hidePaymentOptions (issue 43): options hidden and shown again while the page runs; views, events,
// getAvailablePaymentOptions() and isPaymentMethodRequestable() follow.
import { freshContainer, settle } from '../dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createDropin } from '../../../src/dropin/create-dropin.js';
import { createGateway } from '../../../src/gateway/create-gateway.js';
import { mountShell } from '../../../src/ui/mount.js';
import { fakeFlows } from '../support/fake-flows.js';
import { importLocaleSource } from '../support/import-locale.js';

const PAYPAL = { paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } };

async function start(options: Record<string, unknown>) {
  const container = freshContainer();
  const { registry } = fakeFlows();
  const dropin = await createDropin({ container, ...PAYPAL, ...options } as never, { registry, createGateway, mount: mountShell, importLocale: importLocaleSource });
  const events: Array<[string, unknown]> = [];
  for (const name of ['paymentMethodRequestable', 'noPaymentMethodRequestable', 'changeActiveView']) {
    dropin.on(name, (payload) => events.push([name, payload]));
  }
  await settle();
  return { dropin, container, events };
}

const tiles = (container: HTMLElement) => [...container.querySelectorAll('.braintree-option')].map((tile) => tile.className.match(/braintree-option__(\w+)/)![1]);
const methods = (container: HTMLElement) => [...container.querySelectorAll('.braintree-method')].map((m) => m.textContent);
const sheets = (container: HTMLElement) => [...container.querySelectorAll('[data-braintree-id="sheet-container"] > [data-braintree-id]')].map((s) => s.getAttribute('data-braintree-id'));

test('a guest on the options list: hiding PayPal leaves the card alone, so its sheet shows; showing it again brings the list back', async () => {
  const { dropin, container, events } = await start({ authorization: 'simulator_guest' });
  assert.equal(tiles(container), ['card', 'paypal']);
  await dropin.hidePaymentOptions(['paypal']);
  await settle();
  assert.equal(dropin.getAvailablePaymentOptions(), ['card']);
  assert.not.ok(sheets(container).includes('paypal'), 'PayPal\'s sheet is gone');
  assert.is(dropin.model.view.value, 'card');
  assert.is(container.querySelector('[data-braintree-id="toggle"]'), null, 'no other way to pay to toggle to');
  assert.equal(events, [['changeActiveView', { previousViewId: 'options', newViewId: 'card' }]]);
  await dropin.hidePaymentOptions([]);
  await settle();
  assert.equal(dropin.getAvailablePaymentOptions(), ['card', 'paypal']);
  assert.is(dropin.model.view.value, 'card', 'the shopper stays where they are');
  (container.querySelector('[data-braintree-id="toggle"]') as HTMLElement).click();
  await settle();
  assert.equal(tiles(container), ['card', 'paypal']);
  await dropin.teardown();
});

test('the active sheet hidden: the first view shows with its event', async () => {
  const { dropin, container, events } = await start({ authorization: 'simulator_guest' });
  (container.querySelector('.braintree-option__paypal') as HTMLElement).click();
  await settle();
  events.length = 0;
  await dropin.hidePaymentOptions(['paypal']);
  await settle();
  assert.is(dropin.model.view.value, 'card');
  assert.equal(events, [['changeActiveView', { previousViewId: 'paypal', newViewId: 'card' }]]);
  await dropin.teardown();
});

test('a customer: hiding the card hides the saved cards and unselects the preselected one (noPaymentMethodRequestable); showing it again lists them, nothing selected', async () => {
  const { dropin, container, events } = await start({ authorization: 'simulator_customer' });
  assert.ok(dropin.isPaymentMethodRequestable(), 'the default card is preselected');
  const before = methods(container);
  assert.ok(before.length === 4 && before.some((m) => m!.includes('shopper@example.com')), before.join(' | '));
  await dropin.hidePaymentOptions(['card']);
  await settle();
  assert.equal(methods(container).length, 1, 'only the PayPal account');
  assert.match(methods(container)[0]!, 'shopper@example.com');
  assert.not.ok(dropin.isPaymentMethodRequestable());
  assert.equal(events, [['noPaymentMethodRequestable', undefined]]);
  assert.equal(dropin.getAvailablePaymentOptions(), ['paypal']);
  await dropin.hidePaymentOptions([]);
  await settle();
  assert.equal(methods(container), before, 'the saved cards are back, in their order');
  assert.not.ok(dropin.isPaymentMethodRequestable(), 'nothing is selected for the shopper');
  await dropin.teardown();
});

test('hiding every saved method\'s option leaves no empty methods view: the first view without them shows', async () => {
  const { dropin } = await start({ authorization: 'simulator_customer', paymentOptionPriority: ['card', 'paypal', 'venmo'] });
  await dropin.hidePaymentOptions(['card', 'paypal', 'venmo']).catch(() => {});
  assert.is(dropin.model.view.value, 'methods', 'a call that hides every option changes nothing');
  await dropin.hidePaymentOptions(['paypal']);
  await settle();
  assert.is(dropin.model.view.value, 'methods', 'saved cards remain');
  await dropin.teardown();
});

test('bad calls reject with a DropinError and change nothing; after teardown: Drop-in has been torn down.', async () => {
  const { dropin, container } = await start({ authorization: 'simulator_guest' });
  for (const [ids, message] of [
    ['paypal', 'hidePaymentOptions: Invalid payment option specified.'],
    [['cash'], 'hidePaymentOptions: Invalid payment option specified.'],
    [['card', 'paypal'], 'hidePaymentOptions must leave at least one payment option shown.'],
  ] as const) {
    const error = await dropin.hidePaymentOptions(ids as never).then(() => null, (e: Error) => e);
    assert.is(error?.name, 'DropinError', JSON.stringify(ids));
    assert.is(error!.message, message);
  }
  assert.equal(tiles(container), ['card', 'paypal']);
  await dropin.teardown();
  const error = await dropin.hidePaymentOptions([]).then(() => null, (e: Error) => e);
  assert.is(error?.message, 'Drop-in has been torn down.');
});

test.run();
