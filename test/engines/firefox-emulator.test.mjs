// The production path in Firefox ESR (issue 30): the built bundle with the unmodified braintree-web SDK on the
// wire against the gateway emulator, as test/emulator/ runs it in Chromium. Firefox has no resolver rules: it
// reaches the emulator's hosts through a loopback CONNECT proxy (its proxy preferences) that refuses every
// other host, and accepts the emulator's throwaway certificate (acceptInsecureCerts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { TOKENIZATION_KEY, clientToken } from '../emulator/gateway-fixtures.mjs';
import { PAYPAL_REPEAT, openSavedPayPal } from './paypal-repeat.mjs';
import { ENGINES, runsIn } from './engines.mjs';
import { startProductionSite } from './production-site.mjs';

let production;
let emulator;
let browser;
let profile;
let page;
let pageErrors;

test.before(async () => {
  production = await startProductionSite();
  ({ emulator } = production);
  const proxy = production.proxyPort;
  profile = mkdtempSync(join(tmpdir(), 'featherdrop-firefox-'));
  browser = await puppeteer.launch({
    browser: 'firefox', executablePath: ENGINES.firefox.binary, headless: true, userDataDir: profile, acceptInsecureCerts: true,
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': proxy,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': proxy,
      'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
    },
  });
  const guard = setTimeout(() => process.exit(1), 240_000);
  guard.unref();
});

test.after(async () => {
  await browser?.close().catch(() => {});
  if (profile) rmSync(profile, { recursive: true, force: true });
  await production?.close();
});

test.before.each(async () => {
  emulator.reset();
  page = await browser.newPage();
  page.setDefaultTimeout(15_000);
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(production.page);
  await page.waitForFunction(() => window.tier);
});

test.after.each(async () => {
  await page?.close();
});

const create = (options) => page.evaluate((o) => window.tier.create(o), options);
const PAYPAL = { flow: 'checkout', amount: '10.00', currency: 'USD' };
const PAYPAL_BUTTON = '[data-braintree-id="paypal-button"] paypal-button';
const request = () => page.evaluate(() => window.tier.request());
/** The document inside a frame of the page, found by its name. */
async function frame(name) {
  const element = await page.waitForSelector(`iframe[name="${name}"]`);
  return element.contentFrame();
}

test('a customer: configuration and saved methods from the gateway, the default card paid with', async () => {
  const created = await create({ authorization: clientToken() });
  assert.equal(created.error, undefined, JSON.stringify(created.error));
  await page.waitForSelector('.braintree-method--active');
  const paid = await request();
  assert.is(paid.value?.nonce, 'emu-vaulted-visa-nonce');
  assert.is(emulator.seen('configuration').length, 1, 'the configuration by its simple GET');
  assert.is(emulator.seen('graphql').length, 0, 'no GraphQL');
  assert.is(emulator.seen('payment_methods').length, 1);
  assert.equal(pageErrors, []);
});

test('a guest types a card into braintree-web\'s frames: tokenized over REST, the nonce comes back', async () => {
  const created = await create({ authorization: clientToken({ customer: false }) });
  assert.equal(created.error, undefined, JSON.stringify(created.error));
  const values = { number: '4111111111111111', expirationDate: '1230', cvv: '123', postalCode: '12345' };
  for (const [name, value] of Object.entries(values)) {
    const field = await frame(`braintree-hosted-field-${name}`);
    await field.waitForSelector('input');
    await field.type('input[data-braintree-name]', value);
  }
  await page.waitForFunction(() => window.dropin.isPaymentMethodRequestable());
  const paid = await request();
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.match(paid.value.nonce, /^emu-card-nonce-/);
  const [tokenize] = emulator.seen('credit_cards');
  assert.is(tokenize.body.creditCard.number, '4111111111111111');
  assert.is(tokenize.body.creditCard.cvv, '123');
  assert.equal(pageErrors, []);
});

test('3D Secure on a saved card: lookup, the bank\'s challenge in the modal, authenticated', async () => {
  const created = await create({ authorization: clientToken(), threeDSecure: { amount: '10.00' } });
  assert.equal(created.error, undefined, JSON.stringify(created.error));
  await page.waitForSelector('.braintree-method--active');
  const pending = request();
  const bank = await frame('emu-challenge');
  await bank.waitForSelector('#confirm');
  assert.ok(await page.$('[role="dialog"][aria-modal="true"]'), 'the challenge sits in the modal');
  await bank.click('#confirm');
  const paid = await pending;
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(paid.value.liabilityShifted, true);
  assert.is(emulator.seen('lookup').length, 1);
  assert.is(emulator.seen('authenticate_from_jwt').length, 1);
  assert.equal(pageErrors, []);
});

