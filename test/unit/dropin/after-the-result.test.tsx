// What pages written for braintree-web-drop-in do with requestPaymentMethod's result at once: a click on
// "Choose another way to pay", clearSelectedPaymentMethod(), a second request — in the callback (0 ms), one
// tick later and 100 ms later. The widget must match the result by then: the view (model and DOM), the
// requestable state and the events agree, and nothing moves afterwards (issue 26). Real card flow on the
// simulated gateway, fake clock.
import '../dom.js';
import '../support/node-require.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { freshContainer, settle } from '../dom.js';
import { createDropin } from '../../../src/dropin/create-dropin.js';
import { registry } from '../../../src/flows/registry.js';
import { createGateway } from '../../../src/gateway/create-gateway.js';
import { resetSimulatedVaults } from '../../../src/gateway/simulator/simulated-gateway.js';
import { mountShell } from '../../../src/ui/mount.js';
import type { PaymentMethodResult } from '../../../src/types.js';
import { installClock, type Clock } from '../support/clock.js';
import { importLocaleSource } from '../support/import-locale.js';

const test = suite<{ clock: Clock }>('after the result', {} as never);
test.before.each((context) => {
  resetSimulatedVaults();
  context.clock = installClock();
});
test.after.each((context) => {
  context.clock.restore();
});

async function open(options: Record<string, unknown>) {
  const container = freshContainer();
  const dropin = await createDropin({ container, ...options } as never, { registry, createGateway, mount: mountShell, importLocale: importLocaleSource });
  await settle(10);
  const events: string[] = [];
  dropin.on('paymentMethodRequestable', (e?: any) => events.push(`requestable ${e.type} ${e.paymentMethodIsSelected ? 'selected' : 'sheet'}`));
  dropin.on('noPaymentMethodRequestable', () => events.push('not requestable'));
  dropin.on('changeActiveView', (e?: any) => events.push(`view ${e.previousViewId} → ${e.newViewId}`));
  const type = (hook: string, text: string) => {
    const input = container.querySelector<HTMLInputElement>(`[data-braintree-id="${hook}-field-group"] input`)!;
    input.value = text;
    input.dispatchEvent(new InputEvent('input', { bubbles: true }));
  };
  const fill = async () => {
    type('number', '4111111111111111');
    type('expiration-date', '12/30');
    type('cvv', '123');
    await settle();
  };
  /** What the shopper sees and the merchant reads, in one line each. */
  const state = () => ({
    view: dropin.model.view.peek(),
    shown: /braintree-show-(\S+)/.exec(container.querySelector('.braintree-dropin-wrapper')!.className)![1],
    requestable: dropin.isPaymentMethodRequestable(),
    selected: dropin.model.selected.peek()?.nonce ?? null,
  });
  const clickToggle = () => container.querySelector<HTMLButtonElement>('[data-braintree-id="toggle"]')!.click();
  return { dropin, container, events, fill, state, clickToggle };
}

type Widget = Awaited<ReturnType<typeof open>>;
type Moment = 'in the callback' | 'one tick later' | '100 ms later';
const MOMENTS: Moment[] = ['in the callback', 'one tick later', '100 ms later'];

/**
 * Requests on the filled card sheet and runs `act` at the moment after the result; resolves with the
 * result, the state at resolution and what `act` returned. The fake clock moves as the transition needs.
 */
async function actAfterResult<T>(widget: Widget, clock: Clock, moment: Moment, act: (result: PaymentMethodResult) => T) {
  let atResult: ReturnType<Widget['state']> | undefined;
  let acted: T | undefined;
  const pending = widget.dropin.requestPaymentMethod().then((result) => {
    atResult = widget.state();
    if (moment === 'in the callback') acted = act(result);
    return result;
  });
  await settle();
  assert.is(atResult, undefined, 'not resolved during the change-method transition');
  clock.tick(200);
  const result = await pending;
  if (moment === 'one tick later') await new Promise((resolve) => setTimeout(resolve, 0));
  if (moment === '100 ms later') clock.tick(100);
  if (moment !== 'in the callback') acted = act(result);
  await settle();
  return { result, atResult: atResult!, acted: acted as T };
}

/** Nothing moves afterwards: no timer left over from the transition changes the view, the state or the events. */
async function assertStill(widget: Widget, clock: Clock) {
  const before = { state: widget.state(), events: [...widget.events] };
  clock.tick(1000);
  await settle();
  assert.equal({ state: widget.state(), events: widget.events }, before, 'nothing moves after the action');
}

test('the result resolves once the methods view shows it, selected and requestable', async ({ clock }) => {
  const widget = await open({ authorization: 'simulator_guest' });
  await widget.fill();
  widget.events.length = 0;
  const { result, atResult } = await actAfterResult(widget, clock, 'in the callback', () => {});
  assert.equal(atResult, { view: 'methods', shown: 'methods', requestable: true, selected: result.nonce });
  assert.equal(widget.events, ['view card → methods', 'requestable CreditCard selected']);
  assert.is(widget.container.querySelector('.braintree-sheet--tokenized'), null);
  await assertStill(widget, clock);
  await widget.dropin.teardown();
});

