// Simulator tier: PayPal Pay Later (payLater, featherdrop's opt-in option; issue 42) in the demo page: its tile,
// its sheet's simulated Pay Later button and PayPal window (approve, cancel, Escape), ineligibility (a currency
// Pay Later is not offered in: a disabled tile, the card still pays), the order's failure, its place in
// paymentOptionPriority, and its chunks fetched only by a merchant who passes it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, cancelThenEscape, demoQuery, openDemo, payResult, scenario } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'pay-later', (b, p) => {
  browser = b;
  page = p;
});
const PAY_LATER = { payLater: { amount: '10.00', currency: 'USD' } };
const TILE = '.braintree-option__payLater';
const BUTTON = '[data-featherdrop-id="pay-later-button"] button';

it('the tile opens the sheet; Approve in the simulated PayPal window resolves a PayPalAccount; sheet and window axe-clean', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', PAY_LATER));
  assert.is((await page.textContent(TILE)).trim(), 'PayPal Pay Later');
  await page.click(TILE);
  await page.waitForSelector(BUTTON);
  assert.is(await page.textContent(BUTTON), 'PayPal Pay Later (simulated)');
  const error = await page.evaluate(() => window.demo.dropin.requestPaymentMethod().then(() => null, (e) => e.message));
  assert.is(error, 'No payment method is available.');
  assert.is(await page.textContent('[data-braintree-id="sheet-error-text"]'), 'Use the PayPal Pay Later button to continue with your payment.');
  assert.equal(await axe(page, '[data-braintree-id="payLater"]'), []);
  await page.click(BUTTON);
  await page.waitForSelector('[role="dialog"]');
  assert.match(await page.textContent('[role="dialog"]'), 'Pay $10.00 with PayPal Pay Later');
  assert.equal(await axe(page, '[role="dialog"]'), []);
  assert.is(await page.evaluate(() => document.activeElement.textContent), 'Approve');
  await page.keyboard.press('Enter');
  const result = await payResult(page);
  assert.equal([result.type, result.nonce, result.details.email], ['PayPalAccount', 'sim_paylater', 'shopper@example.com']);
});

it('Cancel and Escape add nothing and say nothing; focus returns to the button', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', { ...PAY_LATER, card: false }));
  await cancelThenEscape(page, BUTTON);
  assert.is(await page.evaluate(() => document.activeElement.textContent), 'PayPal Pay Later (simulated)');
  assert.is(await page.isVisible('[data-braintree-id="sheet-error"]'), false);
  assert.is(await page.evaluate(() => window.demo.dropin.isPaymentMethodRequestable()), false);
});

it('not eligible in JPY: the tile is disabled with the reason in the console, and the card still pays', async () => {
  const logged = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await openDemo(browser, page, demoQuery('simulator_guest', { payLater: { amount: '1000', currency: 'JPY' } }));
  assert.equal(await page.evaluate(() => window.demo.dropin.getAvailablePaymentOptions()), ['card']);
  assert.is(await page.isDisabled(TILE), true);
  assert.ok(logged.some((text) => text.includes('PayPal Pay Later is not eligible for this amount and currency.')), logged.join('\n'));
  await page.click('.braintree-option__card');
  await page.fill('input[autocomplete="cc-number"]', '4111111111111111');
  await page.fill('input[autocomplete="cc-exp"]', '12/30');
  await page.fill('input[autocomplete="cc-csc"]', '123');
  assert.is((await payResult(page)).type, 'CreditCard');
});

it('a failing order: no PayPal window, the sheet says PayPal failed; a failing tokenization says the account failed', async () => {
  await openDemo(browser, page, demoQuery(scenario({ failures: { payLaterOrder: 'network' } }), { ...PAY_LATER, card: false }));
  await page.click(BUTTON);
  await page.waitForSelector('[data-braintree-id="sheet-error-text"]:has-text("Something went wrong connecting to PayPal. Please try again.")');
  assert.is(await page.locator('[role="dialog"]').count(), 0);
  await openDemo(browser, page, demoQuery(scenario({ failures: { payLaterTokenize: 'network' } }), { ...PAY_LATER, card: false }));
  await page.click(BUTTON);
  await page.click('[role="dialog"] button:text-is("Approve")');
  await page.waitForSelector('[data-braintree-id="sheet-error-text"]:has-text("Something went wrong adding the PayPal account. Please try again.")');
  assert.is(await page.locator('.braintree-method').count(), 0);
});

it('paymentOptionPriority places payLater; a create() without amount or currency rejects with the exact message', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', { ...PAY_LATER, paypal: { flow: 'vault' }, paymentOptionPriority: ['payLater', 'paypal', 'card'] }));
  assert.equal(await page.evaluate(() => window.demo.dropin.getAvailablePaymentOptions()), ['payLater', 'paypal', 'card']);
  const message = await page.evaluate(() => {
    const container = document.body.appendChild(document.createElement('div'));
    return window.featherdrop.create({ authorization: 'simulator_guest', container, payLater: { amount: '10.00' } }).then(() => 'created', (e) => `${e.name}: ${e.message}`);
  });
  assert.is(message, 'DropinError: options.payLater needs amount and currency.');
});

it('Pay Later\'s chunks are fetched only by a merchant who passes payLater', async () => {
  const fetched = [];
  page.on('request', (request) => fetched.push(request.url()));
  await openDemo(browser, page, demoQuery('simulator_guest', { paypal: { flow: 'vault' } }));
  assert.equal(fetched.filter((url) => /payLater/.test(url)), []);
  await openDemo(browser, page, demoQuery('simulator_guest', PAY_LATER));
  assert.ok(fetched.some((url) => /payLater-definition/.test(url)), fetched.join('\n'));
  assert.not.ok(fetched.some((url) => /paypal\.com|paypal-checkout/.test(url)), 'no PayPal script offline');
});

test.run();
