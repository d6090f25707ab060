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

async function fillCard() {
  await page.fill('input[autocomplete="cc-number"]', '4111111111111111');
  await page.fill('input[autocomplete="cc-exp"]', '12/30');
  await page.fill('input[autocomplete="cc-csc"]', '123');
  await page.waitForFunction(() => window.demo.dropin.isPaymentMethodRequestable());
}

/**
 * In the page: requests, then runs `action` at `moment` after the result; returns what the widget showed
 * at the result, right after the action (once rendered) and half a second later, and the events since the request.
 */
function actAfterResult(action, moment) {
  return page.evaluate(async ({ action, moment }) => {
    const dropin = window.demo.dropin;
    const events = [];
    dropin.on('paymentMethodRequestable', (e) => events.push(`requestable ${e.paymentMethodIsSelected ? 'selected' : 'sheet'}`));
    dropin.on('noPaymentMethodRequestable', () => events.push('not requestable'));
    dropin.on('changeActiveView', (e) => events.push(`view ${e.newViewId}`));
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const state = () => ({
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
    const after = state();
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { nonce: result.nonce, second, atResult, after, later: state(), events };
  }, { action, moment });
}

const moments = ['in the callback', 'one tick later', '100 ms later'];

for (const moment of moments) {
  it(`the result, then a click on "Choose another way to pay" ${moment}: the emptied card sheet, Pay disabled`, async () => {
    await openDemo(browser, page, '?auth=simulator_guest');
    await fillCard();
    const { atResult, after, later, events } = await actAfterResult('click', moment);
    assert.equal(atResult, { shown: 'methods', tokenizedSheet: false, requestable: true, payEnabled: true, active: atResult.active });
    assert.match(atResult.active, 'Ending in 1111');
    assert.equal(after, { shown: 'card', tokenizedSheet: false, requestable: false, payEnabled: false, active: null });
    assert.equal(later, after, 'nothing moves afterwards');
    assert.equal(events, ['view methods', 'requestable selected', 'view card', 'not requestable']);
    assert.is(await page.inputValue('input[autocomplete="cc-number"]'), '');
  });

  it(`the result, then clearSelectedPaymentMethod() ${moment}: the empty card form, Pay disabled`, async () => {
    await openDemo(browser, page, '?auth=simulator_guest');
    await fillCard();
    const { after, later, events } = await actAfterResult('clear', moment);
    assert.equal(after, { shown: 'card', tokenizedSheet: false, requestable: false, payEnabled: false, active: null });
    assert.equal(later, after, 'nothing moves afterwards');
    assert.equal(events, ['view methods', 'requestable selected', 'not requestable', 'view card']);
  });

  it(`the result, then a second request ${moment}: the same method, as the widget shows it`, async () => {
    await openDemo(browser, page, demoQuery('simulator_guest', { card: { clearFieldsAfterTokenization: false } }));
    await fillCard();
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
