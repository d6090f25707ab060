// ACH (US bank account) on the simulated gateway, the whole widget: the owner's kind, the checks under each
// field, the merchant's mandate text and the agreement without which nothing is sent, a refused account that
// keeps what was typed, bad options, saved accounts named by their bank and deletable.
import { freshContainer, pageStyles, settle } from '../../../../test/unit/dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createDropin } from '../../../dropin/create-dropin.js';
import { registry } from '../../registry.js';
import { createGateway } from '../../../gateway/create-gateway.js';
import { encodeScenario } from '../../../gateway/simulator/scenario.js';
import { mountShell } from '../../../ui/mount.js';
import { captureConsoleError } from '../../../../test/unit/support/console.js';
import { importLocaleSource } from '../../../../test/unit/support/import-locale.js';

const MANDATE = 'By clicking Pay, I authorize Feather shop to debit the bank account above for this order.';

async function start(extra: Record<string, unknown> = {}, authorization = 'simulator_guest') {
  const container = freshContainer();
  const dropin = await createDropin({ container, authorization, card: false, usBankAccount: { mandateText: MANDATE }, ...extra } as never, {
    registry, createGateway, mount: mountShell, importLocale: importLocaleSource,
  });
  await settle(10);
  return { container, dropin };
}

const input = (container: HTMLElement, hook: string) => container.querySelector<HTMLInputElement>(`[data-braintree-id="us-bank-account-${hook}-input"]`)!;
const errorOf = (container: HTMLElement, hook: string) => container.querySelector(`[data-braintree-id="us-bank-account-${hook}-field-group"] [role="alert"]`)!.textContent;
const agreement = (container: HTMLElement) => container.querySelector<HTMLInputElement>('[data-braintree-id="us-bank-account-mandate-input"]')!;

async function type(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  await settle(2);
}
async function click(element: HTMLInputElement) {
  element.click();
  await settle(3);
}
async function fill(container: HTMLElement, account = '1000000000') {
  if (input(container, 'business-name')) await type(input(container, 'business-name'), 'Acme Inc.');
  else {
    await type(input(container, 'first-name'), 'Jane');
    await type(input(container, 'last-name'), 'Doe');
  }
  await type(input(container, 'routing-number'), '021000021');
  await type(input(container, 'account-number'), account);
  await type(input(container, 'street-address'), '1 Main St');
  await type(input(container, 'locality'), 'New York');
  await type(input(container, 'region'), 'ny');
  await type(input(container, 'postal-code'), '10001');
}

test('the sheet: the owner\'s kind, labelled fields, the merchant\'s mandate text and its unchecked agreement', async () => {
  const { container, dropin } = await start();
  const sheet = container.querySelector<HTMLElement>('[data-braintree-id="usBankAccount"].braintree-sheet--active')!;
  assert.ok(sheet, 'the only option opens its sheet');
  assert.match(sheet.textContent!, 'Routing number');
  assert.match(sheet.textContent!, MANDATE);
  assert.is(agreement(container).checked, false);
  const personal = sheet.querySelector<HTMLInputElement>('[data-braintree-id="us-bank-account-ownership-type"] input[value="personal"]')!;
  assert.is(personal.checked, true, 'personal by default');
  assert.ok(input(container, 'first-name') && input(container, 'last-name'));
  await click(sheet.querySelector<HTMLInputElement>('[data-braintree-id="us-bank-account-ownership-type"] input[value="business"]')!);
  assert.ok(input(container, 'business-name'), 'a business gives its name');
  assert.is(input(container, 'first-name'), null);
  await dropin.teardown();
  assert.is(pageStyles(), 0);
});

test('requestable only once every field is right and the shopper agreed', async () => {
  const { container, dropin } = await start();
  await fill(container);
  assert.is(dropin.isPaymentMethodRequestable(), false, 'not before agreeing');
  await click(agreement(container));
  assert.is(dropin.isPaymentMethodRequestable(), true);
  await type(input(container, 'routing-number'), '021000022');
  assert.is(dropin.isPaymentMethodRequestable(), false, 'a routing number failing the checksum');
  await dropin.teardown();
});

