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

it('a client token\'s configuration is a simple GET: no JSON content type, no CORS preflight (one round trip, not two)', async () => {
  await createOk(page, { authorization: clientToken() });
  const [configuration, ...more] = emulator.seen('configuration');
  assert.is(more.length, 0);
  assert.is(configuration.method, 'GET');
  assert.is(configuration.headers['content-type'], undefined);
  assert.equal(emulator.seen('preflight').filter((r) => r.path.endsWith('/v1/configuration')), []);
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
  // four early fields, made before the configuration with a postal code guessed, of which the postal code's
  // waits hidden (card-fields-early.test.mjs).
  assert.is(await page.locator('[data-braintree-id$="-field-group"] iframe[name^="braintree-hosted-field-"]').count(), 3);
  assert.is(emulator.seen('hosted_fields_frame').length, 4, 'the four early frames\' pages, none loaded again');
  await page.frameLocator('iframe[name="braintree-hosted-field-number"]').locator('input').waitFor();
  assert.equal(pageErrors, []);
});

it('a client token: the configuration comes over REST; a postal-code challenge adds the field', async () => {
  await createOk(page, { authorization: clientToken({ customer: false }) });
  const [config] = emulator.seen('configuration');
  assert.ok(config, 'GET configuration');
  assert.is(config.query.authorizationFingerprint, 'emu_fingerprint');
  assert.is(config.query.configVersion, '3');
  assert.ok(emulator.seen('preflight').length || config.headers.origin, 'a CORS request');
  assert.is(emulator.seen('payment_methods').length, 0, 'guest checkout fetches no saved methods');
  assert.equal(await cardIcons(page), ['visa-card-icon', 'master-card-card-icon', 'american-express-card-icon', 'discover-card-icon', 'diners-club-card-icon']); // Diners Club rides on Discover
  assert.equal(await fieldGroups(), ['number-field-group', 'expiration-date-field-group', 'cvv-field-group', 'postal-code-field-group']);
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

it('a configuration answering 500: create rejects with the SPEC error and the SDK cause', async () => {
  emulator.fail('configuration', 500, { error: { message: 'Internal Server Error' } });
  const result = await create(page, { authorization: clientToken() });
  assert.is(result.error?.message, 'There was an error creating Drop-in.');
  assert.is(result.error.name, 'DropinError');
  assert.is(result.error.sdkCode, 'CLIENT_GATEWAY_NETWORK');
  assert.ok(emulator.seen('configuration').length >= 1);
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
