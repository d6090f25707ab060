// Emulator tier through the module entry (dist/esm/index.js, what bundlers and module pages load) instead
// of the script tag's dist/featherdrop.js, which every other emulator test loads: the same paths on the
// real braintree-web SDK, with the adapter as a chunk of its own and the chunks of dist/esm/.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientToken } from './gateway-fixtures.mjs';
import { createOk, emulatorSuite, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const requested = [];
const it = emulatorSuite(test, 'module-entry', (t) => {
  ({ emulator, page, pageErrors } = t);
  requested.length = 0;
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
}, { entry: 'esm' });

const fromDist = () => requested.filter((path) => path.startsWith('/dist/'));

it("a customer's saved card pays with its nonce; the widget's files all come from dist/esm/", async () => {
  await createOk(page, { authorization: clientToken() });
  await page.locator('.braintree-method:has-text("1111")').waitFor();
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(paid.value.nonce, 'emu-vaulted-visa-nonce');
  assert.ok(fromDist().some((path) => /^\/dist\/esm\/chunks\/braintree-gateway-[\w.]+\.js$/.test(path)), fromDist().join('\n'));
  assert.equal(fromDist().filter((path) => !path.startsWith('/dist/esm/')), []);
  assert.equal(fromDist().filter((path) => path.includes('configuration-by-graphql')), [], 'the GraphQL configuration\'s chunk is not fetched');
  assert.equal(pageErrors, []);
});

it('a guest types a card into the hosted fields and gets its nonce', async () => {
  await createOk(page, { authorization: clientToken({ customer: false }) });
  const field = (name) => page.frameLocator(`iframe[name="braintree-hosted-field-${name}"]`).locator('input[data-braintree-name]');
  await field('number').fill('4111 1111 1111 1111');
  await field('expirationDate').fill('12/30');
  await field('cvv').fill('123');
  await field('postalCode').fill('12345');
  await page.waitForFunction(() => window.dropin.isPaymentMethodRequestable());
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(paid.value.nonce, 'emu-card-nonce-1');
  assert.is(emulator.seen('credit_cards').length, 1);
  assert.equal(fromDist().filter((path) => !path.startsWith('/dist/esm/')), []);
});

it('the REST configuration retired: the GraphQL configuration\'s chunk comes from dist/esm/ then, and the saved card pays', async () => {
  emulator.restConfigurationRetired = 404;
  await createOk(page, { authorization: clientToken() });
  await page.locator('.braintree-method:has-text("1111")').waitFor();
  assert.is(emulator.seen('graphql:ClientConfiguration').length, 1);
  assert.equal(fromDist().filter((path) => path.includes('configuration-by-graphql')).map((path) => path.replace(/-[\d.]+\.js$/, '')), ['/dist/esm/chunks/configuration-by-graphql']);
  const paid = await requestPaymentMethod(page);
  assert.is(paid.value?.nonce, 'emu-vaulted-visa-nonce', JSON.stringify(paid.error));
  assert.equal(pageErrors, []);
});

test.run();
