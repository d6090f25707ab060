import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { settle } from '../../../../test/unit/dom.js';
import { startCard } from './support/harness.js';
import { cardSuite } from './support/suite.js';

cardSuite('simulated').run();

const inputOf = (card: Awaited<ReturnType<typeof startCard>>, name: string) => card.group(name)!.querySelector('input')!;

test('simulated fields are real inputs a shopper can fill with a keyboard or autofill', async () => {
  const card = await startCard('simulated', { challenges: ['cvv', 'postal_code'], flowOptions: { cardholderName: true } });
  const expected: Record<string, [string, string | null]> = {
    cardholderName: ['cc-name', null], number: ['cc-number', 'numeric'], expirationDate: ['cc-exp', 'numeric'],
    cvv: ['cc-csc', 'numeric'], postalCode: ['postal-code', null],
  };
  for (const [name, [autocomplete, inputMode]] of Object.entries(expected)) {
    const input = inputOf(card, name);
    assert.is(input.getAttribute('autocomplete'), autocomplete, name);
    assert.is(input.getAttribute('inputmode'), inputMode, name);
    const label = card.group(name)!.querySelector('label')!;
    assert.is(label.htmlFor, input.id, `${name} is labelled`);
    const error = card.group(name)!.querySelector('[role="alert"]')!;
    assert.is(input.getAttribute('aria-describedby'), error.id, `${name} error is linked`);
  }
  assert.is(inputOf(card, 'cardholderName').maxLength, 255);
  await card.teardown();
});

test('two card sheets on a page get distinct ids', async () => {
  const first = await startCard('simulated');
  const id = inputOf(first, 'number').id;
  await first.teardown();
  const second = await startCard('simulated');
  assert.is.not(inputOf(second, 'number').id, id);
  await second.teardown();
});

test('the number is grouped by the detected type, the date as MM / YY, the CVV cut to the type', async () => {
  const card = await startCard('simulated');
  card.driver.type('number', '4111111111111111');
  assert.is(card.driver.value('number'), '4111 1111 1111 1111');
  card.driver.type('number', '378282246310005');
  assert.is(card.driver.value('number'), '3782 822463 10005');
  card.driver.type('number', '3782 8224 6310 0059 999');
  assert.is(card.driver.value('number'), '3782 822463 10005', 'cut at the longest American Express length');
  card.driver.type('expirationDate', '1230');
  assert.is(card.driver.value('expirationDate'), '12 / 30');
  card.driver.type('expirationDate', '4');
  assert.is(card.driver.value('expirationDate'), '04');
  card.driver.type('cvv', '12345');
  assert.is(card.driver.value('cvv'), '1234');
  card.driver.type('number', '4111');
  card.driver.type('cvv', '1234');
  assert.is(card.driver.value('cvv'), '123');
  await card.teardown();
});

test('editing inside the number keeps the caret after the typed digit', async () => {
  const card = await startCard('simulated');
  const input = inputOf(card, 'number');
  input.focus();
  card.driver.type('number', '411111111111');
  assert.is(input.value, '4111 1111 1111');
  input.value = '4111 91111 1111';
  input.setSelectionRange(6, 6);
  input.dispatchEvent(new InputEvent('input', { bubbles: true }));
  assert.is(input.value, '4111 9111 1111 1');
  assert.is(input.selectionStart, 6);
  await card.teardown();
});

test('a CVV typed for American Express becomes invalid when the number turns into a Visa', async () => {
  const card = await startCard('simulated');
  card.driver.type('number', '378282246310005');
  card.driver.type('cvv', '1234');
  assert.is(card.ctx.model.sheetRequestable.value.card ?? false, false);
  const before = card.events('card:validityChange').filter((e) => e.emittedBy === 'cvv').length;
  card.driver.type('number', '4111111111111111');
  const cvvChanges = card.events('card:validityChange').filter((e) => e.emittedBy === 'cvv');
  assert.is(cvvChanges.length, before + 1);
  assert.is(cvvChanges.at(-1).fields.cvv.isValid, false);
  await card.teardown();
});

test('the containers carry hosted-fields classes', async () => {
  const card = await startCard('simulated');
  const container = card.group('number')!.querySelector('.braintree-form__hosted-field')!;
  card.driver.focus('number');
  assert.ok(container.classList.contains('braintree-hosted-fields-focused'));
  card.driver.type('number', '4111111111111111');
  assert.ok(container.classList.contains('braintree-hosted-fields-valid'));
  card.driver.type('number', '5555555555554445');
  assert.ok(container.classList.contains('braintree-hosted-fields-invalid'));
  await card.teardown();
});