for (const moment of MOMENTS) {
  test(`a click on "Choose another way to pay" ${moment}: the emptied card sheet, not requestable`, async ({ clock }) => {
    const widget = await open({ authorization: 'simulator_guest' });
    await widget.fill();
    widget.events.length = 0;
    await actAfterResult(widget, clock, moment, widget.clickToggle);
    assert.equal(widget.state(), { view: 'card', shown: 'card', requestable: false, selected: widget.dropin.model.selected.peek()?.nonce ?? null });
    assert.equal(widget.events, ['view card → methods', 'requestable CreditCard selected', 'view methods → card', 'not requestable']);
    await assertStill(widget, clock);
    await widget.dropin.teardown();
  });

  test(`clearSelectedPaymentMethod() ${moment}: the empty card form, not requestable, and the event says so`, async ({ clock }) => {
    const widget = await open({ authorization: 'simulator_guest' });
    await widget.fill();
    widget.events.length = 0;
    await actAfterResult(widget, clock, moment, () => widget.dropin.clearSelectedPaymentMethod());
    assert.equal(widget.state(), { view: 'card', shown: 'card', requestable: false, selected: null });
    assert.equal(widget.events, ['view card → methods', 'requestable CreditCard selected', 'not requestable', 'view methods → card']);
    await assertStill(widget, clock);
    // The merchant's Pay button, disabled by the event, would now ask the shopper to fill the form.
    const error = await widget.dropin.requestPaymentMethod().catch((e: Error) => e);
    assert.is((error as Error).message, 'No payment method is available.');
    await widget.dropin.teardown();
  });

  test(`a second request ${moment} returns the method the widget shows, tokenizing nothing`, async ({ clock }) => {
    const widget = await open({ authorization: 'simulator_guest', card: { clearFieldsAfterTokenization: false } });
    await widget.fill();
    widget.events.length = 0;
    const { result, acted } = await actAfterResult(widget, clock, moment, () => widget.dropin.requestPaymentMethod());
    const second = await acted;
    assert.is(second.nonce, result.nonce);
    assert.equal(widget.state(), { view: 'methods', shown: 'methods', requestable: true, selected: result.nonce });
    assert.equal(widget.events, ['view card → methods', 'requestable CreditCard selected']);
    await assertStill(widget, clock);
    await widget.dropin.teardown();
  });
}

test('with clearFieldsAfterTokenization: false, the card sheet opened after the result keeps the card and tokenizes it anew', async ({ clock }) => {
  const widget = await open({ authorization: 'simulator_guest', clearFieldsAfterTokenization: false, card: { clearFieldsAfterTokenization: false } });
  await widget.fill();
  widget.events.length = 0;
  const { result } = await actAfterResult(widget, clock, 'in the callback', widget.clickToggle);
  assert.equal(widget.state(), { view: 'card', shown: 'card', requestable: true, selected: result.nonce });
  assert.equal(widget.events, ['view card → methods', 'requestable CreditCard selected', 'view methods → card', 'requestable CreditCard sheet']);
  const pending = widget.dropin.requestPaymentMethod();
  await settle();
  clock.tick(200);
  const next = await pending;
  assert.is.not(next.nonce, result.nonce);
  assert.is(widget.state().selected, next.nonce);
  await widget.dropin.teardown();
});

test('a returning customer: clearing in the callback leaves the saved methods, nothing selected, not requestable', async ({ clock }) => {
  const widget = await open({ authorization: 'simulator_customer' });
  widget.clickToggle();
  await settle(10);
  await widget.fill();
  widget.events.length = 0;
  const { result, atResult } = await actAfterResult(widget, clock, 'in the callback', () => widget.dropin.clearSelectedPaymentMethod());
  assert.equal(atResult, { view: 'methods', shown: 'methods', requestable: true, selected: result.nonce });
  assert.equal(widget.state(), { view: 'methods', shown: 'methods', requestable: false, selected: null });
  assert.not.ok(widget.dropin.model.methods.peek().some((m) => m.nonce === result.nonce));
  assert.equal(widget.events, ['view card → methods', 'requestable CreditCard selected', 'not requestable']);
  await assertStill(widget, clock);
  await widget.dropin.teardown();
});

test('a click during the transition wins: the transition ends there and the request resolves on the view the shopper chose', async ({ clock }) => {
  const widget = await open({ authorization: 'simulator_customer' });
  widget.clickToggle();
  await settle(10);
  await widget.fill();
  widget.events.length = 0;
  const pending = widget.dropin.requestPaymentMethod();
  await settle();
  clock.tick(100);
  assert.ok(widget.container.querySelector('.braintree-sheet--tokenized'));
  widget.clickToggle();
  await settle();
  const chosen = widget.state();
  assert.is(chosen.view, 'methods');
  assert.is(widget.container.querySelector('.braintree-sheet--tokenized'), null);
  clock.tick(100);
  const result = await pending;
  assert.equal(widget.state(), chosen);
  assert.is(chosen.selected, result.nonce);
  assert.is(chosen.requestable, true);
  await assertStill(widget, clock);
  await widget.dropin.teardown();
});

test('teardown while a request waits for the transition leaves no timer behind', async ({ clock }) => {
  const widget = await open({ authorization: 'simulator_guest' });
  await widget.fill();
  const pending = widget.dropin.requestPaymentMethod().catch(() => {});
  await settle();
  await widget.dropin.teardown();
  await pending;
  assert.is(clock.pending(), 0);
});

test.run();
