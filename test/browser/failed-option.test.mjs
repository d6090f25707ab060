// A failed option beside one working option (issue 38), in the demo page as a shopper sees it: the options list
// with the card's tile and PayPal's disabled with the developer message (not the card's sheet alone), axe-clean;
// the card's tile opens its sheet, "Choose another way to pay" goes back, and the card pays.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, demoQuery, openDemo, payResult, scenario } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'failed-option', (b, p) => {
  browser = b;
  page = p;
});

const PAYPAL_FAILS = scenario({ failures: { paypal: 'load' } });
const PAYPAL = { paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } };
const field = (name) => `[data-braintree-id="${name}-field-group"] input`;

it('the card and a PayPal that fails to load: both tiles, PayPal\'s disabled; the card\'s sheet goes back to them and pays', async () => {
  const errors = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await openDemo(browser, page, demoQuery(PAYPAL_FAILS, PAYPAL));
  await page.waitForSelector('[data-braintree-id="choose-a-way-to-pay"]');
  const paypal = page.locator('.braintree-option__paypal');
  assert.ok(await paypal.isDisabled(), 'PayPal\'s tile is disabled');
  assert.is(await paypal.locator('.braintree-option__disabled-message').textContent(), 'Developer Error: Something went wrong. Check the console for details.');
  assert.ok(await page.locator('.braintree-option__card').isEnabled());
  assert.is(await page.locator('[data-braintree-id="card"].braintree-sheet--active').count(), 0, 'not the card\'s sheet alone');
  assert.ok(errors.length >= 1, 'the console says why');
  assert.equal(await axe(page, '[data-braintree-id="wrapper"]', { disabled: true }), []);

  await page.click('.braintree-option__card');
  await page.waitForSelector('[data-braintree-id="card"].braintree-sheet--active');
  await page.click('[data-braintree-id="toggle"]:has-text("Choose another way to pay")');
  await page.waitForSelector('[data-braintree-id="choose-a-way-to-pay"]');
  assert.ok(await paypal.isDisabled(), 'still disabled');

  await page.click('.braintree-option__card');
  await page.fill(field('number'), '4111111111111111');
  await page.fill(field('expiration-date'), '12/30');
  await page.fill(field('cvv'), '123');
  const result = await payResult(page);
  assert.is(result.type, 'CreditCard');
});

test.run();
