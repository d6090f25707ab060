// The original challenge frame and the original challenge states, with a fake braintree-web instance handing
// the inline iframe over: the modal, its cancel paths, focus, events, teardown and the timeout.
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { settle } from '../../../../test/unit/dom.js';
import { CHALLENGE_TIMEOUT } from '../index.js';
import { installClock, type Clock } from '../../../../test/unit/support/clock.js';
import { card, pressEscape, rejection, start, type Harness, type Setup } from './support/harness.js';

const AUTH_FAILED = 'Something went wrong during 3D Secure authentication. Please try again.';
let three: Harness | undefined;
let clock: Clock;

test.before.each(() => {
  clock = installClock();
});
test.after.each(async () => {
  await three?.teardown();
  three = undefined;
  clock.restore();
});

/** The widget's container around the Pay button's page: its current view takes focus after a failed challenge. */
function widgetView(three: Harness) {
  const container = document.body.insertBefore(document.createElement('div'), three.pay);
  container.innerHTML = '<div data-braintree-id="wrapper"><div data-view-focus tabindex="-1">Card</div></div>';
  three.host.container = container;
  return container.querySelector<HTMLElement>('[data-view-focus]')!;
}

/** A verification whose lookup asks for a challenge, with the challenge shown. */
async function challenge(setup: Setup = {}, inWidget = false) {
  three = await start(setup);
  const view = inWidget ? widgetView(three) : undefined;
  three.fake.lookup = { challenge: true };
  const result = three.instance.verify(card());
  result.catch(() => {});
  await settle();
  const element = three.fake.presentChallenge();
  return { three, result, element, view };
}

test('the challenge is shown in a labelled modal dialog in its own root at the end of <body>', async () => {
  const { three, element } = await challenge();
  const modal = three.modal()!;
  assert.ok(modal);
  assert.is(modal.getAttribute('aria-modal'), 'true');
  assert.is(modal.getAttribute('aria-label'), '3D Secure');
  const root = document.body.lastElementChild!;
  assert.ok(root.classList.contains('featherdrop-3ds'));
  assert.ok(root.contains(modal));
  assert.ok(root.querySelector('[data-braintree-id="three-d-secure-backdrop"]'));
  const frame = modal.querySelector('[data-braintree-id="three-d-secure-frame"]')!;
  assert.ok(frame.classList.contains('featherdrop-3ds__frame'));
  assert.is(element.parentElement, frame, "the SDK's element is placed in the 400×400 frame");
  assert.is(element.querySelector('iframe')!.title, '3D Secure Authorization Frame');
  assert.ok(three.fake.frameNextCalled, 'the SDK is told the element is on the page');
});

test('the modal render is announced and challengeOpen holds while it is open', async () => {
  const { three, result } = await challenge();
  assert.is(three.instance.challengeOpen.value, true);
  assert.equal(three.events(), ['3ds:authentication-modal-render']);
  three.fake.completeChallenge();
  const verified = await result;
  assert.is(verified.liabilityShifted, true);
  assert.is(verified.nonce, 'fake_3ds_nonce_1');
  assert.is(three.instance.challengeOpen.value, false);
  assert.equal(three.events(), ['3ds:authentication-modal-render', '3ds:authentication-modal-close']);
});

test('completing removes the modal entirely and returns focus to where it was', async () => {
  const { three, result } = await challenge();
  three.fake.completeChallenge();
  await result;
  assert.is(three.modal(), null);
  assert.is(document.querySelector('.featherdrop-3ds'), null);
  assert.is(document.activeElement, three.pay);
});

test('there is no close button unless the exit button is enabled', async () => {
  const { three } = await challenge();
  assert.is(three.modal()!.querySelector('button'), null);
});

test('with displayExitButton a labelled close button cancels', async () => {
  const { three, result } = await challenge({ options: { amount: '10.00', cardinalSDKConfig: { payment: { displayExitButton: true } } } });
  const close = three.modal()!.querySelector<HTMLButtonElement>('[data-braintree-id="three-d-secure-close"]')!;
  assert.is(close.getAttribute('aria-label'), 'Cancel');
  close.click();
  const error = await rejection(result);
  assert.is(error.message, AUTH_FAILED);
  assert.is(error.cause.code, 'THREEDS_CARDINAL_SDK_CANCELED');
  assert.is(three.modal(), null);
});

test('Escape cancels: the SDK is told, the customer cancellation announced, the request rejects as canceled; focus goes into the widget', async () => {
  const { three, result, view } = await challenge({}, true);
  pressEscape();
  const error = await rejection(result);
  assert.is(error.message, AUTH_FAILED);
  assert.is(error.type, 'customer');
  assert.is(error.cause.code, 'THREEDS_CARDINAL_SDK_CANCELED');
  assert.is(error.cause.message, 'Canceled by user.');
  assert.is(error.cause.type, 'CUSTOMER');
  assert.is(three.fake.cancelCalls, 1);
  assert.equal(three.events(), ['3ds:authentication-modal-render', '3ds:customer-canceled', '3ds:authentication-modal-close']);
  assert.is(three.modal(), null);
  assert.is(three.instance.challengeOpen.value, false);
  await settle();
  assert.is(document.activeElement, view, "the widget's current view, where the message is, not the merchant's Pay button");
});

