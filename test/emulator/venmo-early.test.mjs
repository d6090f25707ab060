// Emulator tier: braintree-web's Venmo asks whether the window is private in venmo.create (in Chromium a
// storage quota query, about 40 ms of waiting on the browser on a fresh profile). The Venmo adapter asks as
// soon as its module arrives, while the configuration is on its way, and the build answers braintree-web's
// own call with that first answer (src/gateway/braintree/incognito-once.cjs, issue 13).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientToken } from './gateway-fixtures.mjs';
import { createOk, emulatorSuite, eventually } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const it = emulatorSuite(test, 'venmo-early', (t) => ({ emulator, page, pageErrors } = t));

/** Counts the page's storage quota queries: detectincognitojs's private-window check in Chromium. */
const countQuotaQueries = () => page.evaluate(() => {
  window.quotaQueries = 0;
  const storage = Object.getPrototypeOf(navigator.webkitTemporaryStorage);
  const query = storage.queryUsageAndQuota;
  storage.queryUsageAndQuota = function (...args) {
    window.quotaQueries += 1;
    return query.apply(this, args);
  };
});
const quotaQueries = () => page.evaluate(() => window.quotaQueries);

const VENMO = { authorization: clientToken(), card: false, venmo: { allowDesktop: true }, vaultManager: true };

it('the private-window check is asked once, while the configuration is held, and Venmo is offered', async () => {
  emulator.state.merchant.venmo = true;
  await countQuotaQueries();
  emulator.configurationDelayMs = 800;
  const created = createOk(page, VENMO);
  try {
    assert.ok(await eventually(async () => (await quotaQueries()) === 1), 'asked before the configuration is in');
    assert.is(emulator.seen('configuration').length, 0, 'the configuration is still held');
  } finally {
    emulator.configurationDelayMs = 0;
  }
  const { value } = await created;
  assert.equal(value.options, ['venmo']);
  assert.is(await quotaQueries(), 1, "venmo.create took the first answer: braintree-web's own call asked nothing more");
  assert.equal(pageErrors, []);
});

it('without Venmo in the options nothing asks', async () => {
  emulator.state.merchant.venmo = true;
  await countQuotaQueries();
  await createOk(page, { authorization: clientToken() });
  assert.is(await quotaQueries(), 0);
});

test.run();
