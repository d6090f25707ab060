// Emulator tier: a guest whose first view is the card sheet gets the card frames' page and its script
// while the configuration is on its way, through a hidden copy of the page that leaves once loaded
// (src/gateway/braintree/warm-card-frame.ts, issue 13). Static files are cacheable here, as on the CDN.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientToken } from './gateway-fixtures.mjs';
import { create, createOk, emulatorSuite, eventually } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const suite = emulatorSuite(test, 'warm-frame', (t) => ({ emulator, page, pageErrors } = t), { emulatorOptions: { cacheStatic: true } });
/** Each test starts with an empty HTTP cache (the tests share one browser). */
const it = (name, body) => suite(name, async () => {
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  await body();
});

const GUEST = clientToken({ customer: false });
const order = (record) => emulator.requests.indexOf(record);
/** The iframes in the container other than the card fields' own. */
const otherFrames = () => page.locator('#dropin iframe:not([name^="braintree-hosted-field-"])').count();

/** Runs `body` with the configuration held behind its CORS preflight for `ms`. */
async function withConfigurationHeld(ms, body) {
  emulator.preflightDelayMs = ms;
  try {
    return await body();
  } finally {
    emulator.preflightDelayMs = 0;
  }
}

it('a guest on the card sheet: the frames\' page and script are fetched once, before the configuration, and the four fields come from the cache', async () => {
  await withConfigurationHeld(600, () => createOk(page, { authorization: GUEST }));
  await page.locator('iframe[name="braintree-hosted-field-number"]').waitFor();
  await eventually(async () => (await otherFrames()) === 0);
  const [configuration] = emulator.seen('configuration');
  const pages = emulator.seen('hosted_fields_frame');
  const scripts = emulator.seen('hosted_fields_script');
  assert.is(pages.length, 1, 'one fetch of the page for the copy and the four fields');
  assert.is(scripts.length, 1, 'one fetch of its script');
  assert.ok(order(pages[0]) < order(configuration) && order(scripts[0]) < order(configuration), 'both while the configuration was held');
  assert.is(await page.locator('iframe[name^="braintree-hosted-field-"]').count(), 4);
  assert.is(await otherFrames(), 0, 'the hidden copy left once loaded');
  await page.frameLocator('iframe[name="braintree-hosted-field-number"]').locator('input').fill('4111 1111 1111 1111');
  assert.equal(pageErrors, []);
});

it('a guest with a wallet too starts on the options list: no copy, the page is fetched only for the card sheet', async () => {
  await createOk(page, { authorization: GUEST, venmo: { allowDesktop: true } }); // the gateway has Venmo off: the card sheet after all
  await page.locator('iframe[name="braintree-hosted-field-number"]').waitFor();
  const [configuration] = emulator.seen('configuration');
  const pages = emulator.seen('hosted_fields_frame');
  assert.ok(pages.length >= 1);
  assert.ok(pages.every((record) => order(record) > order(configuration)));
});

it('a customer starts on saved methods: no copy', async () => {
  await createOk(page, { authorization: clientToken() });
  await page.locator('[data-braintree-id="methods-container"]').waitFor();
  assert.is(emulator.seen('hosted_fields_frame').length, 0);
  assert.is(await page.locator('#dropin iframe').count(), 0);
});

it('create() fails (the configuration is refused): the copy leaves with the rest, the container is empty', async () => {
  emulator.fail('configuration', 401, { error: { message: 'Authorization failed' } });
  const result = await create(page, { authorization: GUEST });
  assert.is(result.error?.message, 'There was an error creating Drop-in.');
  assert.is(await page.locator('#dropin').evaluate((container) => container.childElementCount), 0);
});

test.run();
