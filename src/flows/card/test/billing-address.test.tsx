// card.billingAddress (issue 17): the fields a shopper fills under the card, through the public `create`
// on the simulated gateway; the address is tokenized with the card and handed to 3D Secure.
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freshContainer, settle } from '../../../../test/unit/dom.js';
import { create, type Dropin } from '../../../index.js';
import { createDropin } from '../../../dropin/create-dropin.js';
import { registry } from '../../registry.js';
import { createGateway } from '../../../gateway/create-gateway.js';
import { encodeScenario } from '../../../gateway/simulator/scenario.js';
import { mountShell } from '../../../ui/mount.js';
import { importLocaleSource } from '../../../../test/unit/support/import-locale.js';
import { resetSimulatedVaults } from '../../../gateway/simulator/simulated-gateway.js';
import { verifyCardOptions } from '../../threeDSecure/verify-options.js';

const ALL = ['streetAddress', 'extendedAddress', 'locality', 'region', 'postalCode', 'countryCodeAlpha2'];
const guest = encodeScenario({ challenges: ['cvv'] });
let dropin: Dropin | undefined;
let container: HTMLElement;

test.before.each(() => resetSimulatedVaults());
test.after.each(async () => {
  await dropin?.teardown();
  dropin = undefined;
});

/** The widget as `create` builds it, with the locales read from the source. */
async function open(card: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  container = freshContainer();
  dropin = await createDropin({ authorization: guest, container, card, ...extra } as never, {
    registry, createGateway, mount: mountShell, importLocale: importLocaleSource,
  }) as unknown as Dropin;
  await settle(10);
}

const group = (hook: string) => container.querySelector<HTMLElement>(`[data-braintree-id="billing-${hook}-field-group"]`)!;
const control = (hook: string) => group(hook).querySelector<HTMLInputElement & HTMLSelectElement>('input, select')!;
const errorOf = (hook: string) => container.querySelector(`[data-braintree-id="billing-${hook}-field-error"]`)!.textContent;

