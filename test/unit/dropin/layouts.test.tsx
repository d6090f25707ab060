// `layout`: the original's list (the default), an accordion, tabs (issue 43). Driven through the rendered buttons,
// as a shopper's clicks and keys reach them; the model's events and requestable state checked after each step.
import { freshContainer, pageStyles, settle, window } from '../dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createDropin } from '../../../src/dropin/create-dropin.js';
import { LAYOUT_INVALID } from '../../../src/dropin/layout.js';
import { createGateway } from '../../../src/gateway/create-gateway.js';
import { mountShell } from '../../../src/ui/mount.js';
import { resetSimulatedVaults } from '../../../src/gateway/simulator/simulated-gateway.js';
import { fakeFlows } from '../support/fake-flows.js';
import { importLocaleSource } from '../support/import-locale.js';
import { payThroughTransition } from '../support/pay-through-transition.js';

Object.defineProperty(globalThis, 'ResizeObserver', { value: (window as any).ResizeObserver, configurable: true, writable: true });

const PAYPAL = { paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } };
const GUEST = { authorization: 'simulator_guest', ...PAYPAL };

async function start(options: Record<string, unknown>) {
  const container = freshContainer();
  const { registry, control } = fakeFlows();
  const dropin = await createDropin({ container, authorization: 'simulator_customer', ...options } as never, { registry, createGateway, mount: mountShell, importLocale: importLocaleSource });
  const events: Array<[string, unknown]> = [];
  for (const name of ['paymentMethodRequestable', 'noPaymentMethodRequestable', 'paymentOptionSelected']) {
    dropin.on(name, (payload) => events.push([name, payload]));
  }
  await settle();
  return { dropin, control, container, events };
}

