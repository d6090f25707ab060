// SEPA Direct Debit on the simulated gateway, the whole widget: the sheet's fields and messages, the bank's
// mandate page (approve, cancel, fail), what a refusal keeps, the merchant's mandate type, bad options, saved
// accounts listed and named.
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

const SEPA = { customerId: 'customer-7', merchantAccountId: 'eur-account' };

async function start(extra: Record<string, unknown> = {}, authorization = 'simulator_guest') {
  const container = freshContainer();
  const dropin = await createDropin({ container, authorization, card: false, sepa: SEPA, ...extra } as never, {
    registry, createGateway, mount: mountShell, importLocale: importLocaleSource,
  });
  await settle(10);
  return { container, dropin };
}

const sheet = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-braintree-id="sepa"].braintree-sheet--active')!;
const input = (container: HTMLElement, hook: string) => container.querySelector<HTMLInputElement>(`[data-braintree-id="sepa-${hook}-input"]`)!;
const errorOf = (container: HTMLElement, hook: string) => container.querySelector(`[data-braintree-id="sepa-${hook}-field-group"] [role="alert"]`)!.textContent;
const dialog = () => document.querySelector<HTMLElement>('[data-featherdrop-dialog]');

async function type(field: HTMLInputElement, text: string) {
  field.focus();
  field.value = text;
  field.setSelectionRange(text.length, text.length);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  await settle(3);
}
async function leave(field: HTMLInputElement) {
  field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  field.dispatchEvent(new FocusEvent('blur'));
  await settle(3);
}
async function fill(container: HTMLElement, holder = 'Anna Schmidt', iban = 'DE89370400440532013000') {
  await type(input(container, 'account-holder'), holder);
  await type(input(container, 'iban'), iban);
}
async function press(step: 'approve' | 'cancel') {
  dialog()!.querySelector<HTMLButtonElement>(`[data-featherdrop-id="simulator-${step}"]`)!.click();
  await settle(10);
}

test('the only option opens its sheet: labelled fields, the one-off mandate said, nothing requestable yet', async () => {
  const { container, dropin } = await start();
  const form = sheet(container);
  assert.ok(form, 'the SEPA sheet is the first view');
  assert.match(form.textContent!, 'Account holder');
  assert.match(form.textContent!, 'IBAN');
  assert.match(form.textContent!, 'a SEPA Direct Debit mandate for this payment.');
  const iban = input(container, 'iban');
  assert.is(container.querySelector(`label[for="${iban.id}"]`)!.textContent, 'IBAN', 'each input has its label');
  assert.is(iban.getAttribute('aria-required'), 'true');
  assert.is(dropin.isPaymentMethodRequestable(), false);
  await dropin.teardown();
  assert.is(pageStyles(), 0);
});

test('the IBAN is grouped in fours as typed; the sheet is requestable once both fields are right', async () => {
  const { container, dropin } = await start();
  const events: string[] = [];
  dropin.on('paymentMethodRequestable', (event: { type: string }) => events.push(event.type));
  await type(input(container, 'account-holder'), 'Anna Schmidt');
  await type(input(container, 'iban'), 'de8937040044');
  assert.is(input(container, 'iban').value, 'DE89 3704 0044');
  assert.is(dropin.isPaymentMethodRequestable(), false);
  await type(input(container, 'iban'), 'DE89 3704 0044 0532 0130 00');
  assert.is(dropin.isPaymentMethodRequestable(), true);
  assert.equal(events, ['SEPADebitAccount']);
  await dropin.teardown();
});

test('a wrong IBAN gets its message on leaving the field, and on a request, which asks no gateway', async () => {
  const { container, dropin } = await start();
  await type(input(container, 'iban'), 'DE89370400440532013001');
  assert.is(errorOf(container, 'iban'), '', 'no message while typing');
  await leave(input(container, 'iban'));
  assert.is(errorOf(container, 'iban'), 'This IBAN is not valid.');
  assert.is(input(container, 'iban').getAttribute('aria-invalid'), 'true');
  const error = await dropin.requestPaymentMethod().catch((e) => e);
  assert.is(error.message, 'No payment method is available.');
  assert.is(errorOf(container, 'account-holder'), 'Please fill out the account holder\'s name.');
  assert.is(document.activeElement, input(container, 'account-holder'), 'the first field to fix has focus');
  assert.is(dialog(), null, 'the bank was not asked');
  await type(input(container, 'iban'), 'DE89370400440532013000');
  assert.is(errorOf(container, 'iban'), '', 'the message goes as soon as the IBAN is right');
  await dropin.teardown();
});

