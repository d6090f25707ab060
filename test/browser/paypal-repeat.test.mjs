// PayPal's one-click repeat on the simulated gateway (issue 42; docs/options.md, "One-click repeat"): a customer's
// saved PayPal account, selected, pays anew through the simulated PayPal window that the demo's Pay button
// (requestPaymentMethod) opens: Approve gives a new nonce, Cancel and a failed order reject the request.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, demoQuery, openDemo, payResult, readResult, scenario } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'paypal-repeat', (b, p) => {
  browser = b;
  page = p;
});

const PAYPAL = { flow: 'checkout', amount: '10.00', currency: 'USD', vaultInitiatedCheckout: { paymentMethodToken: 'sim-paypal-token' } };
const SAVED_PAYPAL = '.braintree-method:has-text("shopper@example.com")';
const DIALOG = '[role="dialog"]';

/** The demo for a customer (`failures` of the simulator), PayPal with `paypal`; the saved PayPal account selected. */
async function selectSavedPayPal(paypal = PAYPAL, failures = {}) {
  await openDemo(browser, page, demoQuery(scenario({ customer: true, failures }), { paypal }));
  await page.click(SAVED_PAYPAL);
  await page.waitForSelector(`${SAVED_PAYPAL}.braintree-method--active`);
}

it('Pay opens the simulated PayPal window; Approve pays the saved account anew with a new nonce; axe-clean', async () => {
  await selectSavedPayPal();
  await page.waitForFunction(() => !document.getElementById('pay').disabled);
  await page.click('#pay');
  await page.waitForSelector(DIALOG);
  assert.equal(await axe(page, '.featherdrop-paypal-sim'), []);
  assert.is(await page.evaluate(() => document.activeElement.textContent), 'Approve');
  await page.keyboard.press('Enter');
  const result = await readResult(page);
  assert.equal([result.nonce, result.type, result.vaulted, result.details.email], ['sim_paypal_checkout', 'PayPalAccount', true, 'shopper@example.com']);
  assert.is(await page.locator(DIALOG).count(), 0);
});

it('without the option the saved account pays with its own nonce, no window', async () => {
  const { vaultInitiatedCheckout, ...plain } = PAYPAL;
  await selectSavedPayPal(plain);
  const result = await payResult(page);
  assert.is(result.nonce, 'sim_vaulted_paypal');
  assert.is(await page.locator(DIALOG).count(), 0);
});

it('Cancel or Escape rejects the request with nothing shown; the account stays selected and Approve then pays', async () => {
  await selectSavedPayPal();
  for (const close of [() => page.click(`${DIALOG} button:text-is("Cancel")`), () => page.keyboard.press('Escape')]) {
    const request = page.evaluate(() => window.demo.dropin.requestPaymentMethod().then(() => null, (e) => e.message));
    await page.waitForSelector(DIALOG);
    await close();
    assert.is(await request, 'No payment method is available.');
    assert.is(await page.locator(DIALOG).count(), 0);
    assert.is(await page.textContent('[data-braintree-id="sheet-error"]'), '');
    assert.ok(await page.isVisible(`${SAVED_PAYPAL}.braintree-method--active`));
  }
  const request = page.evaluate(() => window.demo.dropin.requestPaymentMethod().then((r) => r.nonce));
  await page.click(`${DIALOG} button:text-is("Approve")`);
  assert.is(await request, 'sim_paypal_checkout');
});

it("a failed order (the simulator's paypalOrder failure): the request rejects and PayPal's error shows above the methods", async () => {
  await selectSavedPayPal(PAYPAL, { paypalOrder: 'network' });
  const error = await page.evaluate(() => window.demo.dropin.requestPaymentMethod().then(() => null, (e) => e.message));
  assert.is(error, 'No payment method is available.');
  assert.is(await page.textContent('[data-braintree-id="sheet-error-text"]'), 'Something went wrong connecting to PayPal. Please try again.');
  assert.is(await page.locator(DIALOG).count(), 0);
  assert.equal(await axe(page), []);
});

test.run();
