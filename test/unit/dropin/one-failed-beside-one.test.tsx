// One working option (the card) beside one that fails to set up (issue 38): as the original, whose list of
// options counted a failed one (supportedPaymentOptions), the shopper starts on the options list with the
// card's tile and the failed one's, disabled with the developer message; the card's sheet has "Choose another
// way to pay". For each kind of failure: bad merchant options (SEPA, ACH), the simulator's `failures.<id>`
// (a local payment method, PayPal).
import { freshContainer, pageStyles, settle } from '../dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createDropin } from '../../../src/dropin/create-dropin.js';
import { registry } from '../../../src/flows/registry.js';
import { createGateway } from '../../../src/gateway/create-gateway.js';
import { encodeScenario } from '../../../src/gateway/simulator/scenario.js';
import { mountShell } from '../../../src/ui/mount.js';
import { captureConsoleError } from '../support/console.js';
import { importLocaleSource } from '../support/import-locale.js';

const DEVELOPER_MESSAGE = 'Developer Error: Something went wrong. Check the console for details.';
const LOCAL_PAYMENT = {
  methods: ['ideal'], amount: '10.00', currencyCode: 'EUR', givenName: 'Jan', surname: 'Jansen',
  fallback: { url: 'https://shop.example/return', buttonText: 'Back' },
};

const CASES: Array<[string, string, Record<string, unknown>, string]> = [
  ['SEPA with a mandate type it does not know', 'sepa', { sepa: { customerId: 'c', merchantAccountId: 'eur', mandateType: 'MONTHLY' } }, 'simulator_guest'],
  ['ACH without the mandate text', 'usBankAccount', { usBankAccount: {} }, 'simulator_guest'],
  ['iDEAL failing to load', 'ideal', { localPayment: LOCAL_PAYMENT }, encodeScenario({ failures: { ideal: 'load' } })],
  ['PayPal failing to load', 'paypal', { paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } }, encodeScenario({ failures: { paypal: 'load' } })],
];

const tile = (container: HTMLElement, id: string) => container.querySelector<HTMLButtonElement>(`.braintree-option__${id}`);
const toggle = (container: HTMLElement) => container.querySelector<HTMLButtonElement>('[data-braintree-id="toggle"]');
const cardSheet = (container: HTMLElement) => container.querySelector('[data-braintree-id="card"].braintree-sheet--active');
const optionsList = (container: HTMLElement) => container.querySelector('[data-braintree-id="choose-a-way-to-pay"]');

for (const [name, id, options, authorization] of CASES) {
  test(`the card and ${name}: the options list with the card's tile and a disabled one; the card's sheet can go back to it`, async () => {
    const container = freshContainer();
    const console = captureConsoleError();
    const dropin = await createDropin({ container, authorization, ...options } as never, {
      registry, createGateway, mount: mountShell, importLocale: importLocaleSource,
    }).finally(console.restore);
    await settle(10);
    assert.ok(console.logged.length >= 1, 'the failure is in the console');
    assert.equal(dropin.getAvailablePaymentOptions(), ['card']);

    assert.ok(optionsList(container), 'the options list is the first view');
    assert.is(cardSheet(container), null, 'not the card\'s sheet');
    const failed = tile(container, id)!;
    assert.ok(failed.classList.contains('braintree-disabled'));
    assert.is(failed.disabled, true);
    assert.is(failed.querySelector('.braintree-option__disabled-message')?.textContent, DEVELOPER_MESSAGE);
    assert.is(tile(container, 'card')!.disabled, false);
    assert.is(toggle(container), null, 'no toggle on the options list');

    tile(container, 'card')!.click();
    await settle(10);
    assert.ok(cardSheet(container), 'the card\'s tile opens its sheet');
    assert.is(toggle(container)?.textContent, 'Choose another way to pay');
    toggle(container)!.click();
    await settle(5);
    assert.ok(optionsList(container), 'the toggle goes back to the options list');
    assert.ok(tile(container, id)!.disabled, 'the failed tile is still there, disabled');

    await dropin.teardown();
    assert.is(container.innerHTML, '');
    assert.is(pageStyles(), 0);
  });
}

test('a customer with saved methods, the card and a failed PayPal: the toggle shows both tiles below the methods', async () => {
  const container = freshContainer();
  const console = captureConsoleError();
  const dropin = await createDropin({ container, authorization: encodeScenario({ customer: true, failures: { paypal: 'load' } }), paypal: { flow: 'vault' } } as never, {
    registry, createGateway, mount: mountShell, importLocale: importLocaleSource,
  }).finally(console.restore);
  await settle(10);
  assert.is(dropin.model.view.value, 'methods');
  toggle(container)!.click();
  await settle(10);
  assert.ok(container.querySelector('[data-braintree-id="other-ways-to-pay"]'), 'the other ways to pay, below the methods');
  assert.is(cardSheet(container), null, 'not the card\'s sheet');
  assert.ok(tile(container, 'paypal')!.disabled);
  assert.is(tile(container, 'card')!.disabled, false);
  await dropin.teardown();
});

test.run();
