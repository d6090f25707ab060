// Emulator tier: the gateway configuration, read by the real SDK, shapes what the widget offers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { TOKENIZATION_KEY, clientToken } from './gateway-fixtures.mjs';
import { cardIcons, create, createOk, emulatorSuite } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const it = emulatorSuite(test, 'configuration', (t) => ({ emulator, page, pageErrors } = t));

/** The card sheet's field groups the shopper sees. */
const fieldGroups = () => page.locator('[data-braintree-id$="-field-group"]')
  .evaluateAll((groups) => groups.filter((g) => g.checkVisibility()).map((g) => g.dataset.braintreeId));

/** What the page fetched of featherdrop's GraphQL configuration chunk (fetched only when the REST endpoint is retired). */
const graphQLChunk = () => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /configuration-by-graphql/.test(e.name)).length);

/** The configuration reached no GraphQL and no CORS preflight: a simple GET alone, on the way to ready. */
async function simpleGetAlone() {
  assert.equal(emulator.seen('graphql').map((r) => r.operation), [], 'no GraphQL request');
  assert.equal(emulator.seen('preflight').filter((r) => r.path === '/graphql' || r.path.endsWith('/v1/configuration')), [], 'no CORS preflight');
  assert.is(await graphQLChunk(), 0, 'the GraphQL configuration\'s code is not fetched');
}

it('a client token as Braintree issues it (graphQL), a customer: ONE simple GET of its configUrl, no preflight, no GraphQL', async () => {
  await createOk(page, { authorization: clientToken() });
  await page.locator('.braintree-method--active').waitFor();
  const [configuration, ...more] = emulator.seen('configuration');
  assert.is(more.length, 0);
  assert.is(configuration.method, 'GET');
  assert.is(configuration.host, 'api.sandbox.braintreegateway.com');
  assert.is(configuration.headers['content-type'], undefined, 'no header that would need a preflight');
  assert.is(configuration.headers.authorization, undefined);
  assert.is(configuration.query.authorizationFingerprint, 'emu_fingerprint&customer_id=42');
  assert.is(configuration.query.configVersion, '3');
  assert.match(configuration.query['_meta[sessionId]'], /^[0-9a-f-]{36}$/);
  assert.is(configuration.query['_meta[platform]'], 'web');
  await simpleGetAlone();
  assert.is(emulator.seen('payment_methods').length, 1, "the customer's saved methods");
  assert.equal(pageErrors, []);
});

it('a client token without graphQL: the same simple GET (no JSON content type, no CORS preflight)', async () => {
  await createOk(page, { authorization: clientToken({ graphQL: false }) });
  const [configuration, ...more] = emulator.seen('configuration');
  assert.is(more.length, 0);
  assert.is(configuration.method, 'GET');
  assert.is(configuration.headers['content-type'], undefined);
  assert.is(configuration.query.authorizationFingerprint, 'emu_fingerprint&customer_id=42');
  assert.is(configuration.query.configVersion, '3');
  await simpleGetAlone();
});

it('a tokenization key: ONE simple GET with the key, and the card sheet follows its configuration', async () => {
  emulator.state.merchant.supportedCardBrands = ['VISA', 'AMERICAN_EXPRESS'];
  emulator.state.merchant.challenges = ['CVV'];
  const result = await createOk(page, { authorization: TOKENIZATION_KEY });
  assert.equal(result.value.options, ['card']);

  const [config, ...more] = emulator.seen('configuration');
  assert.is(more.length, 0, 'one request');
  assert.is(config.method, 'GET');
  assert.is(config.path, '/merchants/emu_merchant/client_api/v1/configuration');
  assert.is(config.query.tokenizationKey, TOKENIZATION_KEY);
  assert.is(config.query.authorizationFingerprint, undefined);
  assert.is(config.headers['content-type'], undefined);
  await simpleGetAlone();
  assert.is(emulator.seen('payment_methods').length, 0, 'no saved methods without a customer');

  assert.equal(await cardIcons(page), ['visa-card-icon', 'american-express-card-icon']);
  assert.equal(await fieldGroups(), ['number-field-group', 'expiration-date-field-group', 'cvv-field-group']);
  // One hosted-fields frame per field shown, loaded from the configuration's assetsUrl (uncacheable here): the
  // early number and expiry, and the CVV once the configuration asked it (card-fields-early.test.mjs).
  assert.is(await page.locator('[data-braintree-id$="-field-group"] iframe[name^="braintree-hosted-field-"]').count(), 3);
  assert.is(emulator.seen('hosted_fields_frame').length, 3, 'the three frames\' pages, none loaded again, none for a postal code');
  await page.frameLocator('iframe[name="braintree-hosted-field-number"]').locator('input[data-braintree-name]').waitFor();
  assert.is(emulator.seen('configuration').length, 1, 'the frames ask no configuration of their own');
  assert.equal(pageErrors, []);
});

