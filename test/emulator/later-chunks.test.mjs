// Emulator tier: what a customer's first view does without (docs/performance.md, "Later chunks"): the
// options list and the sheets, and requestPaymentMethod's code, fetched once the widget is ready.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientToken } from './gateway-fixtures.mjs';
import { createOk, emulatorSuite, eventually, requestPaymentMethod } from './tier.mjs';

let page;
let pageErrors;
const it = emulatorSuite(test, 'later-chunks', (t) => ({ page, pageErrors } = t));

const OPTION_VIEWS = '**/option-views-*.js';
const REQUESTER = '**/request-payment-method-*.js';
const LISTED = '[data-braintree-id="methods-container"] .braintree-method__label';
const CARD_SHEET = '[data-braintree-id="card"].braintree-sheet--active';
const SPINNER = '[data-braintree-id="loading-indicator"]';

/** From now on, notes where focus goes: a view's focus target by name, a card field's frame by its name. */
const recordFocusMoves = () => page.evaluate(() => {
  window.focusMoves = [];
  document.addEventListener('focusin', ({ target }) => window.focusMoves.push(target.dataset.viewFocus ?? target.name ?? target.tagName));
});

it("a customer's saved cards show while the options list and the sheets are still on their way; they come after, and the card sheet opens", async () => {
  let held;
  await page.route(OPTION_VIEWS, (route) => { held = route; });
  await createOk(page, { authorization: clientToken() });
  assert.equal(await page.locator(LISTED).allInnerTexts(), ['Visa\nEnding in 1111', 'Mastercard\nEnding in 4444']);
  assert.ok(await eventually(() => held), 'fetched once the widget is ready');
  await recordFocusMoves();
  await page.click('[data-braintree-id="toggle"]');
  await page.locator(SPINNER).waitFor(); // a spinner while they arrive
  await held.continue();
  await page.locator(CARD_SHEET).waitFor();
  await page.locator('[data-braintree-id="card"] iframe').first().waitFor();
  assert.not.ok(await page.isVisible(SPINNER));
  // Focus goes to the card sheet once it is in, then (the original constants, after 50 ms) to its first field once that is ready.
  const focused = await page.evaluate(() => window.focusMoves);
  assert.ok(focused.includes('card'), `focus went where the toggle sent the shopper: ${focused}`);
  assert.ok(['card', 'braintree-hosted-field-number'].includes(focused.at(-1)), `and stayed in the card sheet: ${focused}`);
  assert.equal(pageErrors, []);
});

it('a guest waits for them: create() resolves with the card sheet in place', async () => {
  await createOk(page, { authorization: clientToken({ customer: false }) });
  assert.ok(await page.isVisible(CARD_SHEET));
});

it('when their fetch fails, they are fetched again as the shopper moves on', async () => {
  let asked = 0;
  await page.route(OPTION_VIEWS, (route) => (asked++ ? route.continue() : route.abort()));
  await createOk(page, { authorization: clientToken() });
  assert.ok(await eventually(() => asked === 1));
  await page.click('[data-braintree-id="toggle"]');
  await page.locator(CARD_SHEET).waitFor();
  assert.is(asked, 2);
});

it('when their fetch fails while the shopper is already waiting for them, they are fetched again and the card sheet opens', async () => {
  let asked = 0;
  let held;
  await page.route(OPTION_VIEWS, (route) => (asked++ ? route.continue() : (held = route)));
  await createOk(page, { authorization: clientToken() });
  assert.ok(await eventually(() => held), 'fetched once the widget is ready');
  await page.click('[data-braintree-id="toggle"]');
  await page.locator(SPINNER).waitFor(); // the shopper waits on the fetch on its way…
  await held.abort(); // …which fails
  await page.locator(CARD_SHEET).waitFor();
  assert.is(asked, 2);
  assert.not.ok(await page.isVisible(SPINNER));
  assert.equal(pageErrors, []);
});

it("requestPaymentMethod's code: a failed fetch rejects that request as a network DropinError, the next request pays", async () => {
  let asked = 0;
  let held;
  await page.route(REQUESTER, (route) => (asked++ ? route.continue() : (held = route)));
  await createOk(page, { authorization: clientToken() });
  const failing = requestPaymentMethod(page); // asked while the first fetch is on its way…
  await page.evaluate(() => 0); // (evaluations run in order: the request above has been made)
  assert.ok(await eventually(() => held), 'fetched once the widget is ready');
  await held.abort(); // …which then fails
  const failed = await failing;
  assert.equal(failed.error && { name: failed.error.name, type: failed.error.type, message: failed.error.message },
    { name: 'DropinError', type: 'network', message: 'No payment method is available.' });
  const paid = await requestPaymentMethod(page);
  assert.is(paid.error, undefined, JSON.stringify(paid.error));
  assert.ok(paid.value.nonce);
  assert.is(asked, 2);
});

it('the setup of device data, 3D Secure and the vault manager is fetched only by a widget that uses one of them', async () => {
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  const extras = () => requested.filter((url) => /\/(?:chunks|script)\/(threeDSecure|dataCollector|vaultManager)(-braintree)?-[\w.]+\.js$/.test(url)).map((url) => /(?:chunks|script)\/(\w+(?:-braintree)?)-/.exec(url)[1]);
  await createOk(page, { authorization: clientToken() });
  assert.ok(await eventually(() => requested.some((url) => /\/(?:chunks|script)\/request-payment-method-/.test(url))), 'the later chunks came');
  assert.equal(extras(), []);
  await page.evaluate(() => window.tier.teardown());
  await createOk(page, { authorization: clientToken(), vaultManager: true });
  assert.equal(extras(), ['vaultManager'], 'the vault manager\'s setup; braintree-web\'s vault manager only to delete');
  assert.ok(await page.isVisible('[data-braintree-id="methods-edit"]'), "the vault manager's Edit");
});

test.run();
