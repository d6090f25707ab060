// hidePaymentOptions (issue 43) in the demo page: the merchant hides and shows options while the page runs; the
// widget, its events (the demo's Pay button follows them) and the requestable state follow.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, demoQuery, openDemo } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'hide-options', (b, p) => {
  browser = b;
  page = p;
});
const PAYPAL = { paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } };
const hide = (ids) => page.evaluate((list) => window.demo.dropin.hidePaymentOptions(list), ids);
const payDisabled = () => page.evaluate(() => document.getElementById('pay').disabled);

it('a guest: PayPal hidden leaves the card form alone; shown again, "Choose another way to pay" lists both', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', PAYPAL));
  await page.waitForSelector('.braintree-option__paypal');
  await hide(['paypal']);
  await page.waitForSelector('[data-braintree-id="card"].braintree-sheet--active');
  assert.is(await page.$('.braintree-option__paypal'), null);
  assert.is(await page.$('[data-braintree-id="toggle"]'), null);
  assert.equal(await page.evaluate(() => window.demo.dropin.getAvailablePaymentOptions()), ['card']);
  assert.equal(await axe(page), []);
  await hide([]);
  await page.click('[data-braintree-id="toggle"]');
  await page.waitForSelector('.braintree-option__paypal');
  assert.equal(await page.evaluate(() => [...document.querySelectorAll('.braintree-option')].length), 2);
});

it('a customer: the selected saved card hidden is unselected, the Pay button turns off; the cards come back unselected', async () => {
  await openDemo(browser, page, demoQuery('simulator_customer', PAYPAL));
  await page.waitForSelector('.braintree-method--active');
  assert.is(await payDisabled(), false);
  await hide(['card']);
  await page.waitForFunction(() => document.querySelectorAll('.braintree-method').length === 1);
  assert.match(await page.textContent('.braintree-method'), 'shopper@example.com');
  assert.is(await page.$('.braintree-method--active'), null);
  assert.is(await payDisabled(), true);
  await hide([]);
  await page.waitForFunction(() => document.querySelectorAll('.braintree-method').length === 4);
  assert.is(await page.$('.braintree-method--active'), null);
  await page.click('.braintree-method:has-text("4444")');
  await page.waitForFunction(() => !document.getElementById('pay').disabled);
});

test.run();
