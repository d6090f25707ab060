// 3D Secure on the simulated gateway (the original screens and behaviour and the error catalogue, docs/errors.md): a guest pays by card with
// `threeDSecure: { amount }`; the simulator test cards (docs/simulator.md) decide frictionless, challenge or no shift.
// simulator_guest has tokenization-key semantics (no 3D Secure), so the guest here has a client token.
// Runs alone: focus must be back in the widget within 300 ms of a cancelled challenge.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, demoQuery, openDemo, readResult, scenario } from './support.mjs';

const AUTH_FAILED = 'Something went wrong during 3D Secure authentication. Please try again.';
const GUEST = scenario({ authorizationType: 'clientToken' });
const WITH_3DS = demoQuery(GUEST, { threeDSecure: { amount: '10.00' } });
const MODAL = '[role="dialog"][aria-modal="true"]';
const FRAME = `${MODAL} [title="3D Secure Authorization Frame"]`;

let browser;
let page;
const it = browserSuite(test, '3ds', (b, p) => {
  browser = b;
  page = p;
});
const field = (name) => `[data-braintree-id="${name}-field-group"] input`;

async function fillCard(number) {
  await page.fill(field('number'), number);
  await page.fill(field('expiration-date'), '12/30');
  await page.fill(field('cvv'), '123');
}

/** Starts requestPaymentMethod without waiting; `settled()` gives its outcome. */
async function request() {
  await page.evaluate(() => {
    window.__request = window.demo.dropin.requestPaymentMethod().then(
      (result) => ({ result }),
      (error) => ({ error: { name: error.name, message: error.message, type: error.type, cause: error.cause?.code } }),
    );
  });
  return { settled: () => page.evaluate(() => window.__request) };
}

it('the 3D Secure chunk is fetched only when threeDSecure is set', async () => {
  const requested = [];
  page.on('request', (r) => requested.push(r.url()));
  await openDemo(browser, page, `?auth=${GUEST}`);
  assert.not.ok(requested.some((u) => /\/(?:chunks|script)\/threeDSecure-/.test(u)));
  await openDemo(browser, page, WITH_3DS);
  assert.ok(requested.some((u) => /\/(?:chunks|script)\/threeDSecure-/.test(u)));
});

it('4111 1111 1111 1111 is frictionless: the result has liabilityShifted true', async () => {
  await openDemo(browser, page, WITH_3DS);
  await fillCard('4111111111111111');
  const { result } = await (await request()).settled();
  assert.is(result.liabilityShifted, true);
  assert.is(result.liabilityShiftPossible, true);
  assert.match(result.nonce, /^sim_3ds_/);
  assert.is(result.threeDSecureInfo.liabilityShifted, true);
  assert.is(await page.$(MODAL), null);
});

// Liability not shifted, with the two reasons the merchant tells apart by liabilityShiftPossible.
for (const [number, why, possible, status] of [
  ['4000000000002925', 'the issuer fails it without a challenge; a shift was possible', true, 'authenticate_frictionless_failed'],
  ['4000000000001000', 'authentication unavailable; no shift possible', false, 'authentication_unavailable'],
]) {
  it(`${number.replace(/(\d{4})(?=\d)/g, '$1 ')}: ${why}`, async () => {
    await openDemo(browser, page, WITH_3DS);
    await fillCard(number);
    const { result } = await (await request()).settled();
    assert.is(result.liabilityShifted, false);
    assert.is(result.liabilityShiftPossible, possible);
    assert.is(result.threeDSecureInfo.status, status);
    assert.match(result.nonce, /^sim_3ds_/);
    assert.is(await page.$(MODAL), null);
  });
}

it('4000 0000 0000 1091: a 440 wide modal with the 400×400 frame; Complete shifts liability; a second request reuses it', async () => {
  await openDemo(browser, page, WITH_3DS);
  const events = [];
  await page.exposeFunction('__event', (name) => events.push(name));
  await page.evaluate(() => ['3ds:authentication-modal-render', '3ds:authentication-modal-close', '3ds:customer-canceled']
    .forEach((name) => window.demo.dropin.on(name, () => window.__event(name))));
  await fillCard('4000000000001091');
  const pending = await request();
  await page.waitForSelector(FRAME);
  const modal = await page.locator(MODAL).boundingBox();
  assert.is(Math.round(modal.width), 440);
  const frame = await page.locator('[data-braintree-id="three-d-secure-frame"]').boundingBox();
  assert.equal([Math.round(frame.width), Math.round(frame.height)], [400, 400]);
  const titled = await page.locator(FRAME).boundingBox();
  assert.equal([Math.round(titled.width), Math.round(titled.height)], [400, 400]);
  assert.is(await page.evaluate(() => window.demo.dropin.isPaymentMethodRequestable()), false, 'held back while the challenge is open');
  await page.click(`${MODAL} button:has-text("Complete")`);
  const { result } = await pending.settled();
  assert.is(result.liabilityShifted, true);
  assert.is(await page.$(MODAL), null);
  assert.equal(events, ['3ds:authentication-modal-render', '3ds:authentication-modal-close']);
  const again = await page.evaluate(() => window.demo.dropin.requestPaymentMethod());
  assert.is(again.nonce, result.nonce);
  assert.is(await page.$(MODAL), null);
});

