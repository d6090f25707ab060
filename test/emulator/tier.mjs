// The emulator tier's harness: the gateway emulator, a plain-http page on 127.0.0.1 (or, with `https`, an
// https page the emulator serves) that loads the built bundle — the script tag's dist/featherdrop.js, or
// with `entry: 'esm'` the module entry dist/esm/index.js — and drives it only through featherdrop's public
// API, and a fresh Chromium whose name resolution knows nothing but the emulator.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as assert from 'uvu/assert';
import { startServer } from '../../demo/server.mjs';
import { launchChromium, withShot } from '../browser/support.mjs';
import { startGatewayEmulator } from './gateway-emulator.mjs';
import { clientToken } from './gateway-fixtures.mjs';

export const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>featherdrop emulator tier</title></head>
<body><main><h1>Checkout</h1><div id="dropin"></div><div id="shadow-host"></div></main>
<script type="module">
  const featherdrop = new URLSearchParams(location.search).has('esm')
    ? await import('/dist/esm/index.js')
    : await new Promise((resolve, reject) => {
      const script = Object.assign(document.createElement('script'), { src: '/dist/featherdrop.js', onload: () => resolve(window.featherdrop), onerror: reject });
      document.head.append(script);
    });
  const describe = (e) => ({ message: String(e?.message ?? e), name: e?.name, type: e?.type, code: e?.code, sdkCode: e?._braintreeWebError?.code });
  const settle = (promise) => promise.then((value) => ({ value }), (error) => ({ error: describe(error) }));
  window.tier = {
    events: [],
    async create(options) {
      const result = await settle(featherdrop.create({ container: '#dropin', ...options }));
      if (result.value) {
        window.dropin = result.value;
        for (const name of ['paymentMethodRequestable', 'noPaymentMethodRequestable', 'paymentOptionSelected']) {
          window.dropin.on(name, (payload) => window.tier.events.push({ name, payload }));
        }
        return { value: { options: window.dropin.getAvailablePaymentOptions() } };
      }
      return result;
    },
    /** create() with its container in an open shadow root (issue 31). */
    createInShadow(options) {
      const host = document.querySelector('#shadow-host');
      const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
      return this.create({ ...options, container: root.appendChild(document.createElement('div')) });
    },
    request: (options) => settle(window.dropin.requestPaymentMethod(options)),
    teardown: () => settle(window.dropin.teardown().then(() => true)),
  };
</script></body></html>`;

/** The merchant's https site (`https`): the emulator serves the page and dist/ under this name, with its certificate. */
export const SHOP_HOST = 'shop.emulator.test';
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.map': 'application/json', '.ts': 'text/plain' };

/** The page and every file of the built dist/, as the emulator's `sites` entry for SHOP_HOST. */
export function shopSite() {
  const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
  const walk = (dir) => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
  const site = { '/emulator-tier.html': { body: PAGE, type: 'text/html; charset=utf-8' } };
  for (const file of walk(dist)) site[`/dist/${relative(dist, file).split('\\').join('/')}`] = { body: readFileSync(file), type: TYPES[extname(file)] ?? 'application/octet-stream' };
  return { [SHOP_HOST]: site };
}

/**
 * One emulator, site and Chromium per test file; a fresh page and a reset emulator per test, loading the
 * widget through `entry` ('script' or 'esm'), the emulator started with `emulatorOptions`. `use`
 * receives { emulator, page, pageErrors, consoleErrors ({ text, code }) } before each test; failures leave a screenshot.
 * `https`: the page is https://shop.emulator.test/ (a secure context with an https: protocol, as Apple Pay
 * needs), served by the emulator with dist/ as built when the file starts. `initScripts`: scripts (source
 * text) every page runs before its own, e.g. a stand-in for a browser API such as ApplePaySession.
 */
export function emulatorSuite(test, prefix, use, { entry = 'script', emulatorOptions = {}, https = false, initScripts = [] } = {}) {
  let emulator;
  let site;
  let browser;
  let page;
  let pageErrors;
  let consoleErrors;

  test.before(async () => {
    emulator = await startGatewayEmulator(https ? { ...emulatorOptions, sites: { ...emulatorOptions.sites, ...shopSite() } } : emulatorOptions);
    site = https ? { url: `https://${SHOP_HOST}` } : await startServer({ pages: { '/emulator-tier.html': PAGE } }); // plain http on 127.0.0.1, with dist/
    browser = await launchChromium(emulator.chromiumArgs);
  });

  test.after(async () => {
    await browser?.close();
    await emulator?.close();
    if (site?.server) await new Promise((resolve) => { site.server.close(resolve); site.server.closeAllConnections(); });
  });

  test.before.each(async () => {
    emulator.reset();
    page = await browser.context.newPage();
    for (const content of initScripts) await page.addInitScript({ content });
    page.setDefaultTimeout(10_000);
    pageErrors = [];
    consoleErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // An error object logs as its (minified) constructor name; its SDK code is what a merchant reads.
      const entry = { text: message.text() };
      consoleErrors.push(entry);
      message.args()[0]?.evaluate((value) => value?.code).then((code) => { entry.code = code; }, () => {});
    });
    await page.goto(`${site.url}/emulator-tier.html${entry === 'esm' ? '?esm' : ''}`);
    await page.waitForFunction(() => window.tier);
    use({ emulator, page, pageErrors, consoleErrors });
  });

  test.after.each(async () => {
    await page?.close();
  });

  return (name, body) => test(name, withShot(() => page, `emulator-${prefix}-${name}`, body));
}