it('a guest\'s client token: ONE simple GET with its fingerprint; a postal-code challenge adds the field', async () => {
  await createOk(page, { authorization: clientToken({ customer: false }) });
  const [config, ...more] = emulator.seen('configuration');
  assert.is(more.length, 0);
  assert.is(config.query.authorizationFingerprint, 'emu_fingerprint');
  await simpleGetAlone();
  assert.is(emulator.seen('payment_methods').length, 0, 'guest checkout fetches no saved methods');
  assert.equal(await cardIcons(page), ['visa-card-icon', 'master-card-card-icon', 'american-express-card-icon', 'discover-card-icon', 'diners-club-card-icon']); // Diners Club rides on Discover
  assert.equal(await fieldGroups(), ['number-field-group', 'expiration-date-field-group', 'cvv-field-group', 'postal-code-field-group']);
  await page.frameLocator('iframe[name="braintree-hosted-field-postalCode"]').locator('input[data-braintree-name]').waitFor();
  assert.is(emulator.seen('configuration').length, 1, 'the frames ask no configuration of their own');
  assert.equal(pageErrors, []);
});

// The REST endpoint retired: braintree-web's own GraphQL request, its code fetched only then.
for (const [status, authorization, bearer] of [
  [404, () => clientToken(), 'emu_fingerprint&customer_id=42'],
  [405, () => clientToken({ customer: false }), 'emu_fingerprint'],
  [410, () => TOKENIZATION_KEY, TOKENIZATION_KEY],
]) {
  it(`the REST configuration retired (${status}): featherdrop asks braintree-web's GraphQL ClientConfiguration (code fetched only then) and the widget is made`, async () => {
    emulator.restConfigurationRetired = status;
    const result = await createOk(page, { authorization: authorization() });
    assert.ok(result.value.options.includes('card'));
    assert.is(emulator.seen('configuration').length, 1, 'REST first');
    const [configuration, ...more] = emulator.seen('graphql:ClientConfiguration');
    assert.is(more.length, 0);
    assert.ok(emulator.requests.indexOf(emulator.seen('configuration')[0]) < emulator.requests.indexOf(configuration), 'then GraphQL');
    assert.is(configuration.host, 'payments.sandbox.braintree-api.com');
    assert.is(configuration.headers.authorization, `Bearer ${bearer}`);
    assert.is(configuration.headers['braintree-version'], '2018-05-10');
    assert.is(configuration.body.clientSdkMetadata.sessionId, emulator.seen('configuration')[0].query['_meta[sessionId]'], 'one session');
    assert.is(await graphQLChunk(), 1);
    await page.locator('[data-braintree-id="number-field-group"], .braintree-method--active').first().waitFor();
    assert.equal(pageErrors, []);
  });
}

it('a token without graphQL and the REST configuration retired: no GraphQL to ask (braintree-web had none); create rejects as for any failure', async () => {
  emulator.restConfigurationRetired = 404;
  const result = await create(page, { authorization: clientToken({ graphQL: false }) });
  assert.is(result.error?.message, 'There was an error creating Drop-in.');
  assert.is(result.error.sdkCode, 'CLIENT_GATEWAY_NETWORK');
  assert.is(emulator.seen('graphql').length, 0);
  assert.is(await page.locator('#dropin').innerHTML(), '');
  assert.equal(pageErrors, []);
});

