import { freshContainer, settle } from '../../../../test/unit/dom.js';
import { test } from 'uvu';
import type { VaultAdapter } from '../port.js';
import * as assert from 'uvu/assert';
import { createDropin } from '../../../dropin/create-dropin.js';
import { createTranslate } from '../../../i18n/translate.js';
import { vaultManagerStrings } from '../strings.js';
import { en_US } from '../../../i18n/en_US.js';
import { createGateway } from '../../../gateway/create-gateway.js';
import { encodeScenario, customerMethods } from '../../../gateway/simulator/scenario.js';
import { resetSimulatedVaults } from '../../../gateway/simulator/simulated-gateway.js';
import { simulatedGateway } from '../../../../test/unit/support/gateways.js';
import { mountShell } from '../../../ui/mount.js';
import { deleteMessage } from '../DeleteConfirmation.js';
import { captureConsoleError } from '../../../../test/unit/support/console.js';
import { fakeFlows } from '../../../../test/unit/support/fake-flows.js';
import { importLocaleSource } from '../../../../test/unit/support/import-locale.js';
import { installClock } from '../../../../test/unit/support/clock.js';

const $ = (selector: string) => document.querySelector<HTMLElement>(selector);
const $$ = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];
const quiet = async <T,>(fn: () => Promise<T>) => {
  const { restore } = captureConsoleError();
  try { return await fn(); } finally { restore(); }
};

async function start(options: Record<string, unknown> = {}) {
  resetSimulatedVaults();
  const container = freshContainer();
  const { registry } = fakeFlows();
  const dropin = await createDropin({ container, authorization: 'simulator_customer', vaultManager: true, ...options } as never, { registry, createGateway, mount: mountShell, importLocale: importLocaleSource });
  const events: string[] = [];
  dropin.on('noPaymentMethodRequestable', () => events.push('no'));
  dropin.on('paymentMethodRequestable', () => events.push('yes'));
  await settle();
  return { dropin, events };
}

const methodButton = (text: string) => $$('.braintree-method').find((b) => b.textContent!.includes(text))!;

/** Edit mode, then the saved method whose text has `text` chosen for deletion. */
async function chooseForDeletion(text: string) {
  $('[data-braintree-id="methods-edit"]')!.click();
  await settle();
  methodButton(text).click();
  await settle();
}

test('the Edit button shows for a customer with vaultManager only', async () => {
  let { dropin } = await start();
  assert.is($('[data-braintree-id="methods-edit"]')!.textContent, 'Edit');
  await dropin.teardown();
  ({ dropin } = await start({ vaultManager: false }));
  assert.is($('[data-braintree-id="methods-edit"]'), null);
  await dropin.teardown();
  ({ dropin } = await start({ authorization: encodeScenario({ customer: true, authorizationType: 'tokenizationKey' }) }));
  assert.is($('[data-braintree-id="methods-edit"]'), null);
  await dropin.teardown();
});

test('edit mode: heading, Cancel, no toggle, no check marks, not requestable', async () => {
  const { dropin, events } = await start();
  $('[data-braintree-id="methods-edit"]')!.click();
  await settle();
  assert.is($('[data-braintree-id="methods-label"]')!.textContent, 'Edit payment methods');
  assert.is($('[data-braintree-id="methods-edit"]')!.textContent, 'Cancel');
  assert.is($('[data-braintree-id="toggle"]'), null);
  assert.ok($('.braintree-methods--edit'));
  assert.is($('.braintree-method--active'), null);
  assert.equal(events, ['no']);
  assert.is(dropin.isPaymentMethodRequestable(), false);
  const error: any = await dropin.requestPaymentMethod().catch((e) => e);
  assert.is(error.message, 'No payment method is available.');
  $('[data-braintree-id="methods-edit"]')!.click();
  await settle();
  assert.equal(events, ['no', 'yes']);
  assert.is(dropin.isPaymentMethodRequestable(), true);
  assert.ok($('[data-braintree-id="toggle"]'));
  await dropin.teardown();
});

test('a method with a subscription cannot be chosen for deletion and says why', async () => {
  const { dropin } = await start();
  $('[data-braintree-id="methods-edit"]')!.click();
  await settle();
  const amex = methodButton('0005') as HTMLButtonElement;
  assert.is(amex.disabled, true);
  const note = document.getElementById(amex.getAttribute('aria-describedby')!)!;
  assert.is(note.textContent, 'This payment method has a subscription and cannot be deleted.');
  amex.click();
  await settle();
  assert.is(dropin.model.view.value, 'methods');
  await dropin.teardown();
});

