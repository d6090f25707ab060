// Emulator tier: the production path on a page enforcing Trusted Types (issue 38, gap 10). The page answers with
// `Content-Security-Policy: require-trusted-types-for 'script'`; featherdrop loads with the script tag and pays with
// a saved card through 3D Secure, the data collector and PayPal (the emulator's stand-ins for PayPal's SDK,
// fb.js and Songbird). Without a policy the page records what is refused (its securitypolicyviolation events):
// braintree-web's script loads and fb.js's parameters, never featherdrop's chunks or styles; with the default
// policy docs/csp.md gives (read from the page and run as written), the same payments work, 3D Secure's
// challenge written by braintree-web's innerHTML included, and nothing is refused.
// Mostly waits: braintree-web's real 60 s wait for Songbird and featherdrop's 30 s wait for PayPal's SDK.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from '../../demo/server.mjs';
import { launchChromium, withShot } from '../browser/support.mjs';
import { clientToken } from './gateway-fixtures.mjs';
import { startGatewayEmulator } from './gateway-emulator.mjs';
import { PAGE, bounded, create, createOk, requestPaymentMethod } from './tier.mjs';

/** The policy docs/csp.md gives merchants, its "Trusted Types" section's code, as written. */
const POLICY = /## Trusted Types[\s\S]*?```js\n([\s\S]*?)```/.exec(readFileSync(new URL('../../docs/csp.md', import.meta.url), 'utf8'))?.[1];
const CSP = "require-trusted-types-for 'script'";
// The tier's page, but featherdrop from a script element in the markup: a page under Trusted Types cannot set a
// created script's src without a policy (the tier's page does), and this test is about what featherdrop does.
const body = PAGE.replace(/const featherdrop = [\s\S]*?document\.head\.append\(script\);\n\s*\}\);\n/, 'const featherdrop = window.featherdrop;\n');
const page = (policy) => body.replace('<title>', `${policy ? `<script>${policy}</script>` : ''}<script src="/dist/featherdrop.js"></script><title>`);

let emulator;
let site;
let browser;
let tab;

test.before(async () => {
  emulator = await startGatewayEmulator({ wallets: true });
  site = await startServer({ pages: { '/enforced.html': page(), '/with-policy.html': page(POLICY) }, headers: { 'content-security-policy': CSP } });
  browser = await launchChromium(emulator.chromiumArgs);
});

test.after(async () => {
  await browser?.close();
  await emulator?.close();
  if (site?.server) await new Promise((resolve) => { site.server.close(resolve); site.server.closeAllConnections(); });
});

test.before.each(() => emulator.reset());
test.after.each(async () => {
  await tab?.close();
});

/** Opens `path` with a recorder of the page's Trusted Types violations ({ sink, url }) and errors. */
async function open(path) {
  tab = await browser.context.newPage();
  tab.setDefaultTimeout(10_000);
  await tab.addInitScript(() => {
    window.__refused = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const [sink, ...rest] = event.sample.split('|');
      window.__refused.push({ directive: event.effectiveDirective, sink, url: rest.join('|') });
    });
  });
  const errors = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  await tab.goto(`${site.url}${path}`);
  await tab.waitForFunction(() => window.tier);
  return { errors, refused: () => tab.evaluate(() => window.__refused) };
}

const it = (name, fn) => test(name, withShot(() => tab, `emulator-trusted-types-${name}`, fn));

const CHECKOUT = { flow: 'checkout', amount: '10.00', currency: 'USD' };
const PAYPAL_BUTTON = '[data-braintree-id="paypal-button"] paypal-button';
/** What was refused: the sink and the start of the value (a violation report's sample keeps its first 40 characters). */
const refusedScripts = (list) => list.map(({ directive, sink, url }) => `${directive}: ${sink} ${url}`);
const REFUSED = 'require-trusted-types-for: HTMLScriptElement';

