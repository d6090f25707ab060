// Emulator tier (DESIGN.md "Browser tests, two tiers"): the production braintree adapter, with the
// unmodified braintree-web SDK, in real Chromium, talking https to a local gateway emulator.
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shared } from '../../build.mjs';
import { FLAGS } from './support.mjs';
import { GRAPHQL_HOST, SUPPORTED_CARD_TYPES, startGatewayEmulator } from './emulator/gateway-emulator.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'featherdrop-emulator-'));
const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.json': 'application/json', '.map': 'application/json' };

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>featherdrop emulator tier</title></head>
<body><script type="module">
  window.adapterReady = import('/adapter.js').then((m) => { window.adapter = m; });
</script></body></html>`;

let emulator;
let site;
let context;
let page;
const pageErrors = [];

/** Plain http on 127.0.0.1: the test page, the adapter bundle (work/) and the built dist/. */
function startSite() {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
    if (path === '/' || path === '/index.html') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(PAGE);
      return;
    }
    const [base, rel] = path.startsWith('/dist/') ? [join(root, 'dist'), path.slice('/dist/'.length)] : [work, path.slice(1)];
    const file = normalize(join(base, rel));
    try {
      if (!file.startsWith(base + sep) || !statSync(file).isFile()) throw new Error('not found');
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
      res.end(readFileSync(file));
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** Runs `fn(adapter, token)` in the page; rejections come back as { error: { code, type, message } }. */
function inPage(fn, token) {
  return page.evaluate(async ([source, token]) => {
    await window.adapterReady;
    try {
      // eslint-disable-next-line no-new-func
      const call = new Function(`return (${source})`)()(window.adapter, token);
      const limit = new Promise((_, reject) => setTimeout(() => reject(new Error('timed out in the page after 10 s')), 10_000));
      return { value: await Promise.race([call, limit]) };
    } catch (e) {
      return { error: { code: e?.code, type: e?.type, message: String(e?.message ?? e) } };
    }
  }, [fn.toString(), token]);
}

test.before(async () => {
  emulator = await startGatewayEmulator();
  await esbuild.build({
    ...shared,
    absWorkingDir: root,
    entryPoints: { adapter: 'test/browser/emulator/adapter-entry.ts' },
    outdir: work,
    format: 'esm',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  site = await startSite();
  context = await chromium.launchPersistentContext(join(work, 'profile'), {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      ...FLAGS,
      `--host-resolver-rules=${emulator.hostResolverRules}`,
      '--ignore-certificate-errors',
    ],
  });
  page = context.pages()[0] ?? await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (e) => pageErrors.push(e));
  await page.goto(`http://127.0.0.1:${site.address().port}/`);
  await page.evaluate(() => window.adapterReady);
});

test.after(async () => {
  await context?.close().catch(() => {});
  await emulator?.close();
  if (site) await new Promise((resolve) => { site.close(resolve); site.closeAllConnections(); });
  rmSync(work, { recursive: true, force: true });
});

test.before.each(() => {
  emulator.reset();
});

test('(a) a customer client token: createBraintreeGateway reads the emulator configuration', async () => {
  const token = emulator.clientToken({ customer: true });
  const r = await inPage(async (adapter, token) => {
    window.customerGateway = await adapter.createBraintreeGateway(token);
    return { kind: window.customerGateway.kind, config: window.customerGateway.config };
  }, token);
  assert.equal(r.error, undefined, JSON.stringify(r.error));
  assert.is(r.value.kind, 'braintree');
  assert.is(r.value.config.environment, 'sandbox');
  assert.is(r.value.config.authorizationType, 'CLIENT_TOKEN');
  assert.is(r.value.config.customer, true);
  assert.equal(r.value.config.supportedCardTypes, SUPPORTED_CARD_TYPES);
  assert.equal(r.value.config.challenges, ['cvv', 'postal_code']);
  assert.is(r.value.config.simulated, false);

  const [config] = emulator.seen('configuration');
  assert.ok(config, 'the SDK fetched the configuration');
  assert.is(config.query.authorizationFingerprint, 'fake_fingerprint&customer_id=42');
  assert.is(config.query.configVersion, '3');
  assert.ok(emulator.requests.some((q) => q.method === 'OPTIONS' && q.path === config.path), 'CORS preflight answered');
});

/** The gateway from (a), created again if (a) did not run. */
const customerGateway = async (adapter, token) => window.customerGateway ?? adapter.createBraintreeGateway(token).then((g) => (window.customerGateway = g));

test('(b) fetchSavedMethods(true) returns the saved cards, default first', async () => {
  const r = await inPage(`async (adapter, token) => (${customerGateway})(adapter, token).then((g) => g.fetchSavedMethods(true))`, emulator.clientToken());
  assert.equal(r.error, undefined, JSON.stringify(r.error));
  assert.is(r.value.length, 2);
  assert.equal(r.value.map((m) => [m.type, m.details.cardType, m.details.lastFour, m.default]), [
    ['CreditCard', 'Visa', '1111', true],
    ['CreditCard', 'MasterCard', '4444', false],
  ]);
  assert.is(r.value[0].nonce, 'fake-vaulted-visa-nonce');
  const calls = emulator.seen('payment_methods');
  assert.is(calls.length, 1);
  assert.is(calls[0].query.defaultFirst, '1');
  assert.is(calls[0].query.authorizationFingerprint, 'fake_fingerprint&customer_id=42');
});