test('approved on the bank\'s mandate page: a SEPADebitAccount with the last four and the mandate type', async () => {
  const { container, dropin } = await start();
  await fill(container);
  const request = dropin.requestPaymentMethod();
  await settle(10);
  assert.ok(dialog(), 'the bank\'s mandate page');
  assert.match(dialog()!.textContent!, 'SEPA Direct Debit mandate');
  assert.match(dialog()!.textContent!, 'Anna Schmidt');
  assert.match(dialog()!.textContent!, '•••• 3000');
  assert.match(dialog()!.textContent!, 'For this payment only.');
  await press('approve');
  const result = await request;
  assert.is(result.type, 'SEPADebitAccount');
  assert.match(result.nonce, /^sim_sepa_3000_/);
  assert.equal(result.details, { ibanLastFour: '3000', mandateType: 'ONE_OFF', customerId: 'customer-7' });
  assert.is(dialog(), null);
  assert.match(container.querySelector('[data-braintree-id="methods"]')!.textContent!, 'SEPA Direct Debit');
  await dropin.teardown();
});

test('canceling the mandate says so, keeps what was typed, and a second try works', async () => {
  const { container, dropin } = await start();
  await fill(container);
  const request = dropin.requestPaymentMethod().catch((e) => e);
  await settle(10);
  await press('cancel');
  assert.is((await request).message, 'No payment method is available.');
  assert.match(container.textContent!, 'The mandate was not approved, so nothing will be debited.');
  assert.is(input(container, 'iban').value, 'DE89 3704 0044 0532 0130 00');
  assert.is(input(container, 'account-holder').value, 'Anna Schmidt');
  const again = dropin.requestPaymentMethod();
  await settle(10);
  await press('approve');
  assert.is((await again).type, 'SEPADebitAccount');
  await dropin.teardown();
});

test('a bank that fails the approval, and a refused IBAN, show their messages and keep the input', async () => {
  const { container, dropin } = await start({}, encodeScenario({ failures: { sepaMandate: 'load' } }));
  await fill(container);
  const failed = dropin.requestPaymentMethod().catch((e) => e);
  await settle(10);
  await press('approve');
  await failed;
  assert.match(container.textContent!, 'Your bank could not set up the mandate.');
  await type(input(container, 'iban'), 'FR1420041010050500013M02606');
  const refused = await dropin.requestPaymentMethod().catch((e) => e);
  assert.is(refused.message, 'No payment method is available.');
  assert.is(dialog(), null, 'no bank page for a refused mandate');
  assert.match(container.textContent!, 'This account cannot be debited.');
  assert.is(input(container, 'iban').value, 'FR14 2004 1010 0505 0001 3M02 606');
  await dropin.teardown();
});

test('a recurrent mandate is said on the sheet and the bank\'s page', async () => {
  const { container, dropin } = await start({ sepa: { ...SEPA, mandateType: 'RECURRENT' } });
  assert.match(sheet(container).textContent!, 'for this and future payments.');
  await fill(container);
  const request = dropin.requestPaymentMethod();
  await settle(10);
  assert.match(dialog()!.textContent!, 'For this and future payments.');
  await press('approve');
  assert.is((await request).details.mandateType, 'RECURRENT');
  await dropin.teardown();
});

test('torn down while the bank\'s page is open: the page goes too', async () => {
  const { container, dropin } = await start();
  await fill(container);
  const request = dropin.requestPaymentMethod().catch((e) => e);
  await settle(10);
  assert.ok(dialog());
  await dropin.teardown();
  await request;
  assert.is(dialog(), null);
  assert.is(container.innerHTML, '');
});

test('bad merchant options fail the option with a clear message; the other options stay', async () => {
  for (const [sepa, message] of [
    [{ ...SEPA, mandateType: 'MONTHLY' }, "options.sepa.mandateType must be 'ONE_OFF' or 'RECURRENT'."],
    [{ customerId: 'c' }, 'options.sepa.customerId and options.sepa.merchantAccountId must be strings.'],
  ] as const) {
    const console = captureConsoleError();
    const { container, dropin } = await start({ card: true, venmo: true, sepa });
    console.restore();
    assert.ok(console.logged.some((e) => (e as Error)?.message === message), message);
    assert.ok(container.querySelector('.braintree-option__sepa.braintree-disabled'), 'a disabled tile');
    assert.equal(dropin.getAvailablePaymentOptions(), ['card', 'venmo']);
    await dropin.teardown();
  }
});

test('a customer\'s saved SEPA accounts are listed, named and ending in their last four, only with sepa', async () => {
  const saved = { nonce: 'sim_vaulted_sepa', type: 'SEPADebitAccount', default: true, details: { ibanLastFour: '3000', mandateType: 'RECURRENT' } };
  const authorization = encodeScenario({ customer: true, paymentMethods: [saved] });
  const { container, dropin } = await start({}, authorization);
  const entry = container.querySelector('[data-braintree-id="methods"] .braintree-method')!;
  assert.match(entry.textContent!, 'SEPA Direct Debit');
  assert.match(entry.textContent!, 'Ending in 3000');
  assert.is((await dropin.requestPaymentMethod()).nonce, 'sim_vaulted_sepa');
  await dropin.teardown();
  const without = await start({ sepa: undefined, card: true }, authorization);
  assert.is(without.container.querySelector('[data-braintree-id="methods"] .braintree-method'), null, 'not listed without sepa');
  await without.dropin.teardown();
});

test.run();
