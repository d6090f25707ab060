// The emulator's options for the time-to-usable benchmark (bench/), checked from node over HTTP/2:
// brotli bodies, preflights held for the emulated latency, static sites, the PayPal script
// stand-ins, the card frame page for both SDK versions, cacheable static files and the wallets'
// configuration sections. The tier's own defaults are covered by the other files here.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { connect } from 'node:http2';
import { brotliDecompressSync } from 'node:zlib';
import { buildCardFramePage } from './card-frame/page.mjs';
import { startGatewayEmulator } from './gateway-emulator.mjs';
import { CLIENT_API_PATH, clientToken } from './gateway-fixtures.mjs';

let emulator;
let session;

test.before(async () => {
  emulator = await startGatewayEmulator({
    http2: true, brotli: true, preflightDelayMs: 120, wallets: true, cacheStatic: true,
    sites: { 'shop.example.test': { '/app.js': { body: `console.log(${JSON.stringify('x'.repeat(2000))});`, type: 'text/javascript' } } },
  });
  session = connect(`https://127.0.0.1:${emulator.port}`, { rejectUnauthorized: false });
});

test.after(async () => {
  session?.close();
  await emulator?.close();
});

/** One request on the HTTP/2 session: { status, headers, body (decoded), ms }. */
function request(authority, path, { method = 'GET', headers = {} } = {}) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':method': method, ':authority': authority, ':path': path, 'accept-encoding': 'br', ...headers });
    const chunks = [];
    let head;
    stream.on('response', (h) => { head = h; });
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = head['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw;
      resolve({ status: head[':status'], headers: head, body: body.toString(), ms: Date.now() - started });
    });
    stream.on('error', reject);
    stream.end();
  });
}

test('a site file comes brotli-encoded over HTTP/2, cacheable, its host in the resolver rules', async () => {
  const r = await request('shop.example.test', '/app.js');
  assert.is(r.status, 200);
  assert.is(r.headers['content-encoding'], 'br');
  assert.is(r.headers['cache-control'], 'public, max-age=3600');
  assert.ok(r.body.startsWith('console.log("xxx'));
  assert.ok(emulator.chromiumArgs[0].includes(`MAP shop.example.test 127.0.0.1:${emulator.port}`));
  assert.ok(emulator.chromiumArgs[0].includes('MAP www.paypalobjects.com'));
});

test('a CORS preflight is answered after the emulated latency; gateway answers stay uncacheable and plain JSON', async () => {
  const path = `${CLIENT_API_PATH}/v1/configuration`;
  const preflight = await request('api.sandbox.braintreegateway.com', path, { method: 'OPTIONS', headers: { origin: 'https://shop.example.test', 'access-control-request-method': 'GET' } });
  assert.is(preflight.status, 204);
  assert.ok(preflight.ms >= 110, `held ${preflight.ms} ms`);
  const fingerprint = encodeURIComponent(JSON.parse(Buffer.from(clientToken(), 'base64').toString()).authorizationFingerprint);
  const config = await request('api.sandbox.braintreegateway.com', `${path}?authorizationFingerprint=${fingerprint}`);
  assert.is(config.headers['cache-control'], 'no-store');
  assert.is(config.headers['content-encoding'], undefined);
  assert.is(JSON.parse(config.body).paypalEnabled, false, 'wallets stay off unless the merchant enables them');
});

test('the wallets: configuration sections when enabled, and the PayPal script stand-ins', async () => {
  Object.assign(emulator.state.merchant, { paypal: true, venmo: true });
  const fingerprint = encodeURIComponent('emu_fingerprint&customer_id=42');
  const config = JSON.parse((await request('api.sandbox.braintreegateway.com', `${CLIENT_API_PATH}/v1/configuration?authorizationFingerprint=${fingerprint}`)).body);
  emulator.reset();
  assert.is(config.paypalEnabled, true);
  assert.is(config.paypal.clientId, 'emu-paypal-client-id');
  assert.equal(Object.keys(config.payWithVenmo).sort(), ['accessToken', 'environment', 'merchantId']);
  assert.match((await request('www.paypal.com', '/web-sdk/v6/core')).body, /createInstance: function/);
  assert.match((await request('www.paypalobjects.com', '/api/checkout.min.js')).body, /Button: \{/);
});

test('the card frame page answers for braintree-web 3.80.0 (the original) and 3.144.0: one page, its script inline, brotli, cacheable', async () => {
  const { html } = await buildCardFramePage();
  for (const version of ['3.80.0', '3.144.0']) {
    const frame = await request('assets.braintreegateway.com', `/web/${version}/html/hosted-fields-frame.min.html`);
    assert.is(frame.status, 200);
    assert.is(frame.headers['content-encoding'], 'br');
    assert.match(frame.headers['cache-control'], /max-age/);
    assert.is(frame.body, html);
  }
});

test.run();
