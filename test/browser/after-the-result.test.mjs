// Pages written for braintree-web-drop-in act on requestPaymentMethod's result at once: a click on "Choose
// another way to pay", clearSelectedPaymentMethod(), a second request — in the callback, one tick later,
// 100 ms later. In Chromium on the simulated gateway (the demo page, whose Pay button follows the
// requestable events as a merchant's does): the view, the requestable state, the events and the Pay button
// agree, and nothing moves afterwards (issue 26; the fake-clock unit tests are test/unit/dropin/after-the-result).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserSuite, demoQuery, openDemo } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'after-the-result', (b, p) => {
  browser = b;
  page = p;
});

/** The demo page with the card filled in, its timers on Playwright's clock (time still flows). */
async function openFilled(query) {
  await page.clock.install();
  await openDemo(browser, page, query);
  await page.fill('input[autocomplete="cc-number"]', '4111111111111111');
  await page.fill('input[autocomplete="cc-exp"]', '12/30');
  await page.fill('input[autocomplete="cc-csc"]', '123');
  await page.waitForFunction(() => window.demo.dropin.isPaymentMethodRequestable());
}

/**
 * In the page: requests, then runs `action` at `moment` after the result; returns what the widget showed
 * at the result, right after the action (once rendered) and once every timer due in the next 2 s has run
 * (the change-method transition takes 200 ms), and the events since the request.
 */
async function actAfterResult(action, moment) {
  const shown = await page.evaluate(async ({ action, moment }) => {
    const dropin = window.demo.dropin;
    const events = [];
    window.events = events;
    dropin.on('paymentMethodRequestable', (e) => events.push(`requestable ${e.paymentMethodIsSelected ? 'selected' : 'sheet'}`));
    dropin.on('noPaymentMethodRequestable', () => events.push('not requestable'));
    dropin.on('changeActiveView', (e) => events.push(`view ${e.newViewId}`));
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const state = window.state = () => ({
      shown: /braintree-show-(\S+)/.exec(document.querySelector('.braintree-dropin-wrapper').className)[1],
      tokenizedSheet: !!document.querySelector('.braintree-sheet--tokenized'),
      requestable: dropin.isPaymentMethodRequestable(),
      payEnabled: !document.getElementById('pay').disabled,
      active: document.querySelector('.braintree-method--active')?.textContent ?? null,
    });
    const act = () => {
      if (action === 'click') document.querySelector('[data-braintree-id="toggle"]').click();
      else if (action === 'clear') dropin.clearSelectedPaymentMethod();
      else return dropin.requestPaymentMethod().then((r) => r.nonce);
      return undefined;
    };
    let atResult;
    let acted;
    const result = await dropin.requestPaymentMethod().then((r) => {
      atResult = state();
      if (moment === 'in the callback') acted = act();
      return r;
    });
    if (moment === 'one tick later') await new Promise((resolve) => setTimeout(resolve, 0));
    if (moment === '100 ms later') await new Promise((resolve) => setTimeout(resolve, 100));
    if (moment !== 'in the callback') acted = act();
    const second = await acted;
    await frame();
    return { nonce: result.nonce, second, atResult, after: state() };
  }, { action, moment });
  await page.clock.fastForward(2_000);
  return { ...shown, ...(await page.evaluate(() => ({ later: window.state(), events: window.events }))) };
}

const moments = ['in the callback', 'one tick later', '100 ms later'];

for (const moment of moments) {
  it(`the result, then a click on "Choose another way to pay" ${moment}: the emptied card sheet, Pay disabled`, async () => {
    await openFilled('?auth=simulator_guest');
    const { atResult, after, later, events } = await actAfterResult('click', moment);
    assert.equal(atResult, { shown: 'methods', tokenizedSheet: false, requestable: true, payEnabled: true, active: atResult.active });
    assert.match(atResult.active, 'Ending in 1111');
    assert.equal(after, { shown: 'card', tokenizedSheet: false, requestable: false, payEnabled: false, active: null });
    assert.equal(later, after, 'nothing moves afterwards');
    assert.equal(events, ['view methods', 'requestable selected', 'view card', 'not requestable']);
    assert.is(await page.inputValue('input[autocomplete="cc-number"]'), '');
  });

  it(`the result, then clearSelectedPaymentMethod() ${moment}: the empty card form, Pay disabled`, async () => {
    await openFilled('?auth=simulator_guest');
    const { after, later, events } = await actAfterResult('clear', moment);
    assert.equal(after, { shown: 'card', tokenizedSheet: false, requestable: false, payEnabled: false, active: null });
    assert.equal(later, after, 'nothing moves afterwards');
    assert.equal(events, ['view methods', 'requestable selected', 'not requestable', 'view card']);
  });

  it(`the result, then a second request ${moment}: the same method, as the widget shows it`, async () => {
    await openFilled(demoQuery('simulator_guest', { card: { clearFieldsAfterTokenization: false } }));
    const { nonce, second, after, later, events } = await actAfterResult('request', moment);
    assert.is(second, nonce);
    assert.is(after.shown, 'methods');
    assert.is(after.requestable, true);
    assert.is(after.payEnabled, true);
    assert.equal(later, after, 'nothing moves afterwards');
    assert.equal(events, ['view methods', 'requestable selected']);
  });
}

test.run();