test('a backdrop click cancels', async () => {
  const { three, result } = await challenge();
  document.querySelector<HTMLElement>('[data-braintree-id="three-d-secure-backdrop"]')!.click();
  const error = await rejection(result);
  assert.is(error.cause.code, 'THREEDS_CARDINAL_SDK_CANCELED');
  assert.is(three.fake.cancelCalls, 1);
});

test('a click inside the modal does not cancel; other keys do nothing', async () => {
  const { three } = await challenge();
  three.modal()!.click();
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  await settle();
  assert.ok(three.modal());
  assert.is(three.fake.cancelCalls, 0);
});

test('a new verification after a cancel runs normally', async () => {
  const { three, result } = await challenge();
  pressEscape();
  await rejection(result);
  three.fake.lookup = { liabilityShifted: true, liabilityShiftPossible: true };
  assert.is((await three.instance.verify(card())).liabilityShifted, true);
});

test('focus moves into the modal: to the challenge frame, or the close button first when there is one', async () => {
  const { three, element } = await challenge();
  assert.is(document.activeElement, element.querySelector('iframe'));
  await three.teardown();
  const other = await challenge({ options: { amount: '1', cardinalSDKConfig: { payment: { displayExitButton: true } } } });
  assert.is(document.activeElement, other.three.modal()!.querySelector('button'));
});

test('focus is trapped: the edges wrap around and focus landing outside is pulled back', async () => {
  const { three, element } = await challenge({ options: { amount: '1', cardinalSDKConfig: { payment: { displayExitButton: true } } } });
  const close = three.modal()!.querySelector('button')!;
  const iframe = element.querySelector('iframe')!;
  const [startEdge, endEdge] = [...document.querySelectorAll<HTMLElement>('.featherdrop-3ds__edge')];
  endEdge.focus();
  assert.is(document.activeElement, close, 'Tab past the end goes to the first element');
  startEdge.focus();
  assert.is(document.activeElement, iframe, 'Shift+Tab past the start goes to the last element');
  three.pay.focus();
  assert.is(document.activeElement, close, 'focus outside the modal comes back in');
});

test("the SDK's late answer after a cancel changes nothing", async () => {
  const { three, result } = await challenge();
  pressEscape();
  await rejection(result);
  three.fake.completeChallenge();
  await settle();
  assert.equal(three.events(), ['3ds:authentication-modal-render', '3ds:customer-canceled', '3ds:authentication-modal-close']);
});

test('teardown during a challenge removes the modal, its listeners and timers, and ends the verification', async () => {
  const added: string[] = [];
  const removed: string[] = [];
  const add = document.addEventListener;
  const remove = document.removeEventListener;
  document.addEventListener = function (this: Document, type: string, ...rest: any[]) {
    added.push(type);
    return (add as any).call(this, type, ...rest);
  } as typeof add;
  document.removeEventListener = function (this: Document, type: string, ...rest: any[]) {
    removed.push(type);
    return (remove as any).call(this, type, ...rest);
  } as typeof remove;
  try {
    const { three, result } = await challenge();
    assert.ok(added.includes('keydown') && added.includes('focusin'));
    await three.instance.teardown();
    const error = await rejection(result);
    assert.is(error.message, AUTH_FAILED);
    assert.is(error.cause.code, 'THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT');
    assert.equal(removed.sort(), added.sort());
    assert.is(document.querySelector('.featherdrop-3ds'), null);
    assert.is(three.instance.challengeOpen.value, false);
    assert.ok(three.fake.tornDown);
    assert.is(clock.pending(), 0);
    pressEscape();
    assert.is(three.fake.cancelCalls, 1, 'only the teardown cancel; Escape is no longer heard');
  } finally {
    document.addEventListener = add;
    document.removeEventListener = remove;
  }
});

test('the challenge-appear timer is cleared once the frame arrives', async () => {
  const { three } = await challenge();
  assert.is(clock.pending(), 0);
  assert.ok(three.modal());
});

test('a challenge that never appears (Cardinal failed to set up) gives up after 60 s as a setup timeout', async () => {
  three = await start();
  three.fake.lookup = { challenge: true };
  let settled = false;
  const result = three.instance.verify(card());
  result.catch(() => {}).finally(() => { settled = true; });
  await settle();
  assert.is(CHALLENGE_TIMEOUT, 60_000);
  clock.tick(CHALLENGE_TIMEOUT - 1);
  await settle();
  assert.is(settled, false);
  clock.tick(1);
  const error = await rejection(result);
  assert.is(error.message, AUTH_FAILED);
  assert.is(error.cause.code, 'THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT');
  assert.is(three.fake.cancelCalls, 1);
  assert.is(clock.pending(), 0);
});

test('a frictionless verification starts no timer', async () => {
  three = await start();
  await three.instance.verify(card());
  assert.is(clock.pending(), 0);
});

test.run();
