import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, demoQuery, openDemo } from './support.mjs';

let browser;
let page;
const posted = [];
const it = browserSuite(test, 'l10n', (b, p) => {
  browser = b;
  page = p;
}, { onPost: (fields) => posted.push(fields) });
const localeChunks = (urls) => urls.map((u) => /\/esm\/locales\/(\w\w_\w\w)\.js$/.exec(u)?.[1]).filter(Boolean);


it("locale 'ja' shows Japanese and fetches only ja_JP", async () => {
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  await openDemo(browser, page, '?auth=simulator_customer&locale=ja');
  await page.waitForSelector('.braintree-method--active');
  assert.match(await page.textContent('[data-braintree-id="methods-label"]'), 'カード');
  assert.ok(/[\u3040-\u30ff\u4e00-\u9faf]/.test(await page.textContent('[data-braintree-id="toggle"]')));
  assert.equal(localeChunks(requested), ['ja_JP']);
  assert.is(await page.getAttribute('[data-braintree-id="wrapper"]', 'lang'), 'ja-JP');
});

it('he_IL renders right-to-left with card numbers left-to-right', async () => {
  await openDemo(browser, page, '?auth=simulator_customer&locale=he_IL');
  await page.waitForSelector('.braintree-method--active');
  assert.is(await page.getAttribute('[data-braintree-id="wrapper"]', 'dir'), 'rtl');
  await page.click('[data-braintree-id="toggle"]');
  await page.waitForSelector('input[autocomplete="cc-number"]');
  assert.is(await page.$eval('input[autocomplete="cc-number"]', (el) => getComputedStyle(el).direction), 'ltr');
  await page.screenshot({ path: 'test-results/he_IL-card.png' });
});

it('axe-core finds no violations in ar_EG', async () => {
  await openDemo(browser, page, '?auth=simulator_customer&locale=ar_EG');
  await page.waitForSelector('.braintree-method--active');
  assert.is(await page.getAttribute('[data-braintree-id="wrapper"]', 'dir'), 'rtl');
  assert.equal(await axe(page), []);
});

it('dataCollector: true yields deviceData', async () => {
  await openDemo(browser, page, demoQuery('simulator_customer', { dataCollector: true }));
  const result = await page.evaluate(() => window.demo.dropin.requestPaymentMethod());
  assert.is(JSON.parse(result.deviceData).device_session_id, 'sim_device_session');
});

it('a script-tag form does not submit while invalid, then posts the nonce and device data once', async () => {
  posted.length = 0;
  await page.goto(`${browser.url}/demo/script-tag-guest.html`);
  await page.waitForSelector('input[autocomplete="cc-number"]');
  await page.click('button.pay');
  await page.waitForSelector('[data-braintree-id="number-field-error"]:has-text("Please fill out a card number.")');
  assert.is(posted.length, 0);
  await page.fill('input[autocomplete="cc-number"]', '4111111111111111');
  await page.fill('input[autocomplete="cc-exp"]', '12/30');
  await page.fill('input[autocomplete="cc-csc"]', '123');
  await Promise.all([page.waitForURL('**/checkout'), page.dblclick('button.pay')]);
  assert.is(posted.length, 1);
  assert.ok(posted[0].payment_method_nonce);
  assert.is(JSON.parse(posted[0].device_data).device_session_id, 'sim_device_session');
});

it('the billing address speaks the locale; its strings come in a file of their own, fetched only when it is shown', async () => {
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  await openDemo(browser, page, `${demoQuery('simulator_guest', { card: { billingAddress: { fields: ['countryCodeAlpha2', 'streetAddress'], required: ['streetAddress'] } } })}&locale=de_DE`);
  await page.waitForSelector('[data-braintree-id="billing-address"]');
  assert.is(await page.textContent('[data-braintree-id="billing-address"] legend'), 'Rechnungsadresse');
  assert.is(await page.inputValue('[data-braintree-id="billing-country-field-group"] select'), 'DE');
  assert.ok(requested.some((u) => u.endsWith('/esm/locales/de_DE.billing.js')));
  requested.length = 0;
  await openDemo(browser, page, '?auth=simulator_guest&locale=de_DE');
  await page.waitForSelector('[data-braintree-id="number-field-group"]');
  assert.not.ok(requested.some((u) => u.includes('.billing.js') || /\/(?:chunks|script)\/billing-/.test(u)), 'nothing of it without card.billingAddress');
});

test.run();