test('Enter in a field does not submit a surrounding form', async () => {
  const card = await startCard('simulated');
  const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
  inputOf(card, 'number').dispatchEvent(event);
  assert.is(event.defaultPrevented, true);
  assert.is(card.events('card:inputSubmitRequest').length, 1);
  await card.teardown();
});

// the simulator test cards (docs/simulator.md), through the simulated gateway.
async function tokenizeWith(number: string, options: { cvv?: string; customer?: boolean; failOnDuplicatePaymentMethod?: boolean; failures?: Record<string, string> } = {}) {
  const scenario = { failures: options.failures as never, failOnDuplicatePaymentMethod: options.failOnDuplicatePaymentMethod };
  const card = await startCard('simulated', { customer: options.customer, scenario });
  await card.fillValid(number);
  if (options.cvv) card.driver.type('cvv', options.cvv);
  await settle();
  const outcome = await card.instance.tokenize!({}).then((method) => ({ method, error: undefined as any }), (error) => ({ method: undefined, error }));
  return { card, ...outcome };
}

test('4111 1111 1111 1111 tokenizes like braintree-web', async () => {
  const { card, method } = await tokenizeWith('4111111111111111');
  assert.match(method!.nonce, /^tokencc_sim_/);
  assert.is(method!.type, 'CreditCard');
  assert.is(method!.description, 'ending in 11');
  assert.equal(method!.details, { bin: '411111', cardType: 'Visa', lastFour: '1111', lastTwo: '11', expirationMonth: '12', expirationYear: '2030' });
  assert.is(method!.binData!.prepaid, 'Unknown');
  await card.teardown();
});

test('other valid test numbers of supported brands succeed', async () => {
  for (const [number, cardType] of [['5555555555554444', 'MasterCard'], ['378282246310005', 'American Express'], ['6011111111111117', 'Discover']]) {
    const { card, method } = await tokenizeWith(number);
    assert.is(method!.details.cardType, cardType);
    await card.teardown();
  }
});

test('4000 1111 1111 1115 is declined', async () => {
  const { card, error } = await tokenizeWith('4000111111111115');
  assert.is(error.code, 'HOSTED_FIELDS_FAILED_TOKENIZATION');
  assert.is(error.name, 'BraintreeError');
  assert.is(card.driver.value('number'), '4000 1111 1111 1115', 'the input is kept');
  await card.teardown();
});

test('CVV 200 fails CVV verification', async () => {
  const { card, error } = await tokenizeWith('4111111111111111', { cvv: '200' });
  assert.is(error.code, 'HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED');
  await card.teardown();
});

test('failures.tokenize "network" is a tokenization network error', async () => {
  const { card, error } = await tokenizeWith('4111111111111111', { failures: { tokenize: 'network' } });
  assert.is(error.code, 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR');
  assert.is(error.type, 'NETWORK');
  await card.teardown();
});

test('with failOnDuplicatePaymentMethod, a card the customer already saved is a duplicate when vaulting', async () => {
  const { card, error } = await tokenizeWith('4111111111111111', { customer: true, failOnDuplicatePaymentMethod: true });
  assert.is(error.code, 'HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE');
  await card.teardown();
  const guest = await tokenizeWith('4111111111111111', { failOnDuplicatePaymentMethod: true });
  assert.ok(guest.method, 'without vaulting it is no duplicate');
  await guest.card.teardown();
});

test('without failOnDuplicatePaymentMethod (the default), a card the customer already saved is vaulted again', async () => {
  const { card, method, error } = await tokenizeWith('4111111111111111', { customer: true });
  assert.is(error, undefined);
  assert.is(method!.vaulted, true);
  const saved = await card.gateway.fetchSavedMethods(true);
  assert.is(saved.filter((m) => m.details.lastFour === '1111' && m.details.cardType === 'Visa').length, 2, 'the saved Visa and the new one');
  await card.teardown();
});

test('a vaulted card joins the customer saved list for the page life', async () => {
  const { card, method } = await tokenizeWith('6011111111111117', { customer: true, failOnDuplicatePaymentMethod: true });
  assert.is(method!.vaulted, true);
  const saved = await card.gateway.fetchSavedMethods(true);
  assert.ok(saved.some((m) => m.details.lastFour === '1117' && m.details.cardType === 'Discover'));
  await card.teardown();
  const again = await tokenizeWith('6011111111111117', { customer: true, failOnDuplicatePaymentMethod: true });
  assert.is(again.error.code, 'HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE');
  await again.card.teardown();
});

test.run();