/** A call into the page that fails the test after `ms` (15 s) instead of hanging the file. */
export function bounded(name, evaluation, ms = 15_000) {
  let timer;
  const limit = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`${name} did not settle within ${ms / 1000} s`)), ms); });
  return Promise.race([evaluation, limit]).finally(() => clearTimeout(timer));
}

/**
 * With several pages open side by side: clicks and typing in a cross-site frame (braintree-web's card fields,
 * the bank's challenge) go to the page in front, so one page at a time is brought there for `body`.
 */
let front = Promise.resolve();
export function inFront(page, body) {
  const run = front.then(async () => {
    await page.bringToFront();
    return body();
  });
  front = run.catch(() => {});
  return run;
}

/** featherdrop.create in the page; resolves { value: { options } } or { error }. */
export const create = (page, options) => bounded('create', page.evaluate((o) => window.tier.create(o), options));
/** featherdrop.create that must succeed: fails the test with the error otherwise. */
export async function createOk(page, options) {
  const result = await create(page, options);
  assert.equal(result.error, undefined, JSON.stringify(result.error));
  return result;
}
/** dropin.requestPaymentMethod in the page; resolves { value } or { error }. */
export const requestPaymentMethod = (page, options) => bounded('requestPaymentMethod', page.evaluate((o) => window.tier.request(o), options));
/** The card brands the card sheet shows, in order. */
export async function cardIcons(page) {
  await page.locator('[data-braintree-id="card-view-icons"]').waitFor();
  return page.locator('[data-braintree-id="card-view-icons"] [data-braintree-id]').evaluateAll((icons) => icons.filter((icon) => getComputedStyle(icon).display !== 'none').map((icon) => icon.dataset.braintreeId));
}

/** The input inside braintree-web's card frame `name` (number, expirationDate, cvv, postalCode). */
export const cardField = (page, name) => page.frameLocator(`iframe[name="braintree-hosted-field-${name}"]`).locator('input[data-braintree-name]');
/** Types a card into the card frames and waits until the widget is requestable (the frames tell it over postMessage). */
export async function typeCard(page, { number = '4111 1111 1111 1111', expirationDate = '12/30', cvv = '123', postalCode = '12345' } = {}) {
  await cardField(page, 'number').fill(number);
  await cardField(page, 'expirationDate').fill(expirationDate);
  await cardField(page, 'cvv').fill(cvv);
  await cardField(page, 'postalCode').fill(postalCode);
  await page.waitForFunction(() => window.dropin.isPaymentMethodRequestable());
}
/** The sheet's error message under the fields. */
export const sheetError = (page) => page.locator('[data-braintree-id="sheet-error-text"]').textContent();

/** A shopper of the slow-answers files: its page, errors and client token; each call bounded by UNHELD unless told. */
export function slowShopper({ name, page, pageErrors, consoleErrors, fingerprint }) {
  const s = {
    name, page, pageErrors, consoleErrors, fingerprint, field: (f) => cardField(page, f),
    token: clientToken({ fingerprint }),
    create: (options, ms = UNHELD) => bounded(`${name}: create`, page.evaluate((o) => window.tier.create(o), { authorization: s.token, ...options }), ms),
    async createOk(options, ms) {
      const result = await s.create(options, ms);
      assert.equal(result.error, undefined, JSON.stringify(result.error));
      return result;
    },
    request: (ms = UNHELD) => bounded(`${name}: requestPaymentMethod`, page.evaluate(() => window.tier.request()), ms),
    sheetError: () => sheetError(page),
    /** Types a card without waiting for the widget (a held call may keep it from being requestable). */
    typeCard: () => inFront(page, async () => {
      for (const [f, value] of [['number', '4111 1111 1111 1111'], ['expirationDate', '12/30'], ['cvv', '123'], ['postalCode', '12345']]) await cardField(page, f).fill(value);
    }),
  };
  return s;
}

/** Installs Playwright's clock in the page and reloads it, so braintree-web's timeouts (60 s for the card frames) can be fast-forwarded. */
export async function installClock(page) {
  await page.clock.install();
  await page.reload();
  await page.waitForFunction(() => window.tier);
}

/**
 * How long a call the emulator does not hold may take in `slow-answers*.test.mjs`: their shoppers start together,
 * beside two other test files (development.md, "Files at once") on a 2-core machine.
 */
export const UNHELD = 30_000;

/** Polls `check` until it returns a truthy value (or fails after `ms`). */
export async function eventually(check, ms = 3000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