test('device data: the data collector\'s script runs and the result carries its deviceData', async () => {
  const created = await create({ authorization: clientToken(), dataCollector: true });
  assert.equal(created.error, undefined, JSON.stringify(created.error));
  await page.waitForSelector('.braintree-method--active');
  const paid = await request();
  assert.ok(JSON.parse(paid.value.deviceData).correlation_id);
  assert.is(emulator.seen('fraudnet').length, 1);
  assert.equal(pageErrors, []);
});

test('PayPal on PayPal\'s v6 SDK (issue 42): its <paypal-button>, the order, PayPal\'s window approved, a PayPalAccount', async () => {
  emulator.state.merchant.paypal = true;
  const created = await create({ authorization: clientToken({ customer: false }), card: false, paypal: PAYPAL });
  assert.equal(created.error, undefined, JSON.stringify(created.error));
  await page.waitForSelector(PAYPAL_BUTTON);
  await page.click(PAYPAL_BUTTON);
  const approve = await page.waitForSelector('[aria-label="PayPal (emulator stand-in)"] button');
  assert.is(emulator.seen('create_payment_resource')[0].body.amount, '10.00');
  await approve.click();
  await page.waitForFunction(() => window.dropin.isPaymentMethodRequestable());
  const paid = await request();
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.equal([paid.value.type, paid.value.details.email], ['PayPalAccount', 'shopper@example.com']);
  assert.is(emulator.seen('paypal_v6_core').length, 1);
  assert.equal(pageErrors, []);
});

test('PayPal on its v5 path (issue 42): a tokenization key, the JS SDK v5 under featherdrop\'s namespace, the order, PayPal\'s window approved, a PayPalAccount', async () => {
  emulator.state.merchant.paypal = true;
  const created = await create({ authorization: TOKENIZATION_KEY, card: false, paypal: PAYPAL });
  assert.equal(created.error, undefined, JSON.stringify(created.error));
  await page.waitForSelector('[data-braintree-id="paypal-button"] button');
  assert.is(await page.evaluate(() => typeof window.featherdrop_paypal?.Buttons), 'function');
  await page.click('[data-braintree-id="paypal-button"] button');
  const approve = await page.waitForSelector('[aria-label="PayPal (emulator stand-in)"] button');
  assert.equal([emulator.seen('create_payment_resource')[0].body.amount, emulator.seen('create_payment_resource')[0].body.tokenizationKey], ['10.00', TOKENIZATION_KEY]);
  await approve.click();
  await page.waitForFunction(() => window.dropin.isPaymentMethodRequestable());
  const paid = await request();
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.equal([paid.value.type, paid.value.details.email], ['PayPalAccount', 'shopper@example.com']);
  assert.equal([emulator.seen('paypal_sdk').length, emulator.seen('paypal_v6_core').length], [1, 0]);
  assert.equal(pageErrors, []);
});

/** requestPaymentMethod started; PayPal's window (the popup it opens) at its Confirm and Cancel, and the request's outcome. */
async function requestInWindow() {
  const popup = new Promise((resolve) => { page.once('popup', resolve); });
  const pending = request();
  const paypalWindow = await popup;
  await paypalWindow.waitForSelector('#approve');
  return { paypalWindow, pending };
}

test('PayPal one-click repeat (issue 42): the saved account selected, the request opens PayPal\'s window; Cancel rejects, Confirm pays it anew', async () => {
  openSavedPayPal(emulator);
  const created = await create({ authorization: clientToken(), card: false, preselectVaultedPaymentMethod: true, paypal: PAYPAL_REPEAT });
  assert.equal(created.error, undefined, JSON.stringify(created.error));
  await page.waitForSelector('.braintree-method--active[data-type="PayPalAccount"]');
  const cancelled = await requestInWindow();
  await cancelled.paypalWindow.click('#cancel');
  assert.equal((await cancelled.pending).error?.message, 'No payment method is available.');
  assert.is(await page.$eval('[data-braintree-id="sheet-error"]', (error) => error.textContent), '');

  const { paypalWindow, pending } = await requestInWindow();
  assert.is(emulator.seen('create_payment_resource')[1].body.vaultInitiatedCheckoutPaymentMethodToken, PAYPAL_REPEAT.vaultInitiatedCheckout.paymentMethodToken);
  await paypalWindow.click('#approve');
  const paid = await pending;
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.equal([paid.value.type, paid.value.vaulted, emulator.seen('paypal_accounts').length], ['PayPalAccount', true, 1]);
  assert.match(paid.value.nonce, /^emu-paypal-nonce-/);
  assert.equal(pageErrors, []);
});

if (runsIn('firefox')) test.run();
