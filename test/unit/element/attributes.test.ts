// <featherdrop-drop-in>'s attributes, as create() reads them (src/element/define.ts): each attribute bare, "false",
// a value, and its changes; the widget is a fake create() recording the options it gets.
import { freshContainer, settle, window } from '../dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { defineDropInElement } from '../../../src/element/define.js';

Object.defineProperty(globalThis, 'customElements', { value: window.customElements, configurable: true, writable: true });

const created: Array<Record<string, any>> = [];
let tornDown = 0;
defineDropInElement(async (options) => {
  created.push(options as Record<string, any>);
  return { on() {}, teardown: async () => { tornDown++; } } as any;
}, 'attributes-drop-in');

/** The element with these attributes, put in the page; resolves with the options of the create() it made, if any. */
async function place(attributes: Record<string, string>) {
  const element = document.createElement('attributes-drop-in');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  created.length = 0;
  freshContainer('page').appendChild(element);
  await settle();
  return { element, options: created.at(-1) };
}

const withAuthorization = (attributes: Record<string, string> = {}) => place({ authorization: 'simulator_guest', ...attributes });

test('authorization: read as written; without it no widget is made', async () => {
  assert.is((await withAuthorization()).options!.authorization, 'simulator_guest');
  assert.is((await place({ locale: 'de_DE' })).options, undefined);
  assert.is((await place({ authorization: '' })).options, undefined, 'an empty authorization makes no widget either');
});

test('locale: read as written', async () => {
  assert.is((await withAuthorization({ locale: 'he_IL' })).options!.locale, 'he_IL');
});

test('open-first: the option id as written; absent leaves openFirst out', async () => {
  assert.is((await withAuthorization({ 'open-first': 'card' })).options!.openFirst, 'card');
  assert.not.ok('openFirst' in (await withAuthorization()).options!);
});

test('layout: the layout name as written; absent leaves layout out', async () => {
  assert.is((await withAuthorization({ layout: 'accordion' })).options!.layout, 'accordion');
  assert.not.ok('layout' in (await withAuthorization()).options!);
});

test('payment-option-priority: a list split at commas and spaces, empty items dropped', async () => {
  const cases: Array<[string, string[]]> = [
    ['paypal,card', ['paypal', 'card']],
    ['venmo card', ['venmo', 'card']],
    [' paypal ,  card,venmo ', ['paypal', 'card', 'venmo']],
    ['card', ['card']],
    ['', []],
  ];
  for (const [value, expected] of cases) {
    assert.equal((await withAuthorization({ 'payment-option-priority': value })).options!.paymentOptionPriority, expected, JSON.stringify(value));
  }
});

test('express-checkout: bare or "true" is true, "false" is false, else the wallets it lists; absent leaves it out', async () => {
  const cases: Array<[string, boolean | string[]]> = [
    ['', true],
    ['true', true],
    ['false', false],
    ['paypal', ['paypal']],
    ['applePay, googlePay', ['applePay', 'googlePay']],
    [' venmo  paypal ', ['venmo', 'paypal']],
  ];
  for (const [value, expected] of cases) {
    assert.equal((await withAuthorization({ 'express-checkout': value })).options!.expressCheckout, expected, JSON.stringify(value));
  }
  assert.not.ok('expressCheckout' in (await withAuthorization()).options!);
});

for (const [attribute, option] of [
  ['vault-manager', 'vaultManager'],
  ['preselect-vaulted-payment-method', 'preselectVaultedPaymentMethod'],
  ['show-default-payment-method-first', 'showDefaultPaymentMethodFirst'],
] as const) {
  test(`${attribute}: bare or any value but "false" is true, "false" is false, absent leaves ${option} out`, async () => {
    assert.is((await withAuthorization({ [attribute]: '' })).options![option], true, 'bare');
    assert.is((await withAuthorization({ [attribute]: 'true' })).options![option], true, '"true"');
    assert.is((await withAuthorization({ [attribute]: attribute })).options![option], true, 'its own name, as XHTML writes a bare one');
    assert.is((await withAuthorization({ [attribute]: 'false' })).options![option], false, '"false"');
    assert.not.ok(option in (await withAuthorization()).options!, 'absent');
  });
}

test('attributes win over the same options set as a property; the rest of the property is kept', async () => {
  const element = document.createElement('attributes-drop-in') as any;
  element.setAttribute('authorization', 'simulator_guest');
  element.setAttribute('vault-manager', 'false');
  element.options = { vaultManager: true, locale: 'fr_FR', paypal: { flow: 'vault' } };
  created.length = 0;
  freshContainer('page').appendChild(element);
  await settle();
  assert.equal(created[0].vaultManager, false);
  assert.is(created[0].locale, 'fr_FR');
  assert.equal(created[0].paypal, { flow: 'vault' });
});

test('changing an attribute tears the widget down and makes it again with the new value', async () => {
  const { element } = await withAuthorization({ 'vault-manager': '' });
  const before = tornDown;
  element.setAttribute('vault-manager', 'false');
  await settle();
  assert.is(tornDown, before + 1);
  assert.is(created.length, 2);
  assert.is(created[1].vaultManager, false);
  element.removeAttribute('vault-manager');
  await settle();
  assert.is(created.length, 3);
  assert.not.ok('vaultManager' in created[2], 'removed: left to create()\'s default');
});

test('data-theme reaches the widget\'s container, in place (no new widget), and leaves with the attribute', async () => {
  const { element, options } = await withAuthorization({ 'data-theme': 'dark' });
  const container = options!.container as HTMLElement;
  assert.is(container.parentNode, element);
  assert.is(container.getAttribute('data-theme'), 'dark');
  element.setAttribute('data-theme', 'light');
  await settle();
  assert.is(container.getAttribute('data-theme'), 'light');
  element.removeAttribute('data-theme');
  await settle();
  assert.not.ok(container.hasAttribute('data-theme'));
  assert.is(created.length, 1, 'the theme never recreates the widget');
  assert.not.ok('dataTheme' in options! || 'theme' in options!, 'not a create() option');
});

test('shadow: the widget\'s container is in the element\'s own open shadow root', async () => {
  const { element, options } = await withAuthorization({ shadow: '', 'data-theme': 'dark' });
  assert.ok(element.shadowRoot);
  assert.is((options!.container as HTMLElement).parentNode, element.shadowRoot);
  assert.is((options!.container as HTMLElement).getAttribute('data-theme'), 'dark', 'the theme reaches into the shadow root');
});

test.run();
