// Emulator tier: a customer's saved methods are asked for beside the configuration, as a simple GET
// (src/gateway/braintree/saved-methods-early.ts, issue 13), and any failure of it falls back to
// braintree-web's own request.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientToken } from './gateway-fixtures.mjs';
import { createOk, emulatorSuite } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const it = emulatorSuite(test, 'saved-early', (t) => ({ emulator, page, pageErrors } = t));

const LISTED = '[data-braintree-id="methods-container"] .braintree-method__label';
const listed = async () => {
  await page.locator(LISTED).first().waitFor();
  return (await page.locator(LISTED).allInnerTexts()).map((label) => label.replace(/\s+/g, ' ').trim());
};
const preflightsOf = (route) => emulator.seen('preflight').filter((r) => r.path.endsWith(`/v1/${route}`));

it('asked beside the configuration, without a preflight: one GET, whose answer is the list', async () => {
  await createOk(page, { authorization: clientToken() });
  const [list, ...more] = emulator.seen('payment_methods');
  assert.is(more.length, 0, 'braintree-web did not ask again');
  assert.is(preflightsOf('payment_methods').length, 0, 'a simple request: no CORS preflight');
  assert.is(list.headers['content-type'], undefined, 'no header that would need a preflight');
  const [configuration, ...again] = emulator.seen('configuration');
  assert.is(again.length, 0);
  assert.is(preflightsOf('configuration').length, 0, 'the configuration, a simple GET too');
  assert.equal(emulator.seen('graphql'), [], 'no GraphQL before ready');
  assert.ok(emulator.requests.indexOf(list) <= emulator.requests.indexOf(configuration) + 1, 'asked beside the configuration, not after its answer');
  assert.equal(await listed(), ['Visa Ending in 1111', 'Mastercard Ending in 4444']);
  assert.equal(pageErrors, []);
});

for (const [token, graphQL] of [['a client token as Braintree issues it', true], ['a token without graphQL', false]]) {
  it(`${token}: the query is the one braintree-web builds, its REST configuration's key by key, and the order`, async () => {
    await createOk(page, { authorization: clientToken({ graphQL }), showDefaultPaymentMethodFirst: false });
    const [list] = emulator.seen('payment_methods');
    const [configuration] = emulator.seen('configuration');
    assert.is(list.query.defaultFirst, '0');
    assert.is(list.query.authorizationFingerprint, 'emu_fingerprint&customer_id=42');
    assert.match(list.query.braintreeLibraryVersion, /^braintree\/web\/3\.\d+\.\d+$/);
    assert.is(list.query.braintreeLibraryVersion, configuration.query.braintreeLibraryVersion);
    for (const key of ['merchantAppId', 'platform', 'sdkVersion', 'source', 'integration', 'integrationType', 'sessionId']) {
      assert.is(list.query[`_meta[${key}]`], configuration.query[`_meta[${key}]`], `_meta[${key}]`);
    }
    assert.ok(list.query['_meta[sessionId]']);
  });
}

for (const [failure, status, body, how] of [
  ['a server error', 500, { error: { message: 'emulator: failing on purpose' } }],
  ['an answer that is not JSON', 200, 'not json'],
  ['an answer without a list', 200, { something: 'else' }],
  ['an answer without CORS headers (the browser\'s network error)', 200, { paymentMethods: [] }, { cors: false }],
]) {
  it(`${failure} falls back to braintree-web's own request, and the list still shows`, async () => {
    emulator.override('payment_methods', status, body, how); // the first GET only: the early one
    await createOk(page, { authorization: clientToken() });
    const [early, sdk, ...more] = emulator.seen('payment_methods');
    assert.is(more.length, 0);
    assert.is(early.headers['content-type'], undefined);
    assert.is(sdk.headers['content-type'], undefined, "braintree-web's XHR, a GET without a body: no JSON content type (build.mjs)");
    assert.is(preflightsOf('payment_methods').length, 0, 'neither is preflighted');
    assert.is(sdk.query.authorizationFingerprint, 'emu_fingerprint&customer_id=42');
    assert.equal(await listed(), ['Visa Ending in 1111', 'Mastercard Ending in 4444']);
    assert.equal(pageErrors, []);
  });
}

it('a guest asks for nothing', async () => {
  await createOk(page, { authorization: clientToken({ customer: false }) });
  assert.is(emulator.seen('payment_methods').length, 0);
});

test.run();