function type(hook: string, value: string) {
  const element = control(hook);
  element.value = value;
  element.dispatchEvent(new Event(element.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
}

async function typeCard(number = '4111111111111111') {
  for (const [hook, text] of [['number', number], ['expiration-date', '12/30'], ['cvv', '123']]) {
    const input = container.querySelector<HTMLInputElement>(`[data-braintree-id="${hook}-field-group"] input`)!;
    input.value = text;
    input.dispatchEvent(new InputEvent('input', { bubbles: true }));
  }
  await settle();
}

test('labelled, autofill-tagged fields in a group named "Billing Address"; the country first; required ones marked', async () => {
  await open({ billingAddress: { fields: ALL, required: ['streetAddress', 'locality', 'postalCode', 'countryCodeAlpha2'] } });
  const fieldset = container.querySelector('fieldset[data-braintree-id="billing-address"]')!;
  assert.is(fieldset.querySelector('legend')!.textContent, 'Billing Address');
  const groups = [...fieldset.querySelectorAll('[data-braintree-id$="-field-group"]')].map((g) => g.getAttribute('data-braintree-id'));
  assert.equal(groups, ['billing-country', 'billing-street-address', 'billing-extended-address', 'billing-locality', 'billing-region', 'billing-postal-code'].map((h) => `${h}-field-group`));
  for (const hook of ['country', 'street-address', 'extended-address', 'locality', 'region', 'postal-code']) {
    const label = group(hook).querySelector('label')!;
    assert.is(label.getAttribute('for'), control(hook).id, `${hook} is labelled`);
  }
  assert.equal(
    ['country', 'street-address', 'extended-address', 'locality', 'region', 'postal-code'].map((h) => control(h).getAttribute('autocomplete')),
    ['billing country', 'billing address-line1', 'billing address-line2', 'billing address-level2', 'billing address-level1', 'billing postal-code'],
  );
  assert.is(control('street-address').getAttribute('aria-required'), 'true');
  assert.is(control('extended-address').getAttribute('aria-required'), null);
  assert.match(group('extended-address').querySelector('label')!.textContent!, '(optional)');
  assert.is(control('country').tagName, 'SELECT');
  assert.ok(control('country').options.length > 240, 'every country');
});

test('the country list is in the widget language, preselected from the locale; the region follows the country', async () => {
  await open({ billingAddress: { fields: ['countryCodeAlpha2', 'region'] } }, { locale: 'de_DE' });
  assert.is(control('country').value, 'DE');
  assert.is(control('country').selectedOptions[0].textContent, 'Deutschland');
  assert.is(control('region').tagName, 'INPUT');
  type('country', 'US');
  await settle();
  assert.is(control('region').tagName, 'SELECT', 'US states are a list');
  assert.match(group('region').querySelector('label')!.textContent!, 'Bundesstaat');
  type('region', 'CA');
  type('country', 'CA');
  await settle();
  assert.match(group('region').querySelector('label')!.textContent!, 'Provinz');
  assert.is(control('region').value, '', 'a US state means nothing in Canada');
  assert.ok([...control('region').options].some((o) => o.value === 'QC'));
});

test('no locale: no country preselected (the shopper picks, or autofill does)', async () => {
  await open({ billingAddress: { fields: ['countryCodeAlpha2'] } });
  assert.is(control('country').value, '');
});

test('required fields left empty: the request is refused, each says what is missing, the card and the rest are kept', async () => {
  await open({ billingAddress: { fields: ALL, required: ['streetAddress', 'locality', 'countryCodeAlpha2'] } });
  const requestable: unknown[] = [];
  dropin!.on('paymentMethodRequestable', (payload) => requestable.push(payload));
  await typeCard();
  type('locality', 'Chicago');
  await settle();
  assert.equal(requestable, [], 'not requestable while the address misses required fields');
  const refused = await dropin!.requestPaymentMethod().catch((error) => error);
  await settle();
  assert.is(refused.message, 'No payment method is available.');
  assert.is(errorOf('street-address'), 'Please fill out a street address.');
  assert.is(errorOf('country'), 'Please select a country.');
  assert.is(errorOf('locality'), '');
  assert.is(container.querySelector('[data-braintree-id="billing-street-address-field-error"]')!.getAttribute('role'), 'alert');
  assert.is(control('street-address').getAttribute('aria-invalid'), 'true');
  assert.is(document.activeElement, control('country'), 'the shopper lands on the first field to fix');
  assert.is(control('locality').value, 'Chicago');
  assert.is(container.querySelector<HTMLInputElement>('[data-braintree-id="number-field-group"] input')!.value, '4111 1111 1111 1111');
  type('country', 'US');
  type('street-address', '1 Main St');
  await settle();
  assert.is(errorOf('street-address'), '', 'the message goes as the shopper types');
  assert.equal(requestable, [{ type: 'CreditCard', paymentMethodIsSelected: false }]);
});

test('a required field left on blur says so; an optional one does not', async () => {
  await open({ billingAddress: { fields: ['streetAddress', 'extendedAddress'], required: ['streetAddress'] } });
  control('street-address').focus();
  control('extended-address').focus();
  control('extended-address').blur();
  await settle();
  assert.is(errorOf('street-address'), 'Please fill out a street address.');
  assert.is(errorOf('extended-address'), '');
});

test('the address entered comes back with the card, trimmed, empty fields left out; the form clears after', async () => {
  await open({ billingAddress: { fields: ALL } });
  await typeCard();
  type('country', 'US');
  await settle();
  type('street-address', ' 1 Main St ');
  type('locality', 'Chicago');
  type('region', 'IL');
  type('postal-code', '60606');
  await settle();
  const result = await dropin!.requestPaymentMethod();
  assert.equal(result.billingAddress, { countryCodeAlpha2: 'US', streetAddress: '1 Main St', locality: 'Chicago', region: 'IL', postalCode: '60606' });
  await settle();
  assert.is(control('street-address').value, '');
});

test("with the gateway's postal code field the address has none of its own (that field is tokenized as it)", async () => {
  container = freshContainer();
  dropin = await create({ authorization: encodeScenario({ challenges: ['cvv', 'postal_code'] }), container, card: { billingAddress: { fields: ['streetAddress', 'postalCode'], required: ['postalCode'] } } } as never);
  await settle(10);
  assert.ok(container.querySelector('[data-braintree-id="postal-code-field-group"]'));
  assert.not.ok(container.querySelector('[data-braintree-id="billing-postal-code-field-group"]'));
  assert.ok(group('street-address'));
});

test('bad input: fields not an array is a DropinError at create, nothing rendered; an unknown field name is ignored with a warning', async () => {
  container = freshContainer();
  const error = await create({ authorization: guest, container, card: { billingAddress: { fields: 'streetAddress' } } } as never).catch((e) => e);
  assert.is(error.name, 'DropinError');
  assert.is(error.message, 'options.card.billingAddress.fields must be an array of billing address fields.');
  assert.is(container.innerHTML, '');
  const warn = console.warn;
  const warned: string[] = [];
  console.warn = (message: string) => warned.push(message);
  try {
    await open({ billingAddress: { fields: ['streetAddress', 'county'], required: ['county'] } });
  } finally {
    console.warn = warn;
  }
  assert.ok(group('street-address'));
  assert.is(warned.length, 2);
  assert.match(warned[0], 'county');
});

test('a required region says what it is: a state for the United States, a province for Canada, else a region', async () => {
  await open({ billingAddress: { fields: ['countryCodeAlpha2', 'region'], required: ['region'] } });
  const missing = async (country: string) => {
    type('country', country);
    await settle();
    await dropin!.requestPaymentMethod().catch(() => {});
    await settle();
    return errorOf('region');
  };
  assert.is(await missing('US'), 'Please select a state.');
  assert.is(await missing('CA'), 'Please select a province.');
  assert.is(await missing('FR'), 'Please fill out a state, province or region.');
});

test('3D Secure gets the address: what the shopper typed, with what the merchant passed winning', () => {
  const method = { nonce: 'n', type: 'CreditCard', details: { bin: '411111' }, billingAddress: { streetAddress: '1 Main St', locality: 'Chicago' } };
  const options = verifyCardOptions(method, { amount: '10.00' }, { billingAddress: { givenName: 'Jo', locality: 'Evanston' } }, () => {});
  assert.equal(options.billingAddress, { streetAddress: '1 Main St', locality: 'Evanston', givenName: 'Jo' });
  assert.is(verifyCardOptions({ ...method, billingAddress: undefined }, true, {}, () => {}).billingAddress, undefined);
});

test.run();
