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

it('a client token as Braintree issues it (graphQL): the configuration is a preflighted GraphQL POST, nothing over REST', async () => {
  await createOk(page, { authorization: clientToken() });
  const [configuration, ...more] = emulator.seen('graphql:ClientConfiguration');
  assert.is(more.length, 0);
  assert.is(configuration.method, 'POST');
  assert.is(configuration.host, 'payments.sandbox.braintree-api.com');
  assert.is(configuration.headers.authorization, 'Bearer emu_fingerprint&customer_id=42');
  assert.is(configuration.headers['braintree-version'], '2018-05-10');
  const [preflight] = emulator.seen('preflight').filter((r) => r.path === '/graphql');
  assert.ok(preflight, 'a CORS preflight before the POST');
  assert.match(preflight.headers['access-control-request-headers'], /authorization/);
  assert.ok(emulator.requests.indexOf(preflight) < emulator.requests.indexOf(configuration));
  assert.is(emulator.seen('configuration').length, 0, 'no REST configuration');
  assert.is(emulator.seen('payment_methods').length, 1, "the customer's saved methods");
  assert.equal(pageErrors, []);
});

it('a client token without graphQL: the configuration is a simple GET: no JSON content type, no CORS preflight (one round trip, not two)', async () => {
  await createOk(page, { authorization: clientToken({ graphQL: false }) });
  const [configuration, ...more] = emulator.seen('configuration');
  assert.is(more.length, 0);
  assert.is(configuration.method, 'GET');
  assert.is(configuration.headers['content-type'], undefined);
  assert.is(configuration.query.authorizationFingerprint, 'emu_fingerprint&customer_id=42');
  assert.is(configuration.query.configVersion, '3');
  assert.equal(emulator.seen('preflight').filter((r) => r.path.endsWith('/v1/configuration')), []);
  assert.is(emulator.seen('graphql').length, 0, 'no GraphQL request');
});

it('a tokenization key: the configuration comes over GraphQL and the card sheet follows it', async () => {
  emulator.state.merchant.supportedCardBrands = ['VISA', 'AMERICAN_EXPRESS'];
  emulator.state.merchant.challenges = ['CVV'];
  const result = await createOk(page, { authorization: TOKENIZATION_KEY });
  assert.equal(result.value.options, ['card']);

  const [config, ...more] = emulator.seen('graphql');
  assert.is(more.length, 0, 'one GraphQL request');
  assert.is(config.body.operationName, 'ClientConfiguration');
  assert.is(config.headers.authorization, `Bearer ${TOKENIZATION_KEY}`);
  assert.is(config.headers['braintree-version'], '2018-05-10');
  assert.is(emulator.seen('configuration').length, 0, 'no REST configuration for a tokenization key');
  assert.is(emulator.seen('payment_methods').length, 0, 'no saved methods without a customer');

  assert.equal(await cardIcons(page), ['visa-card-icon', 'american-express-card-icon']);
  assert.equal(await fieldGroups(), ['number-field-group', 'expiration-date-field-group', 'cvv-field-group']);
  // One hosted-fields frame per field shown, loaded from the configuration's assetsUrl (uncacheable here): the
  // early number and expiry, and the CVV once the configuration asked it (card-fields-early.test.mjs).
  assert.is(await page.locator('[data-braintree-id$="-field-group"] iframe[name^="braintree-hosted-field-"]').count(), 3);
  assert.is(emulator.seen('hosted_fields_frame').length, 3, 'the three frames\' pages, none loaded again, none for a postal code');
  await page.frameLocator('iframe[name="braintree-hosted-field-number"]').locator('input[data-braintree-name]').waitFor();
  assert.equal(pageErrors, []);
});

it('a guest\'s client token: the configuration comes over GraphQL with its fingerprint; a postal-code challenge adds the field', async () => {
  await createOk(page, { authorization: clientToken({ customer: false }) });
  const [config, ...more] = emulator.seen('graphql:ClientConfiguration');
  assert.is(more.length, 0);
  assert.is(config.headers.authorization, 'Bearer emu_fingerprint');
  assert.is(emulator.seen('payment_methods').length, 0, 'guest checkout fetches no saved methods');
  assert.equal(await cardIcons(page), ['visa-card-icon', 'master-card-card-icon', 'american-express-card-icon', 'discover-card-icon', 'diners-club-card-icon']); // Diners Club rides on Discover
  assert.equal(await fieldGroups(), ['number-field-group', 'expiration-date-field-group', 'cvv-field-group', 'postal-code-field-group']);
  assert.equal(pageErrors, []);
});

it('the GraphQL configuration call reset (status 0): braintree-web asks again over REST and the widget is made', async () => {
  // Every one: Chromium itself sends a POST reset on a reused connection once more before it reports status 0.
  emulator.fail('graphql:ClientConfiguration', 'reset');
  const result = await createOk(page, { authorization: clientToken() });
  assert.ok(result.value.options.includes('card'));
  assert.ok(emulator.seen('graphql:ClientConfiguration').length >= 1, 'asked over GraphQL first');
  const [rest, ...more] = emulator.seen('configuration');
  assert.is(more.length, 0);
  assert.is(rest.query.authorizationFingerprint, 'emu_fingerprint&customer_id=42');
  assert.is(emulator.seen('payment_methods').length, 1);
  assert.equal(pageErrors, []);
});

it('the GraphQL configuration answering errorClass INTERNAL: braintree-web falls back to REST', async () => {
  emulator.override('graphql:ClientConfiguration', 200, { data: null, errors: [{ message: 'Internal error', extensions: { errorClass: 'INTERNAL' } }] });
  await createOk(page, { authorization: clientToken({ customer: false }) });
  assert.is(emulator.seen('graphql:ClientConfiguration').length, 1);
  assert.is(emulator.seen('configuration').length, 1, 'then the REST GET');
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

it('a configuration answering 500: create rejects with the original error and the SDK cause, without a REST fallback', async () => {
  emulator.fail('graphql:ClientConfiguration', 500, { error: { message: 'Internal Server Error' } });
  const result = await create(page, { authorization: clientToken() });
  assert.is(result.error?.message, 'There was an error creating Drop-in.');
  assert.is(result.error.name, 'DropinError');
  assert.is(result.error.sdkCode, 'CLIENT_GATEWAY_NETWORK');
  assert.is(emulator.seen('graphql:ClientConfiguration').length, 1);
  assert.is(emulator.seen('configuration').length, 0, 'an HTTP error is no reason to try REST');
  assert.is(await page.locator('#dropin').innerHTML(), '');
  assert.equal(pageErrors, []);
});

it('a REST configuration (a token without graphQL) answering 500: the same error', async () => {
  emulator.fail('configuration', 500, { error: { message: 'Internal Server Error' } });
  const result = await create(page, { authorization: clientToken({ graphQL: false }) });
  assert.is(result.error?.message, 'There was an error creating Drop-in.');
  assert.is(result.error.sdkCode, 'CLIENT_GATEWAY_NETWORK');
  assert.is(emulator.seen('configuration').length, 1);
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