test('choosing a method asks per type, focuses Cancel (the safe button), and No or Escape keep everything, focus back on the method', async () => {
  const { dropin } = await start();
  await chooseForDeletion('4444');
  assert.is(dropin.model.view.value, 'delete-confirmation');
  assert.is($('[data-braintree-id="delete-confirmation__message"]')!.textContent, 'Delete Mastercard card ending in 4444?');
  // Issue 16: Enter twice must never delete a card.
  assert.is(document.activeElement, $('[data-braintree-id="delete-confirmation__no"]'));
  $('[data-braintree-id="delete-confirmation__no"]')!.click();
  await settle();
  assert.is(dropin.model.view.value, 'methods');
  assert.is(dropin.model.editing.value, true);
  methodButton('4444').click();
  await settle();
  $('[data-braintree-id="delete-confirmation"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await settle();
  assert.is(dropin.model.view.value, 'methods');
  assert.is(document.activeElement, methodButton('4444'), 'focus returns to the method it asked about');
  assert.is(dropin.model.methods.value.length, 3);
  assert.ok(dropin.model.editing.value);
  await dropin.teardown();
});

test('Yes deletes with the loader shown, refreshes the list, shows the default view, hides the loader 500 ms later', async () => {
  const { dropin } = await start();
  await chooseForDeletion('4444');
  const clock = installClock();
  try {
    const done = ($('[data-braintree-id="delete-confirmation__yes"]')!.click(), settle(3));
    assert.is(dropin.model.loading.value, true);
    await done;
    await settle();
    assert.equal(dropin.model.methods.value.map((m) => m.details.lastFour), ['1111', '0005']);
    assert.is(dropin.model.editing.value, false);
    assert.is(dropin.model.view.value, 'methods');
    assert.is(dropin.model.selected.value!.details.lastFour, '1111');
    assert.ok(dropin.model.loading.value);
    assert.ok($('[data-braintree-id="loading-container"]:not([hidden])'));
    clock.tick(499);
    assert.ok(dropin.model.loading.value, 'still loading 499 ms later');
    clock.tick(1);
    assert.is(dropin.model.loading.value, false);
  } finally {
    clock.restore();
  }
  await settle();
  assert.ok($('[data-braintree-id="loading-container"][hidden]'), 'the loader is hidden');
  // The simulator remembers the deletion for the page's life.
  const gateway = await simulatedGateway('simulator_customer');
  assert.not.ok((await gateway.fetchSavedMethods(true)).some((m) => m.details.lastFour === '4444'));
  await dropin.teardown();
});

for (const kind of ['network', 'notFound']) {
  test(`a ${kind} deletion failure re-enters edit mode with the deletion error`, async () => {
    const { dropin } = await start({ authorization: encodeScenario({ customer: true, failures: { delete: kind as never } }) });
    await chooseForDeletion('4444');
    await quiet(async () => {
      $('[data-braintree-id="delete-confirmation__yes"]')!.click();
      await settle(8);
    });
    assert.is(dropin.model.editing.value, true);
    assert.is(dropin.model.view.value, 'methods');
    assert.is(dropin.model.methods.value.length, 3);
    assert.is($('[data-braintree-id="sheet-error-text"]')!.textContent, 'Unable to delete payment method, please try again.');
    $('[data-braintree-id="methods-edit"]')!.click();
    await settle();
    assert.is($('[data-braintree-id="sheet-error-text"]'), null);
    await dropin.teardown();
  });
}

test('deleting the selected method clears the selection; deleting the last returns to the initial view', async () => {
  const visa = customerMethods()[1];
  const { dropin } = await start({ authorization: encodeScenario({ customer: true, paymentMethods: [visa] }) });
  assert.is(dropin.model.selected.value!.nonce, visa.nonce);
  await chooseForDeletion('1111');
  $('[data-braintree-id="delete-confirmation__yes"]')!.click();
  await settle(8);
  assert.is(dropin.model.selected.value, null);
  assert.equal(dropin.model.methods.value, []);
  assert.is(dropin.model.view.value, 'card');
  assert.is(dropin.model.editing.value, false);
  await dropin.teardown();
});

test('deletion steps are reported to analytics, never with nonces', async () => {
  resetSimulatedVaults();
  const container = freshContainer();
  const { registry } = fakeFlows();
  let gateway: any;
  const dropin = await createDropin({ container, authorization: 'simulator_customer', vaultManager: true } as never, {
    registry, mount: mountShell, importLocale: importLocaleSource, createGateway: async (a, o) => (gateway = await createGateway(a, o)),
  });
  await settle();
  await chooseForDeletion('4444');
  $('[data-braintree-id="delete-confirmation__no"]')!.click();
  await settle();
  methodButton('4444').click();
  await settle();
  $('[data-braintree-id="delete-confirmation__yes"]')!.click();
  await settle(8);
  assert.equal(gateway.analyticsLog, [
    'web.dropin.started.client-token', 'web.dropin.vaulted-card.preselect', 'web.dropin.appeared', 'web.dropin.vaulted-card.appear', 'web.dropin.manager.edit.start', 'web.dropin.manager.delete.cancel', 'web.dropin.manager.delete.confirmation',
    'web.dropin.manager.delete.started', 'web.dropin.manager.delete.succeeded',
  ]);
  assert.not.ok(gateway.analyticsLog.some((e: string) => e.includes('sim_vaulted')));
  await dropin.teardown();
});

test('delete messages per type', () => {
  const t = createTranslate({ ...en_US, ...vaultManagerStrings });
  const [mastercard, , paypal, , venmo] = customerMethods();
  assert.is(deleteMessage(mastercard, t), 'Delete Mastercard card ending in 4444?');
  assert.is(deleteMessage(paypal, t), 'Delete PayPal account shopper@example.com?');
  assert.is(deleteMessage(venmo, t), 'Are you sure you want to delete Venmo account with username @venmojoe?');
  assert.is(deleteMessage({ nonce: 'x', type: 'ApplePayCard', details: {} }, t), 'Are you sure you want to delete this payment method?');
});

test('a tokenization key cannot delete; unknown nonces are not found (simulator errors as braintree-web)', async () => {
  resetSimulatedVaults();
  const key = await simulatedGateway(encodeScenario({ customer: true, authorizationType: 'tokenizationKey' }));
  const a: any = await (await key.load<VaultAdapter>('vaultManager')).deletePaymentMethod('sim_vaulted_visa_1111').catch((e: unknown) => e);
  assert.is(a.code, 'VAULT_MANAGER_DELETE_PAYMENT_METHOD_NONCE_REQUIRES_CLIENT_TOKEN');
  const customer = await simulatedGateway('simulator_customer');
  const b: any = await (await customer.load<VaultAdapter>('vaultManager')).deletePaymentMethod('nope').catch((e: unknown) => e);
  assert.is(b.code, 'VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND');
});

test.run();
