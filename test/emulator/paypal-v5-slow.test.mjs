// Emulator tier: PayPal's v5 path (issue 42; braintree-web's paypal-checkout, a tokenization key) with the gateway
// answering slower than braintree-web's timeout (docs/errors.md, "Slower than braintree-web's timeout"): the payment
// resource (checkout), the billing agreement (vault) and the account's tokenization after the approval, each held.
// braintree-web gives a request 60 s and sends one that ended with status 0 once more, so a held call fails after
// about 120 s. For each: the sheet's message, braintree-web's error in the console, no PayPal window, no method,
// no page error, and the button paying once the gateway answers in time.
// The three shoppers run side by side, each page with a tokenization key of its own whose requests alone are held,
// on an HTTP/2 emulator (over HTTP/1.1 Chromium's 6 connections a host would stall them).
// Mostly waits: braintree-web's real 60 s request timeouts (and their retries), the shoppers side by side.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from '../../demo/server.mjs';
import { launchChromium, withShot } from '../browser/support.mjs';
import { startGatewayEmulator } from './gateway-emulator.mjs';
import { MERCHANT_ID } from './gateway-fixtures.mjs';
import { bounded, eventually, PAGE, UNHELD } from './tier.mjs';

const SDK_TIMEOUT = 60_000;
const HELD = 2.5 * SDK_TIMEOUT;
const FLOW_FAILED = 'Something went wrong connecting to PayPal. Please try again.';
const TOKENIZATION_FAILED = 'Something went wrong adding the PayPal account. Please try again.';
const BUTTON = '[data-braintree-id="paypal-button"] button';
const ROUTES = ['create_payment_resource', 'setup_billing_agreement', 'paypal_accounts'];

let emulator;
let site;
let browser;
const holds = new Set();
const runs = {};
const since = (start) => (Date.now() - start) / 1000;
const heldOf = (route, key) => emulator.held.filter((r) => r.route === route && r.body?.tokenizationKey === key);

/** A shopper with a tokenization key of its own, PayPal only (`paypal`), its `route` held until released. */
async function shopper(name, paypal, route, message, afterClick) {
  const key = `sandbox_emu0slow0${name}_${MERCHANT_ID}`;
  const page = await browser.context.newPage();
  page.setDefaultTimeout(20_000);
  const pageErrors = [];
  const consoleErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const entry = { text: m.text() };
    consoleErrors.push(entry);
    m.args()[0]?.evaluate((value) => value?.code).then((code) => { entry.code = code; }, () => {});
  });
  const dialog = page.getByRole('dialog', { name: 'PayPal (emulator stand-in)' });
  const sheetError = page.locator('[data-braintree-id="sheet-error"]');
  const request = () => bounded(`${name}: requestPaymentMethod`, page.evaluate(() => window.tier.request()), UNHELD);
  const scenario = async () => {
    await page.goto(`${site.url}/emulator-tier.html`);
    await page.waitForFunction(() => window.tier);
    const created = await bounded(`${name}: create`, page.evaluate((o) => window.tier.create(o), { authorization: key, card: false, paypal }), UNHELD);
    assert.equal(created.error, undefined, JSON.stringify(created.error));
    await page.locator(BUTTON).waitFor();
    holds.add(`${route} ${key}`);
    const start = Date.now();
    await page.click(BUTTON);
    await afterClick(dialog);
    await sheetError.filter({ hasText: /\S/ }).waitFor({ timeout: HELD });
    assert.ok(since(start) >= 2 * SDK_TIMEOUT / 1000 - 1, `braintree-web waited its 60 s twice (${since(start)} s)`);
    assert.is(await sheetError.textContent(), message);
    assert.is(heldOf(route, key).length, 2, 'sent, then once more after the timeout');
    assert.ok(await eventually(() => consoleErrors.some((e) => e.code === 'CLIENT_GATEWAY_NETWORK')), `braintree-web's error logged: ${JSON.stringify(consoleErrors)}`);
    assert.is(await dialog.count(), 0, 'no PayPal window left open');
    assert.is(await page.evaluate(() => window.dropin.isPaymentMethodRequestable()), false);
    const refused = await request();
    assert.equal([refused.error?.name, refused.error?.message], ['DropinError', 'No payment method is available.']);
    holds.delete(`${route} ${key}`);
    await page.click(BUTTON);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.locator('[data-braintree-id="methods"]', { hasText: 'PayPal' }).waitFor();
    const paid = await request();
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    assert.is(paid.value.type, 'PayPalAccount');
    assert.equal(pageErrors, []);
  };
  return { page, run: withShot(() => page, `emulator-paypal-v5-slow-${name}`, scenario)() };
}

const CHECKOUT = { flow: 'checkout', amount: '10.00', currency: 'USD' };
const approve = (dialog) => dialog.getByRole('button', { name: 'Approve' }).click();
const SCENARIOS = {
  [`the payment resource (checkout) held: after about 120 s "${FLOW_FAILED}", no PayPal window, no method; the button pays once it answers`]:
    ['order', CHECKOUT, 'create_payment_resource', FLOW_FAILED, async () => {}],
  [`the billing agreement (vault) held: after about 120 s "${FLOW_FAILED}", no PayPal window, no method; the button pays once it answers`]:
    ['agreement', { flow: 'vault' }, 'setup_billing_agreement', FLOW_FAILED, async () => {}],
  [`the account's tokenization held after the approval: after about 120 s "${TOKENIZATION_FAILED}", no method; the button pays once it answers`]:
    ['tokens', CHECKOUT, 'paypal_accounts', TOKENIZATION_FAILED, approve],
};

test.before(async () => {
  emulator = await startGatewayEmulator({ http2: true, wallets: true, safetyTimeoutMs: 230_000 });
  emulator.state.merchant.paypal = true;
  for (const route of ROUTES) emulator.delays[route] = (r) => (holds.has(`${route} ${r.body?.tokenizationKey}`) ? Infinity : 0);
  site = await startServer({ pages: { '/emulator-tier.html': PAGE } });
  browser = await launchChromium(emulator.chromiumArgs);
  for (const [title, args] of Object.entries(SCENARIOS)) {
    runs[title] = await shopper(...args);
    runs[title].run.catch(() => {});
  }
});

test.after(async () => {
  await browser?.close();
  await emulator?.close();
  if (site?.server) await new Promise((resolve) => { site.server.close(resolve); site.server.closeAllConnections(); });
});

for (const title of Object.keys(SCENARIOS)) test(title, () => runs[title].run);

test('no held request is answered after the browser gave up on it, nor left behind when the pages close', async () => {
  await Promise.allSettled(Object.values(runs).map((r) => r.run));
  await Promise.all(Object.values(runs).map((r) => r.page.close()));
  assert.ok(await eventually(() => emulator.held.every((r) => r.abandoned), 5_000), JSON.stringify(emulator.held.filter((r) => !r.abandoned).map((r) => r.route)));
  assert.not.ok(emulator.requests.some((r) => emulator.held.includes(r)), 'none of them was answered');
});

test.run();