it('no policy: featherdrop\'s chunks, styles and a saved card payment are refused nothing; braintree-web\'s loads of fb.js\'s parameters, Songbird and PayPal\'s SDK are', async () => {
  let page = await open('/enforced.html');
  await createOk(tab, { authorization: clientToken() });
  await tab.locator('.braintree-method--active').waitFor();
  const paid = await requestPaymentMethod(tab);
  assert.is(paid.value?.nonce, 'emu-vaulted-visa-nonce', JSON.stringify(paid));
  assert.equal(await page.refused(), [], 'the card path');
  assert.equal(page.errors, []);

  page = await open('/enforced.html');
  assert.equal((await create(tab, { authorization: clientToken(), dataCollector: true })).error?.message, 'Data Collector failed to set up.');
  const [parameters, ...others] = refusedScripts(await page.refused());
  assert.equal(others, []);
  assert.match(parameters, `${REFUSED} text {"f":"`, 'the fraud script\'s parameters, a JSON block');
  assert.is(emulator.seen('fraudnet').length, 0);

  page = await open('/enforced.html');
  await createOk(tab, { authorization: clientToken(), threeDSecure: { amount: '10.00' } });
  assert.equal(refusedScripts(await page.refused()), [`${REFUSED} src https://songbirdstag.cardinalcommerce.co`]);
  assert.is(emulator.seen('songbird').length, 0);
  await tab.locator('.braintree-method--active').waitFor();
  // braintree-web waits 60 s for Cardinal's setup, then the request rejects; the lookup was asked.
  const verified = await bounded('requestPaymentMethod', tab.evaluate(() => window.tier.request()), 75_000);
  assert.equal([verified.error?.message, verified.error?.sdkCode], ['Something went wrong during 3D Secure authentication. Please try again.', 'THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT']);
  assert.is(await tab.textContent('[data-braintree-id="sheet-error-text"]'), 'Something went wrong during 3D Secure authentication. Please try again.');

  page = await open('/enforced.html');
  emulator.state.merchant.paypal = true;
  // braintree-web's assignment throws inside paypal-checkout-v6's setup promise, which rejects: PayPal's tile is
  // disabled beside the card at once, nothing uncaught.
  const withPayPal = await bounded('create', tab.evaluate((o) => window.tier.create(o), { authorization: clientToken(), paypal: CHECKOUT }), 15_000);
  assert.equal(withPayPal.value?.options, ['card'], JSON.stringify(withPayPal));
  assert.equal(page.errors, []);
  assert.equal(refusedScripts(await page.refused()), [`${REFUSED} src https://www.sandbox.paypal.com/web-sdk/v`]);
  assert.is(emulator.seen('paypal_v6_core').length, 0);
});

it('docs/csp.md\'s default policy, as written: a saved Visa through the 3D Secure challenge with device data, then PayPal approved; nothing refused', async () => {
  assert.ok(POLICY, 'docs/csp.md, "Trusted Types", has the policy');
  const page = await open('/with-policy.html');
  assert.is(await tab.evaluate(() => window.trustedTypes.defaultPolicy?.name), 'default');
  emulator.state.merchant.paypal = true;
  await createOk(tab, { authorization: clientToken(), threeDSecure: { amount: '10.00' }, dataCollector: true, paypal: CHECKOUT });
  await tab.locator('.braintree-method--active').waitFor();
  const pending = requestPaymentMethod(tab, undefined);
  const bank = tab.frameLocator('iframe[name="emu-challenge"]');
  await bank.getByRole('button', { name: 'Confirm' }).click();
  const verified = await pending;
  assert.equal(verified.error, undefined, JSON.stringify(verified.error));
  assert.is(verified.value.liabilityShifted, true);
  assert.ok(JSON.parse(verified.value.deviceData).correlation_id, 'device data from the fraud script');
  assert.is(emulator.seen('songbird').length, 1);
  assert.is(emulator.seen('fraudnet').length, 1);

  await tab.click('[data-braintree-id="toggle"]');
  await tab.click('.braintree-option__paypal');
  await tab.click(PAYPAL_BUTTON);
  await tab.getByRole('dialog', { name: 'PayPal (emulator stand-in)' }).getByRole('button', { name: 'Approve' }).click();
  await tab.locator('[data-braintree-id="methods"]', { hasText: 'PayPal' }).waitFor();
  const paid = await requestPaymentMethod(tab);
  assert.is(paid.value?.type, 'PayPalAccount', JSON.stringify(paid));
  assert.is(emulator.seen('paypal_v6_core').length, 1);
  assert.equal(await page.refused(), []);
  assert.equal(page.errors, []);
});

test.run();
