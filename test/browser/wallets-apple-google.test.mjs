import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, demoQuery, openDemo, payResult, scenario } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'wallets-apple-google', (b, p) => {
  browser = b;
  page = p;
});

const WALLETS = {
  applePay: { displayName: 'Feather', paymentRequest: { total: { label: 'Feather', amount: '10.00' } } },
  googlePay: { transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' } },
};
const query = (auth = 'simulator_guest') => demoQuery(auth, WALLETS);
const APPLE = '[data-braintree-id="apple-pay-button"]';
const GOOGLE = '[data-braintree-id="google-pay-button"] button';
const DIALOG = '[role="dialog"]';

async function choose(id) {
  await page.click(`.braintree-option__${id}`);
}


it('Apple Pay: the simulated session approved by keyboard gives an ApplePayCard with details.rawPaymentData; sheet and dialog axe-clean', async () => {
  await openDemo(browser, page, query());
  assert.equal(await page.evaluate(() => window.demo.dropin.getAvailablePaymentOptions()), ['card', 'applePay', 'googlePay']);
  await choose('applePay');
  await page.waitForSelector(APPLE);
  assert.equal(await axe(page), []);
  await page.focus(APPLE);
  await page.keyboard.press('Enter');
  await page.waitForSelector(DIALOG);
  assert.equal(await axe(page, DIALOG), []);
  assert.is(await page.evaluate(() => document.activeElement.textContent), 'Approve');
  await page.keyboard.press('Enter');
  const result = await payResult(page);
  assert.is(result.type, 'ApplePayCard');
  assert.match(result.nonce, /^sim_applepay_/);
  assert.is(result.details.cardType, 'Visa');
  assert.is(result.details.lastFour, '1111');
  assert.ok(result.details.rawPaymentData.token.paymentData);
  assert.is(await page.$(DIALOG), null);
});

it('Google Pay: the simulated sheet approved gives an AndroidPayCard with details.rawPaymentData; sheet and dialog axe-clean', async () => {
  await openDemo(browser, page, query());
  await choose('googlePay');
  await page.waitForSelector(GOOGLE);
  assert.equal(await axe(page), []);
  await page.click(GOOGLE);
  await page.waitForSelector(DIALOG);
  assert.equal(await axe(page, DIALOG), []);
  await page.click(`${DIALOG} button:has-text("Approve")`);
  const result = await payResult(page);
  assert.is(result.type, 'AndroidPayCard');
  assert.match(result.nonce, /^sim_googlepay_/);
  assert.is(result.details.isNetworkTokenized, false);
  assert.ok(result.details.rawPaymentData.paymentMethodToken);
});

it('cancel (button or Escape) leaves nothing: no method, no error, pay stays disabled', async () => {
  await openDemo(browser, page, query());
  await choose('applePay');
  await page.click(APPLE);
  await page.click(`${DIALOG} button:has-text("Cancel")`);
  await page.waitForSelector(DIALOG, { state: 'detached' });
  await page.click('[data-braintree-id="toggle"]').catch(() => {});
  await choose('googlePay');
  await page.click(GOOGLE);
  await page.waitForSelector(DIALOG);
  await page.keyboard.press('Escape');
  await page.waitForSelector(DIALOG, { state: 'detached' });
  // One sheet at a time: the button opens it again only once the cancel's outcome was handled.
  await page.click(GOOGLE);
  await page.waitForSelector(DIALOG);
  assert.is(await page.isDisabled('#pay'), true);
  assert.is(await page.evaluate(() => window.demo.dropin.isPaymentMethodRequestable()), false);
  assert.is((await page.textContent('[data-braintree-id="wrapper"]')).includes('Something went wrong'), false);
  await page.keyboard.press('Escape');
  await page.waitForSelector(DIALOG, { state: 'detached' });
});

it('a failing wallet (failures.applePay) is shown failed; Google Pay and card keep working', async () => {
  await openDemo(browser, page, query(scenario({ failures: { applePay: 'load' } })));
  assert.equal(await page.evaluate(() => window.demo.dropin.getAvailablePaymentOptions()), ['card', 'googlePay']);
  assert.is(await page.isDisabled('.braintree-option__applePay'), true);
  assert.is(await page.isDisabled('.braintree-option__card'), false);
  await choose('googlePay');
  await page.click(GOOGLE);
  await page.click(`${DIALOG} button:has-text("Approve")`);
  const result = await payResult(page);
  assert.is(result.type, 'AndroidPayCard');
});

it('the Apple Pay and Google Pay chunks are fetched only when those options are enabled', async () => {
  const fetched = [];
  page.on('request', (request) => fetched.push(request.url()));
  const wallet = /\/(?:chunks|script)\/((?:applePay|googlePay)(?:-simulator)?)-[\w.]+\.js$/;
  await openDemo(browser, page, '?auth=simulator_guest');
  assert.equal(fetched.filter((u) => wallet.test(u)), []);
  await openDemo(browser, page, query());
  const names = fetched.filter((u) => wallet.test(u)).map((u) => wallet.exec(u)[1]).sort();
  assert.equal(names, ['applePay', 'applePay-simulator', 'googlePay', 'googlePay-simulator']);
});

test.run();