test('a request without the agreement sends nothing: its message, focus on the box; wrong fields get theirs', async () => {
  const { container, dropin } = await start();
  await fill(container);
  const error = await dropin.requestPaymentMethod().catch((e) => e);
  assert.is(error.message, 'No payment method is available.');
  assert.match(container.querySelector('[data-braintree-id="us-bank-account-mandate"]')!.textContent!, 'Agree to the authorization to pay from this account.');
  assert.is(document.activeElement, agreement(container));
  await type(input(container, 'routing-number'), '021000022');
  await type(input(container, 'postal-code'), '100');
  await dropin.requestPaymentMethod().catch(() => {});
  assert.is(errorOf(container, 'routing-number'), 'This routing number is not valid.');
  assert.is(errorOf(container, 'postal-code'), 'Enter a 5-digit ZIP code.');
  assert.is(document.activeElement, input(container, 'routing-number'), 'the first field to fix has focus');
  await dropin.teardown();
});

test('agreed and paid: a UsBankAccount with the last four, the account type and the owner', async () => {
  const { container, dropin } = await start();
  await fill(container, '1000123456');
  await click(agreement(container));
  const result = await dropin.requestPaymentMethod();
  assert.is(result.type, 'UsBankAccount');
  assert.match(result.nonce, /^sim_usbankaccount_3456_/);
  assert.equal(result.details, { last4: '3456', accountType: 'checking', ownershipType: 'personal', accountHolderName: 'Jane Doe' });
  await dropin.teardown();
});

test('a business savings account', async () => {
  const { container, dropin } = await start();
  await click(container.querySelector<HTMLInputElement>('[data-braintree-id="us-bank-account-ownership-type"] input[value="business"]')!);
  await fill(container);
  await click(container.querySelector<HTMLInputElement>('[data-braintree-id="us-bank-account-account-type"] input[value="savings"]')!);
  await click(agreement(container));
  const result = await dropin.requestPaymentMethod();
  assert.equal(result.details, { last4: '0000', accountType: 'savings', ownershipType: 'business', accountHolderName: 'Acme Inc.' });
  await dropin.teardown();
});

test('an account the gateway refuses: its message, everything typed and the agreement kept', async () => {
  const { container, dropin } = await start();
  await fill(container, '1000000002');
  await click(agreement(container));
  const error = await dropin.requestPaymentMethod().catch((e) => e);
  assert.is(error.message, 'No payment method is available.');
  assert.match(container.textContent!, 'This bank account could not be used.');
  assert.is(input(container, 'account-number').value, '1000000002');
  assert.is(input(container, 'routing-number').value, '021000021');
  assert.is(agreement(container).checked, true);
  await dropin.teardown();
});

test('without the merchant\'s mandate text the option fails with a clear message', async () => {
  const console = captureConsoleError();
  const { container, dropin } = await start({ card: true, venmo: true, usBankAccount: {} });
  console.restore();
  assert.ok(console.logged.some((e) => (e as Error)?.message === 'options.usBankAccount.mandateText must be the authorization text the shopper agrees to.'));
  assert.ok(container.querySelector('.braintree-option__usBankAccount.braintree-disabled'));
  assert.equal(dropin.getAvailablePaymentOptions(), ['card', 'venmo']);
  await dropin.teardown();
});

test('a customer\'s saved account is named by its bank, ending in its last four, and can be deleted', async () => {
  const saved = { nonce: 'sim_vaulted_ach', type: 'UsBankAccount', default: true, details: { last4: '6789', bankName: 'Emulated Bank', accountType: 'checking' } };
  const { container, dropin } = await start({ vaultManager: true }, encodeScenario({ customer: true, paymentMethods: [saved] }));
  const entry = container.querySelector('[data-braintree-id="methods"] .braintree-method')!;
  assert.match(entry.textContent!, 'Emulated Bank');
  assert.match(entry.textContent!, 'Ending in 6789');
  container.querySelector<HTMLButtonElement>('[data-braintree-id="methods-edit"]')!.click();
  await settle(5);
  container.querySelector<HTMLElement>('[data-braintree-id="methods"] .braintree-method')!.click();
  await settle(5);
  container.querySelector<HTMLButtonElement>('[data-braintree-id="delete-confirmation__yes"]')!.click();
  await settle(20);
  assert.is(container.querySelector('[data-braintree-id="methods"] .braintree-method'), null, 'deleted');
  await dropin.teardown();
});

test.run();