const $ = <T extends Element = HTMLButtonElement>(root: ParentNode, selector: string) => root.querySelector<T & HTMLElement>(selector)!;
const row = (root: ParentNode, id: string) => $(root, `.featherdrop-accordion__heading .braintree-option__${id}`);
const tab = (root: ParentNode, id: string) => $(root, `[role="tab"].braintree-option__${id}`);
const panelOf = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-controls')!)!;
const press = (target: HTMLElement, key: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

test("layout 'list' is the original's view, as when layout is left out", async () => {
  const { dropin, container } = await start({ ...GUEST, layout: 'list' });
  assert.is(dropin.model.view.value, 'options');
  assert.ok($(container, '[data-braintree-id="choose-a-way-to-pay"]'), 'the options list');
  assert.not.ok(container.querySelector('.featherdrop-accordion, .featherdrop-tabs'));
  await dropin.teardown();
});

test('a layout that is not one of the three rejects create with a DropinError before anything shows', async () => {
  for (const layout of ['grid', 'Accordion', 42, null, { type: 'tabs' }]) {
    const container = freshContainer();
    const { registry } = fakeFlows();
    const error = await createDropin({ container, ...GUEST, layout } as never, { registry, createGateway, mount: mountShell, importLocale: importLocaleSource })
      .then(() => null, (e: Error & { type?: string }) => e);
    assert.is(error?.name, 'DropinError', JSON.stringify(layout));
    assert.is(error!.message, 'options.layout must be one of: list, accordion, tabs.');
    assert.is(error!.message, LAYOUT_INVALID);
    assert.is((error as { type?: string }).type, 'merchant');
    assert.is(container.childNodes.length, 0, 'nothing was added');
  }
});

test('accordion, guest: rows collapsed, one opens in place at a time, the open one closes again; events follow', async () => {
  const { dropin, control, container, events } = await start({ ...GUEST, layout: 'accordion' });
  const card = row(container, 'card');
  const paypal = row(container, 'paypal');
  assert.is(card.getAttribute('aria-expanded'), 'false');
  assert.is(card.closest('h3')?.tagName, 'H3', 'the row button sits in a heading');
  const region = panelOf(card);
  assert.is(region.getAttribute('role'), 'region');
  assert.is(region.getAttribute('aria-labelledby'), card.id);
  assert.is(region.getAttribute('data-braintree-id'), 'card');
  assert.ok(region.hidden);
  assert.ok($(container, '[data-braintree-id="upper-container"]') && $(container, '[data-braintree-id="sheet-error"]'), "the list's hooks stay");
  assert.not.ok(container.querySelector('[data-braintree-id="toggle"]'), 'no toggle: every option is in view');

  card.click();
  await settle();
  assert.is(dropin.model.view.value, 'card');
  assert.is(card.getAttribute('aria-expanded'), 'true');
  assert.not.ok(region.hidden);
  assert.ok(region.querySelector('[data-test-sheet="card"]'), "the card's sheet is inside its row");
  assert.equal(events, [['paymentOptionSelected', { paymentOption: 'card' }]]);

  paypal.click();
  await settle();
  assert.is(dropin.model.view.value, 'paypal');
  assert.is(card.getAttribute('aria-expanded'), 'false', 'one row open at a time');
  assert.ok(region.hidden);
  assert.is(paypal.getAttribute('aria-expanded'), 'true');
  paypal.click();
  await settle();
  assert.is(dropin.model.view.value, 'options', 'pressing the open row closes it');
  assert.is(paypal.getAttribute('aria-expanded'), 'false');

  card.click();
  await settle();
  control.instances.find((i) => control.contexts[control.instances.indexOf(i)].id === 'card')!.valid.value = true;
  await settle();
  assert.ok(dropin.isPaymentMethodRequestable());
  assert.equal(events.at(-1), ['paymentMethodRequestable', { type: 'CreditCard', paymentMethodIsSelected: false }]);
  const result = await payThroughTransition(dropin) as { nonce: string };
  assert.is(result.nonce, 'fake-nonce-1881');
  assert.ok($(container, '[data-braintree-id="methods"] .braintree-method--active'), 'the new card shows on top, chosen');
  assert.is(card.getAttribute('aria-expanded'), 'false');
  await dropin.teardown();
});

test('accordion, customer: saved methods on top and chosen; an opened row takes over, a saved method picked again closes it', async () => {
  const { dropin, container, events } = await start({ layout: 'accordion' });
  assert.is(dropin.model.view.value, 'methods');
  const saved = container.querySelectorAll<HTMLButtonElement>('[data-braintree-id="methods"] .braintree-method');
  assert.ok(saved.length > 1);
  assert.ok(saved[0].classList.contains('braintree-method--active'), 'the first saved method is preselected');
  assert.ok(dropin.isPaymentMethodRequestable());
  assert.is($(container, '[data-braintree-id="options"] h2').textContent, 'Other ways to pay');
  row(container, 'card').click();
  await settle();
  assert.not.ok(dropin.isPaymentMethodRequestable(), 'an empty card form is what the shopper pays with now');
  assert.not.ok(container.querySelector('.braintree-method--active'), 'no saved method shows chosen');
  assert.equal(events.at(-1), ['noPaymentMethodRequestable', undefined]);
  saved[1].click();
  await settle();
  assert.is(dropin.model.view.value, 'methods');
  assert.is(row(container, 'card').getAttribute('aria-expanded'), 'false');
  assert.ok(saved[1].classList.contains('braintree-method--active'));
  assert.ok(dropin.isPaymentMethodRequestable());
  assert.equal(events.at(-1)?.[0], 'paymentMethodRequestable');
  await dropin.teardown();
});

test('accordion: openFirst opens its row, clearSelectedPaymentMethod comes back to it, hidePaymentOptions takes rows away', async () => {
  const { dropin, container } = await start({ ...GUEST, layout: 'accordion', openFirst: 'paypal' });
  assert.is(row(container, 'paypal').getAttribute('aria-expanded'), 'true');
  row(container, 'card').click();
  await settle();
  dropin.clearSelectedPaymentMethod();
  await settle();
  assert.is(row(container, 'paypal').getAttribute('aria-expanded'), 'true');
  await dropin.hidePaymentOptions(['paypal']);
  await settle();
  assert.not.ok(container.querySelector('.braintree-option__paypal'), "PayPal's row is gone");
  assert.ok(row(container, 'card'), 'the card stays');
  await dropin.teardown();
});

test('tabs, guest: the first tab is chosen at once; arrows, Home and End move the choice; focus stays on the tab', async () => {
  const { dropin, container, events } = await start({ ...GUEST, layout: 'tabs', paymentOptionPriority: ['card', 'paypal'] });
  assert.is(dropin.model.view.value, 'card', 'a tab is always chosen');
  assert.equal(events, [], 'choosing the first tab at start is no shopper selection');
  const list = $(container, '[role="tablist"]');
  assert.is(list.getAttribute('data-braintree-id'), 'payment-options-container');
  const card = tab(container, 'card');
  const paypal = tab(container, 'paypal');
  assert.is(card.getAttribute('aria-selected'), 'true');
  assert.equal([card.tabIndex, paypal.tabIndex], [0, -1], 'one tab stop');
  assert.is(panelOf(card).getAttribute('role'), 'tabpanel');
  assert.not.ok(panelOf(card).hidden);
  card.focus();
  press(card, 'ArrowRight');
  await settle();
  assert.is(dropin.model.view.value, 'paypal');
  assert.is(document.activeElement, paypal, 'focus moved to the next tab');
  assert.equal([card.tabIndex, paypal.tabIndex], [-1, 0]);
  assert.ok(panelOf(card).hidden);
  assert.equal(events, [['paymentOptionSelected', { paymentOption: 'paypal' }]]);
  press(paypal, 'ArrowRight');
  await settle();
  assert.is(dropin.model.view.value, 'card', 'the arrows wrap around');
  press(card, 'End');
  await settle();
  assert.is(dropin.model.view.value, 'paypal');
  press(paypal, 'Home');
  await settle();
  assert.is(dropin.model.view.value, 'card');
  paypal.click();
  await settle();
  assert.is(paypal.getAttribute('aria-selected'), 'true');
  paypal.click();
  await settle();
  assert.is(dropin.model.view.value, 'paypal', 'pressing the chosen tab keeps it');
  dropin.clearSelectedPaymentMethod();
  await settle();
  assert.is(dropin.model.view.value, 'card', 'back to the first tab');
  await dropin.teardown();
});

test('tabs, customer: saved methods on top; paying with a new card comes back to them with the new card chosen', async () => {
  const { dropin, control, container } = await start({ ...PAYPAL, layout: 'tabs' });
  assert.is(dropin.model.view.value, 'methods');
  assert.ok(dropin.isPaymentMethodRequestable());
  const card = tab(container, 'card');
  assert.is(card.getAttribute('aria-selected'), 'false', 'no tab chosen while a saved method is');
  assert.is(card.tabIndex, 0, 'the first tab is the tab stop');
  card.click();
  await settle();
  control.instances[0].valid.value = true;
  await settle();
  await payThroughTransition(dropin);
  const first = $(container, '[data-braintree-id="methods"] .braintree-method');
  assert.ok(first.classList.contains('braintree-method--active'));
  assert.match(first.textContent!, /1881/);
  await dropin.teardown();
});

test('vault manager in each layout: Edit, a method pressed asks to delete it, Yes deletes it, the list comes back', async () => {
  for (const layout of ['accordion', 'tabs']) {
    resetSimulatedVaults();
    const { dropin, container } = await start({ layout, vaultManager: true });
    await settle();
    $(container, '[data-braintree-id="methods-edit"]').click();
    await settle();
    assert.ok(dropin.model.editing.value, layout);
    assert.not.ok(container.querySelector('[data-braintree-id="options"]'), 'the other ways to pay step aside while editing');
    const mastercard = [...container.querySelectorAll<HTMLButtonElement>('.braintree-method')].find((b) => b.textContent!.includes('4444'))!;
    mastercard.click();
    await settle();
    assert.is(dropin.model.view.value, 'delete-confirmation');
    assert.is(document.activeElement, $(container, '[data-braintree-id="delete-confirmation__no"]'), 'focus starts on the safe button');
    $(container, '[data-braintree-id="delete-confirmation__yes"]').click();
    await settle(20);
    assert.equal(dropin.model.methods.value.map((m) => m.details.lastFour), ['1111', '0005'], layout);
    assert.is(dropin.model.view.value, 'methods');
    assert.ok($(container, '[data-braintree-id="options"]'), 'the other ways to pay are back');
    await dropin.teardown();
  }
});

test('each layout adds its stylesheet once and teardown takes it away', async () => {
  const before = pageStyles();
  for (const layout of ['accordion', 'tabs']) {
    const { dropin } = await start({ ...GUEST, layout });
    assert.ok(pageStyles() > before);
    await dropin.teardown();
    assert.is(pageStyles(), before, layout);
  }
});

test.run();