it('the REST configuration retired and the GraphQL call reset (status 0): braintree-web asks REST once more, retired too; create rejects', async () => {
  emulator.restConfigurationRetired = 404;
  emulator.fail('graphql:ClientConfiguration', 'reset');
  const result = await create(page, { authorization: clientToken() });
  assert.is(result.error?.message, 'There was an error creating Drop-in.');
  assert.is(result.error.sdkCode, 'CLIENT_GATEWAY_NETWORK');
  assert.ok(emulator.seen('graphql:ClientConfiguration').length >= 1, 'asked over GraphQL');
  assert.is(emulator.seen('configuration').length, 2, 'REST first, then braintree-web\'s own fallback to it');
  assert.is(await page.locator('#dropin').innerHTML(), '');
  assert.equal(pageErrors, []);
});

it('the REST configuration reset once: asked once more (by Chromium or braintree-web) and the widget is made', async () => {
  emulator.override('configuration', 'reset');
  await createOk(page, { authorization: clientToken({ customer: false }) });
  assert.is(emulator.seen('configuration').length, 2, 'the reset one, then the one answered');
  assert.is(emulator.seen('graphql').length, 0);
  assert.equal(pageErrors, []);
});

it('threeDSecure with a tokenization key: create rejects with the SDK code, leaving the container empty', async () => {
  const result = await create(page, { authorization: TOKENIZATION_KEY, threeDSecure: true });
  assert.is(result.error?.message, '3D Secure can not use a tokenization key for authorization.');
  assert.is(result.error.code, 'THREEDS_CAN_NOT_USE_TOKENIZATION_KEY');
  assert.is(await page.locator('#dropin').innerHTML(), '');
});

it('threeDSecure when the gateway has it off: create rejects with "3D Secure is not enabled for this merchant."', async () => {
  emulator.state.merchant.threeDSecureEnabled = false;
  const result = await create(page, { authorization: clientToken(), threeDSecure: true });
  assert.is(result.error?.message, '3D Secure is not enabled for this merchant.');
  assert.is(result.error.code, 'THREEDS_NOT_ENABLED');
  assert.is(emulator.seen('songbird').length, 0, "Cardinal's script is not loaded");
  assert.is(await page.locator('#dropin').innerHTML(), '');
});

it('a configuration answering 500: create rejects with the original error and the SDK cause, without asking GraphQL', async () => {
  emulator.fail('configuration', 500, { error: { message: 'Internal Server Error' } });
  const result = await create(page, { authorization: clientToken() });
  assert.is(result.error?.message, 'There was an error creating Drop-in.');
  assert.is(result.error.name, 'DropinError');
  assert.is(result.error.sdkCode, 'CLIENT_GATEWAY_NETWORK');
  assert.is(emulator.seen('configuration').length, 1);
  assert.is(emulator.seen('graphql').length, 0, 'an HTTP error is no reason to try GraphQL');
  assert.is(await graphQLChunk(), 0);
  assert.is(await page.locator('#dropin').innerHTML(), '');
  assert.equal(pageErrors, []);
});

it('the REST configuration retired and the GraphQL configuration answering 500: the same error', async () => {
  emulator.restConfigurationRetired = 410;
  emulator.fail('graphql:ClientConfiguration', 500, { error: { message: 'Internal Server Error' } });
  const result = await create(page, { authorization: clientToken() });
  assert.is(result.error?.message, 'There was an error creating Drop-in.');
  assert.is(result.error.sdkCode, 'CLIENT_GATEWAY_NETWORK');
  assert.is(emulator.seen('graphql:ClientConfiguration').length, 1);
  assert.is(await page.locator('#dropin').innerHTML(), '');
  assert.equal(pageErrors, []);
});

it('nothing but the emulator resolves: the tier cannot reach the internet', async () => {
  const reached = await page.evaluate(() => fetch('https://example.com/', { mode: 'no-cors' }).then(() => true, () => false));
  assert.is(reached, false);
  const gateway = await page.evaluate(() => fetch('https://www.paypal.com/xoplatform/logger/api/logger', { method: 'POST', body: '{}' }).then((r) => r.status, () => 0));
  assert.is(gateway, 200);
});

test.run();