test('(c) fetchSavedMethods(false) asks with defaultFirst=0', async () => {
  const r = await inPage(`async (adapter, token) => (${customerGateway})(adapter, token).then((g) => g.fetchSavedMethods(false))`, emulator.clientToken());
  assert.equal(r.error, undefined, JSON.stringify(r.error));
  assert.is(r.value.length, 2);
  const calls = emulator.seen('payment_methods');
  assert.is(calls.length, 1);
  assert.is(calls[0].query.defaultFirst, '0');
});

test('(d) deletePaymentMethod: GraphQL mutation; an unknown nonce is NONCE_NOT_FOUND', async () => {
  const del = (nonce) => `async (adapter, token) => (${customerGateway})(adapter, token).then((g) => g.deletePaymentMethod(${JSON.stringify(nonce)}))`;
  const ok = await inPage(del('fake-vaulted-mastercard-nonce'), emulator.clientToken());
  assert.equal(ok.error, undefined, JSON.stringify(ok.error));
  const [mutation] = emulator.seen('graphql');
  assert.ok(mutation, 'the SDK posted to the GraphQL endpoint');
  assert.is(mutation.host, GRAPHQL_HOST);
  assert.is(mutation.body.operationName, 'DeletePaymentMethodFromSingleUseToken');
  assert.match(mutation.body.query, /deletePaymentMethodFromSingleUseToken\(input: \$input\)/);
  assert.equal(mutation.body.variables, { input: { singleUseTokenId: 'fake-vaulted-mastercard-nonce' } });
  assert.is(mutation.headers.authorization, 'Bearer fake_fingerprint&customer_id=42');
  assert.ok(mutation.headers['braintree-version'], 'Braintree-Version header sent');

  const missing = await inPage(del('no-such-nonce'), emulator.clientToken());
  assert.ok(missing.error, 'an unknown nonce rejects');
  assert.is(missing.error.code, 'VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND');
  assert.is(emulator.seen('graphql').length, 2);
});

test('(e) a guest client token: customer false, no vault request', async () => {
  const r = await inPage(async (adapter, token) => {
    const g = await adapter.createBraintreeGateway(token);
    const methods = await g.fetchSavedMethods(true);
    await g.teardown();
    return { config: g.config, methods };
  }, emulator.clientToken({ customer: false }));
  assert.equal(r.error, undefined, JSON.stringify(r.error));
  assert.is(r.value.config.authorizationType, 'CLIENT_TOKEN');
  assert.is(r.value.config.customer, false);
  assert.equal(r.value.methods, []);
  assert.is(emulator.seen('configuration')[0]?.query.authorizationFingerprint, 'fake_fingerprint');
  assert.is(emulator.seen('payment_methods').length, 0);
});

test('(f) a configuration answering 500 makes createBraintreeGateway reject', async () => {
  emulator.override('configuration', 500, { error: { message: 'Internal Server Error' } });
  const r = await inPage((adapter, token) => adapter.createBraintreeGateway(token).then(() => 'resolved'),
    emulator.clientToken({ fingerprint: 'fake_fingerprint_broken&customer_id=42' }));
  assert.ok(r.error, `expected a rejection, got ${JSON.stringify(r.value)}`);
  assert.is(r.error.code, 'CLIENT_GATEWAY_NETWORK');
  assert.is(emulator.seen('configuration').length, 1);
});

test('widget analytics go out in one batch per burst, with the web.dropin. prefix and no nonces', async () => {
  const before = emulator.seen('analytics').length;
  const r = await inPage(`async (adapter, token) => {
    const g = await (${customerGateway})(adapter, token);
    g.analytics('started.client-token');
    g.analytics('vaulted-card.preselect');
    await new Promise((resolve) => setTimeout(resolve, 400));
    return true;
  }`, emulator.clientToken());
  assert.equal(r.error, undefined, JSON.stringify(r.error));
  const batches = emulator.seen('analytics').slice(before).filter((b) => b.body.events.some((e) => e.event.startsWith('web.dropin.')));
  assert.is(batches.length, 1);
  assert.equal(batches[0].body.events.map((e) => e.event), ['web.dropin.started.client-token', 'web.dropin.vaulted-card.preselect']);
  assert.is(batches[0].body.tracking.length, 2);
  assert.not.match(JSON.stringify(batches[0].body), /fake-vaulted/);
});

test('no page errors; every SDK request had a route; analytics reached the emulator', async () => {
  assert.equal(pageErrors.map(String), []);
  const unknown = emulator.all.filter((r) => r.route === 'unknown');
  assert.equal(unknown.map((r) => `${r.method} ${r.host}${r.path}`), []);
  const analytics = emulator.all.filter((r) => r.route === 'analytics');
  assert.ok(analytics.length > 0, 'the SDK sent analytics');
  assert.ok(analytics.some((r) => r.host === 'www.paypal.com' && Array.isArray(r.body?.events)), 'analytics events posted to the paypal.com logger');
});

test.run();
