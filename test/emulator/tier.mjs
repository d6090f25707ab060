// The emulator tier's harness: the gateway emulator, a plain-http page on 127.0.0.1 that loads the
// built bundle (dist/esm/index.js) and drives it only through featherdrop's public API, and a fresh
// Chromium whose name resolution knows nothing but the emulator.
import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FLAGS, withShot } from '../browser/support.mjs';
import { startGatewayEmulator } from './gateway-emulator.mjs';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>featherdrop emulator tier</title></head>
<body><main><h1>Checkout</h1><div id="dropin"></div></main>
<script type="module">
  import * as featherdrop from '/dist/esm/index.js';
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
    request: (options) => settle(window.dropin.requestPaymentMethod(options)),
    teardown: () => settle(window.dropin.teardown().then(() => true)),
  };
</script></body></html>`;

/** Plain http on 127.0.0.1: the tier page and dist/. */
function startSite() {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
    if (path === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(PAGE);
      return;
    }
    const file = normalize(join(dist, path.replace(/^\/dist\//, '')));
    try {
      if (!path.startsWith('/dist/') || !file.startsWith(dist + sep) || !statSync(file).isFile()) throw new Error('not found');
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
      res.end(readFileSync(file));
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/**
 * One emulator, site and Chromium per test file; a fresh page and a reset emulator per test. `use`
 * receives { emulator, page, pageErrors, consoleErrors ({ text, code }) } before each test; failures leave a screenshot.
 */
export function emulatorSuite(test, prefix, use) {
  let emulator;
  let site;
  let context;
  let profile;
  let page;
  let pageErrors;
  let consoleErrors;

  test.before(async () => {
    emulator = await startGatewayEmulator();
    site = await startSite();
    profile = mkdtempSync(join(tmpdir(), 'featherdrop-emulator-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      headless: true,
      args: [...FLAGS, ...emulator.chromiumArgs],
      viewport: { width: 800, height: 900 },
    });
    const guard = setTimeout(() => process.exit(1), 170_000);
    guard.unref();
  });

  test.after(async () => {
    await context?.close().catch(() => {});
    await emulator?.close();
    if (site) await new Promise((resolve) => { site.close(resolve); site.closeAllConnections(); });
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  test.before.each(async () => {
    emulator.reset();
    page = await context.newPage();
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
    await page.goto(`http://127.0.0.1:${site.address().port}/`);
    await page.waitForFunction(() => window.tier);
    use({ emulator, page, pageErrors, consoleErrors });
  });

  test.after.each(async () => {
    await page?.close();
  });

  return (name, body) => test(name, withShot(() => page, `emulator-${prefix}-${name}`, body));
}

/** A call into the page that fails the test after 15 s instead of hanging the file. */
function bounded(name, evaluation) {
  let timer;
  const limit = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`${name} did not settle within 15 s`)), 15_000); });
  return Promise.race([evaluation, limit]).finally(() => clearTimeout(timer));
}

/** featherdrop.create in the page; resolves { value: { options } } or { error }. */
export const create = (page, options) => bounded('create', page.evaluate((o) => window.tier.create(o), options));
/** dropin.requestPaymentMethod in the page; resolves { value } or { error }. */
export const requestPaymentMethod = (page, options) => bounded('requestPaymentMethod', page.evaluate((o) => window.tier.request(o), options));
/** The card brands the card sheet shows, in order. */
export async function cardIcons(page) {
  await page.locator('[data-braintree-id="card-view-icons"]').waitFor();
  return page.locator('[data-braintree-id="card-view-icons"] [data-braintree-id]').evaluateAll((icons) => icons.filter((icon) => getComputedStyle(icon).display !== 'none').map((icon) => icon.dataset.braintreeId));
}

/** Polls `check` until it returns a truthy value (or fails after `ms`). */
export async function eventually(check, ms = 3000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