it('Escape cancels: the request rejects with the 3D Secure message, the selection is cleared and the error shown', async () => {
  await openDemo(browser, page, WITH_3DS);
  await fillCard('4000000000001091');
  const pending = await request();
  await page.waitForSelector(FRAME);
  await page.keyboard.press('Escape');
  const { error } = await pending.settled();
  assert.equal(error, { name: 'DropinError', message: AUTH_FAILED, type: 'customer', cause: 'THREEDS_CARDINAL_SDK_CANCELED' });
  assert.is(await page.$('.featherdrop-3ds'), null);
  assert.is(await page.$('.braintree-method'), null, 'the unverified card is gone');
  assert.match(await page.textContent('[data-braintree-id="wrapper"]'), AUTH_FAILED);
});

it('keyboard only: Escape on the challenge puts focus back into the widget at once, where the message is', async () => {
  await openDemo(browser, page, WITH_3DS);
  await fillCard('4000000000001091');
  await page.waitForFunction(() => !document.getElementById('pay').disabled);
  await page.focus('#pay');
  await page.keyboard.press('Enter');
  await page.waitForSelector(FRAME);
  await page.keyboard.press('Escape');
  await page.waitForSelector(MODAL, { state: 'detached' });
  // Within a moment, not after waiting on the merchant's Pay button (disabled now: no method is left).
  await page.waitForFunction(() => document.querySelector('[data-braintree-id="wrapper"]').contains(document.activeElement), null, { timeout: 300 });
  assert.is(await page.evaluate(() => document.activeElement.matches('[data-view-focus], .braintree-method')), true, 'the current view\'s heading or method');
  assert.match(await page.textContent('[data-braintree-id="sheet-error"]'), AUTH_FAILED, 'the message is there to be read');
});

it('Fail on the simulated bank page rejects with the 3D Secure message', async () => {
  await openDemo(browser, page, WITH_3DS);
  await fillCard('4000000000001091');
  const pending = await request();
  await page.click(`${MODAL} button:has-text("Fail")`);
  const { error } = await pending.settled();
  assert.is(error.message, AUTH_FAILED);
  assert.is(await page.$(MODAL), null);
});

it('a failed challenge keeps the card as typed (WCAG 3.3.7): Pay again, Complete, and it pays; then the fields are cleared', async () => {
  await openDemo(browser, page, WITH_3DS);
  await fillCard('4000000000001091');
  const first = await request();
  await page.click(`${MODAL} button:has-text("Fail")`);
  assert.is((await first.settled()).error.message, AUTH_FAILED);
  assert.is(await page.inputValue(field('number')), '4000 0000 0000 1091', 'nothing to type again');
  assert.is(await page.inputValue(field('cvv')), '123');
  await page.waitForFunction(() => window.demo.dropin.isPaymentMethodRequestable());
  const second = await request();
  await page.click(`${MODAL} button:has-text("Complete")`);
  const { result } = await second.settled();
  assert.is(result.liabilityShifted, true);
  await page.evaluate(() => window.demo.dropin.clearSelectedPaymentMethod());
  await page.waitForSelector(field('number'));
  assert.is(await page.inputValue(field('number')), '', 'cleared once the request succeeded');
});

it('keyboard only: pay, Tab stays inside the modal, Enter on Complete, focus returns to Pay', async () => {
  await openDemo(browser, page, WITH_3DS);
  await page.focus(field('number'));
  await page.keyboard.type('4000000000001091');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1230');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.waitForFunction(() => !document.getElementById('pay').disabled);
  await page.focus('#pay');
  await page.keyboard.press('Enter');
  await page.waitForSelector(FRAME);
  const focused = () => page.evaluate(() => document.activeElement.textContent);
  assert.is(await focused(), 'Complete');
  await page.keyboard.press('Tab');
  assert.is(await focused(), 'Fail');
  await page.keyboard.press('Tab');
  assert.is(await focused(), 'Complete', 'Tab wraps around inside the modal');
  await page.keyboard.press('Shift+Tab');
  assert.is(await focused(), 'Fail', 'Shift+Tab wraps the other way');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  assert.is((await readResult(page)).liabilityShifted, true);
  assert.is(await page.evaluate(() => document.activeElement.id), 'pay');
});

it('axe-core finds no violations with the challenge modal open', async () => {
  await openDemo(browser, page, WITH_3DS);
  await fillCard('4000000000001091');
  await request();
  await page.waitForSelector(FRAME);
  assert.equal(await axe(page, '.featherdrop-3ds'), []);
  assert.equal(await axe(page), []);
});

it('a tokenization key cannot use 3D Secure: create rejects with the original error', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', { threeDSecure: { amount: '10.00' } }));
  const error = await page.evaluate(() => window.demo.error);
  assert.equal(error, { name: 'DropinError', message: '3D Secure can not use a tokenization key for authorization.', type: 'merchant' });
  assert.is(await page.innerHTML('#dropin-container'), '');
});

test.run();
