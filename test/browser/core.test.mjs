import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, openDemo, pageStyles, readResult, scenario } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'core', (b, p) => {
  browser = b;
  page = p;
});

it('a customer sees the default Visa active and pays with it', async () => {
  await openDemo(browser, page, '?auth=simulator_customer');
  await page.waitForSelector('.braintree-method--active');
  assert.is(await page.textContent('[data-braintree-id="methods-label"]'), 'Paying with Card');
  assert.match(await page.textContent('.braintree-method--active'), 'Ending in 1111');
  assert.ok(await page.isVisible('text=Test mode'));
  await page.click('#pay');
  const result = await readResult(page);
  assert.is(result.nonce, 'sim_vaulted_visa_1111');
  assert.is(result.vaulted, true);
  assert.is(result.type, 'CreditCard');
});

it('choosing another saved method makes it the one paid with', async () => {
  await openDemo(browser, page, '?auth=simulator_customer');
  await page.click('.braintree-method:has-text("4444")');
  assert.match(await page.textContent('.braintree-method--active'), 'Mastercard');
  const nonce = await page.evaluate(() => window.demo.dropin.requestPaymentMethod().then((r) => r.nonce));
  assert.is(nonce, 'sim_vaulted_mastercard_4444');
});

it('a configuration failure rejects create with a DropinError and leaves the container empty', async () => {
  await openDemo(browser, page, `?auth=${scenario({ failures: { configuration: 'network' } })}`);
  const error = await page.evaluate(() => window.demo.error);
  assert.equal(error, { name: 'DropinError', message: 'There was an error creating Drop-in.', type: 'network' });
  assert.is(await page.innerHTML('#dropin-container'), '');
  assert.is(await pageStyles(page), 0);
});

it('de_DE arrives as its own chunk and nothing else of the locales is fetched', async () => {
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  await openDemo(browser, page, '?auth=simulator_customer&locale=de_DE');
  await page.waitForSelector('.braintree-method--active');
  assert.is(await page.textContent('[data-braintree-id="methods-label"]'), 'Zahlung mit Karte');
  const locales = requested.map((u) => /\/esm\/locales\/(\w\w_\w\w)\.js$/.exec(u)?.[1]).filter(Boolean);
  assert.equal(locales, ['de_DE']);
});

it('the script holds the core and the braintree adapter: the simulator comes from the script\'s chunks, the ESM entry is never fetched', async () => {
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  await openDemo(browser, page, '?auth=simulator_customer');
  await page.waitForSelector('.braintree-method--active');
  assert.ok(requested.some((u) => /\/dist\/script\/simulated-gateway-[\w.]+\.js$/.test(u)), requested.join('\n'));
  assert.not.ok(requested.some((u) => u.includes('/esm/index.js') || u.includes('braintree-gateway-')), requested.join('\n'));
});

it('create and teardown 50 times leaves the container empty and no styles behind', async () => {
  await openDemo(browser, page, '?auth=simulator_customer');
  const left = await page.evaluate(async () => {
    await window.demo.dropin.teardown();
    for (let i = 0; i < 50; i++) {
      const dropin = await window.featherdrop.create({ authorization: 'simulator_customer', container: '#dropin-container' });
      await dropin.teardown();
    }
    await window.demo.dropin.teardown();
    return document.getElementById('dropin-container').innerHTML;
  });
  assert.equal(left, '');
  assert.is(await pageStyles(page), 0);
});

it('axe-core finds no violations on the methods view', async () => {
  await openDemo(browser, page, '?auth=simulator_customer');
  await page.waitForSelector('.braintree-method--active');
  assert.equal(await axe(page), []);
});

it('the methods list works by keyboard alone', async () => {
  await openDemo(browser, page, '?auth=simulator_customer');
  await page.focus('.braintree-method--active');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  assert.match(await page.textContent('.braintree-method--active'), 'Mastercard');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement.dataset.braintreeId), 'toggle');
  await page.keyboard.press('Enter');
  assert.is(await page.evaluate(() => document.activeElement.textContent), 'Pay with card');
});

it('the script-tag page posts payment_method_nonce with the form', async () => {
  await page.goto(`${browser.url}/demo/script-tag.html`);
  await page.waitForSelector('.braintree-method--active');
  await Promise.all([page.waitForURL('**/checkout'), page.click('button.pay')]);
  const posted = JSON.parse(await page.textContent('#posted'));
  assert.is(posted.payment_method_nonce, 'sim_vaulted_visa_1111');
});

it('the script-tag form\'s nonce and device data fields are hidden from the shopper', async () => {
  // The form's own submit is recorded instead of navigating, so the filled form stays on screen.
  await page.addInitScript(() => {
    HTMLFormElement.prototype.submit = function () { window.submitted = true; };
  });
  await page.goto(`${browser.url}/demo/script-tag-guest.html`);
  await page.waitForSelector('.braintree-loaded');
  await page.fill('input[autocomplete="cc-number"]', '4111111111111111');
  await page.fill('input[autocomplete="cc-exp"]', '12/30');
  await page.fill('input[autocomplete="cc-csc"]', '123');
  await page.click('button.pay');
  await page.waitForFunction(() => window.submitted);
  for (const name of ['payment_method_nonce', 'device_data']) {
    const input = page.locator(`form input[name="${name}"]`);
    assert.match(await input.inputValue(), /./, `${name} is filled`);
    assert.not.ok(await input.isVisible(), `${name} is not on screen`);
    assert.is(await input.getAttribute('type'), 'hidden', name);
  }
});

test.run();
