import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, demoQuery, openDemo, payResult, scenario } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'paypal', (b, p) => {
  browser = b;
  page = p;
});
const CHECKOUT = { paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } };
const simButton = (id = 'paypal-button') => `[data-braintree-id="${id}"] button`;

it('approving in the simulated PayPal window resolves a PayPalAccount with the email; the sheet and window are axe-clean', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', CHECKOUT));
  await page.click('.braintree-option__paypal');
  await page.waitForSelector(simButton());
  assert.is(await page.textContent(simButton()), 'PayPal (simulated)');
  const error = await page.evaluate(() => window.demo.dropin.requestPaymentMethod().then(() => null, (e) => e.message));
  assert.is(error, 'No payment method is available.');
  assert.is(await page.textContent('[data-braintree-id="sheet-error-text"]'), 'Use the PayPal button to continue with your payment.');
  assert.equal(await axe(page, '[data-braintree-id="paypal"]'), []);
  await page.click(simButton());
  await page.waitForSelector('[role="dialog"]');
  assert.equal(await axe(page, '.featherdrop-paypal-sim'), []);
  assert.is(await page.evaluate(() => document.activeElement.textContent), 'Approve');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-braintree-id="methods"]');
  const result = await payResult(page);
  assert.is(result.type, 'PayPalAccount');
  assert.is(result.details.email, 'shopper@example.com');
  assert.match(result.nonce, /^sim_paypal_/);
  assert.not.ok(result.vaulted);
});

it('with an amount the simulated Pay Later message shows under the button; none without an amount', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', { ...CHECKOUT, card: false }));
  const messages = '[data-featherdrop-id="paypal-messages"]';
  await page.waitForSelector(messages);
  assert.is(await page.textContent(messages), 'Pay in 4 interest-free payments of $2.50 (simulated)');
  assert.ok(await page.isVisible(messages));
  assert.equal(await axe(page, '[data-braintree-id="paypal"]'), []);
  await openDemo(browser, page, demoQuery('simulator_guest', { paypal: { flow: 'vault' }, card: false }));
  await page.waitForSelector(simButton());
  assert.is(await page.locator(messages).count(), 0);
});

it('cancelling (button or Escape) adds no method and shows no error', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', CHECKOUT));
  await page.click('.braintree-option__paypal');
  await page.click(simButton());
  await page.click('[role="dialog"] button:text-is("Cancel")');
  await page.waitForSelector('[role="dialog"]', { state: 'detached' });
  await page.click(simButton());
  await page.waitForSelector('[role="dialog"]');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[role="dialog"]', { state: 'detached' });
  assert.is(await page.evaluate(() => document.activeElement.textContent), 'PayPal (simulated)');
  assert.is(await page.isVisible('[data-braintree-id="sheet-error"]'), false);
  assert.is(await page.evaluate(() => window.demo.dropin.isPaymentMethodRequestable()), false);
  assert.is(await page.locator('.braintree-method').count(), 0);
});

it('PayPal Credit in the vault flow for a customer resolves a vaulted PayPalAccount', async () => {
  await openDemo(browser, page, demoQuery(scenario({ customer: true, paymentMethods: [] }), { paypalCredit: { flow: 'vault' }, card: false }));
  await page.waitForSelector(simButton('paypal-credit-button'));
  assert.is(await page.textContent(simButton('paypal-credit-button')), 'PayPal Credit (simulated)');
  await page.click(simButton('paypal-credit-button'));
  await page.click('[role="dialog"] button:text-is("Approve")');
  const result = await payResult(page);
  assert.is(result.type, 'PayPalAccount');
  assert.is(result.vaulted, true);
});

it('a PayPal that fails to load is shown disabled and the card still works', async () => {
  await openDemo(browser, page, demoQuery(scenario({ failures: { paypal: 'load' } }), CHECKOUT));
  assert.equal(await page.evaluate(() => window.demo.dropin.getAvailablePaymentOptions()), ['card']);
  assert.is(await page.isDisabled('.braintree-option__paypal'), true, 'its tile, beside the card\'s');
  await page.click('.braintree-option__card');
  await page.fill('input[autocomplete="cc-number"]', '4111111111111111');
  await page.fill('input[autocomplete="cc-exp"]', '12/30');
  await page.fill('input[autocomplete="cc-csc"]', '123');
  assert.is((await payResult(page)).type, 'CreditCard');
});

it('a failing PayPal tokenization shows its message', async () => {
  await openDemo(browser, page, demoQuery(scenario({ failures: { paypalTokenize: 'network' } }), { ...CHECKOUT, card: false }));
  await page.click(simButton());
  await page.click('[role="dialog"] button:text-is("Approve")');
  await page.waitForSelector('[data-braintree-id="sheet-error-text"]:has-text("Something went wrong adding the PayPal account. Please try again.")');
  assert.is(await page.locator('.braintree-method').count(), 0);
});

it('the PayPal chunks are fetched only when the option is enabled', async () => {
  const fetched = [];
  page.on('request', (request) => fetched.push(request.url()));
  await openDemo(browser, page, '?auth=simulator_guest');
  assert.equal(fetched.filter((url) => /\/(?:chunks|script)\/paypal/.test(url)), []);
  await openDemo(browser, page, demoQuery('simulator_guest', CHECKOUT));
  assert.ok(fetched.some((url) => /\/(?:chunks|script)\/paypal-/.test(url)));
  assert.not.ok(fetched.some((url) => /paypal\.com|paypal-checkout/.test(url)), 'no PayPal script or braintree-web paypal-checkout offline');
});

test.run();
