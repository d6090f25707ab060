// Emulator tier: the gateway answering slower than braintree-web's timeout, the calls slow-answers.test.mjs does
// not hold (issue 30, part 3; docs/errors.md, "Slower than braintree-web's timeout"): 3D Secure's
// authenticate_from_jwt after the bank's challenge, PayPal's account tokenization after the approval and its
// billing agreement, Pay Later's order and tokenization (all paypal-checkout-v6), Apple Pay's
// merchant validation and its tokenization, and the card frames' page (Venmo's payment context is left out: see
// docs/errors.md).
// braintree-web gives a request 60 s and sends one that ended with status 0 once more, so a held call fails after
// about 120 s. For each: what the shopper sees, what the merchant gets, nothing typed lost, no page error, and the
// next try succeeding once the gateway answers in time.
//
// As in slow-answers.test.mjs the shoppers run side by side, one page each with a client token of its own whose
// requests alone are held, on an HTTP/2 emulator. Every page is the https shop page (Apple Pay needs one; the
// other flows work there as on the plain-http page). The card frames' page carries no client token, and
// braintree-web's wait for it is a timer in the page that Playwright's clock drives; the clock is a whole
// browser context's, so that shopper runs last, in a Chromium of its own, once the others are done.
// Mostly waits: braintree-web's real 60 s request timeouts (and their retries), the shoppers side by side.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launchChromium, withShot } from '../browser/support.mjs';
import { startGatewayEmulator } from './gateway-emulator.mjs';
import { eventually, inFront, SHOP_HOST, shopSite, slowShopper } from './tier.mjs';

const SDK_TIMEOUT = 60_000;
const HELD = 2.5 * SDK_TIMEOUT;
const THREE_D_SECURE_FAILED = 'Something went wrong during 3D Secure authentication. Please try again.';
const PAYPAL_TOKENIZATION_FAILED = 'Something went wrong adding the PayPal account. Please try again.';
const PAYPAL_FLOW_FAILED = 'Something went wrong connecting to PayPal. Please try again.';
const GENERIC = 'Something went wrong on our end.';
const APPLE_PAY_TOKENIZATION_FAILED = 'A network error occurred while processing the Apple Pay payment. Please try again.';
const DEVELOPER_ERROR = 'Developer Error: Something went wrong. Check the console for details.';
const NO_METHOD = 'No payment method is available.';
const APPLE_PAY = { displayName: 'Emulator Shop', paymentRequest: { total: { label: 'Emulator Shop', amount: '10.00' } } };
const APPLE_PAY_SESSION = readFileSync(new URL('./stand-ins/apple-pay-session.js', import.meta.url), 'utf8');
/** The routes held here; a hold names a route (or `graphql:<operation>`) and a client token's fingerprint, or '*'. */
const ROUTES = ['authenticate_from_jwt', 'paypal_accounts', 'create_payment_resource', 'setup_billing_agreement', 'apple_pay_sessions', 'apple_payment_tokens', 'graphql', 'hosted_fields_frame'];

const fingerprintOf = (r) => String(r.query.authorizationFingerprint ?? r.body?.authorizationFingerprint
  ?? /^Bearer (\S+)/.exec(r.headers.authorization ?? '')?.[1] ?? '');
const keyOf = (r) => (r.operation ? `${r.route}:${r.operation}` : r.route);

let emulator;
let browser;
let clockBrowser;
const holds = new Set();
const pages = [];

function hold(route, fingerprint) { holds.add(`${route} ${fingerprint}`); }
function release(route, fingerprint) { holds.delete(`${route} ${fingerprint}`); }
const heldOf = (route, fingerprint) => emulator.held.filter((r) => keyOf(r) === route && (fingerprint === '*' || fingerprintOf(r) === fingerprint));

const since = (start) => (Date.now() - start) / 1000;

/** A shopper on the https shop page, with a client token of its own. */
async function shopper(name, { context = browser.context, initScripts = [], clock = false } = {}) {
  const fingerprint = `emu_slow_more_${name}`;
  const page = await context.newPage();
  pages.push(page);
  page.setDefaultTimeout(20_000);
  for (const content of initScripts) await page.addInitScript({ content });
  if (clock) await page.clock.install();
  const pageErrors = [];
  const consoleErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const entry = { text: message.text() };
    consoleErrors.push(entry);
    message.args()[0]?.evaluate((value) => value?.code).then((code) => { entry.code = code; }, () => {});
  });
  await page.goto(`https://${SHOP_HOST}/emulator-tier.html`);
  await page.waitForFunction(() => window.tier);
  const s = Object.assign(slowShopper({ name, page, pageErrors, consoleErrors, fingerprint }), {
    requestable: () => page.evaluate(() => window.dropin.isPaymentMethodRequestable()),
    typed: () => Promise.all(['number', 'expirationDate', 'cvv', 'postalCode'].map((f) => s.field(f).inputValue())),
    /** Nothing to pay with: requestPaymentMethod rejects. */
    async noMethod() {
      assert.is(await s.requestable(), false);
      const refused = await s.request();
      assert.equal([refused.error?.name, refused.error?.message], ['DropinError', NO_METHOD]);
    },
  });
  return s;
}

const scenarios = {
  async threeDSecureAuthentication(s) {
    const { page } = s;
    const challenge = () => page.frameLocator('iframe[name="emu-challenge"]').getByRole('button', { name: 'Confirm' });
    await s.createOk({ threeDSecure: { amount: '10.00' } });
    await s.typeCard();
    await page.waitForFunction(() => window.dropin.isPaymentMethodRequestable());
    hold('authenticate_from_jwt', s.fingerprint);
    const start = Date.now();
    const pending = s.request(HELD);
    await challenge().waitFor();
    await inFront(page, () => challenge().click());
    const failed = await pending;
    assert.ok(since(start) >= 2 * SDK_TIMEOUT / 1000 - 1, `braintree-web waited its 60 s twice (${since(start)} s)`);
    assert.equal(failed.error && { message: failed.error.message, name: failed.error.name, type: failed.error.type },
      { message: THREE_D_SECURE_FAILED, name: 'DropinError', type: 'customer' }, JSON.stringify(failed));
    assert.is(heldOf('authenticate_from_jwt', s.fingerprint).length, 2, 'the validated JWT was sent, then once more after the timeout');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.locator('[data-braintree-id="sheet-error-text"]').waitFor();
    assert.is(await s.sheetError(), THREE_D_SECURE_FAILED);
    assert.equal(await s.typed(), ['4111 1111 1111 1111', '12 / 30', '123', '12345'], 'the card is kept');
    release('authenticate_from_jwt', s.fingerprint);
    const again = s.request(30_000);
    await challenge().waitFor();
    await inFront(page, () => challenge().click());
    const paid = await again;
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    assert.match(paid.value.nonce, /^emu-3ds-authenticated-nonce-/);
    assert.is(paid.value.liabilityShifted, true);
  },

  async paypalTokenization(s) {
    const { page } = s;
    const button = '[data-braintree-id="paypal-button"] paypal-button';
    const approve = () => page.getByRole('dialog', { name: 'PayPal (emulator stand-in)' }).getByRole('button', { name: 'Approve' });
    const sheetError = page.locator('[data-braintree-id="sheet-error"]');
    await s.createOk({ card: false, paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } });
    await page.locator(button).waitFor();
    hold('paypal_accounts', s.fingerprint);
    const start = Date.now();
    await page.click(button);
    await approve().click();
    await sheetError.filter({ hasText: /\S/ }).waitFor({ timeout: HELD });
    assert.ok(since(start) >= 2 * SDK_TIMEOUT / 1000 - 1, `braintree-web waited its 60 s twice (${since(start)} s)`);
    assert.is(await sheetError.textContent(), PAYPAL_TOKENIZATION_FAILED);
    assert.is(heldOf('paypal_accounts', s.fingerprint).length, 2, 'the account was sent, then once more after the timeout');
    assert.ok(await eventually(() => s.consoleErrors.some((e) => e.code === 'CLIENT_GATEWAY_NETWORK')), `braintree-web's error logged: ${JSON.stringify(s.consoleErrors)}`);
    assert.is(await page.getByRole('dialog', { name: 'PayPal (emulator stand-in)' }).count(), 0, 'no PayPal window left open');
    assert.is(await page.locator('[data-braintree-id="methods"] .braintree-method').count(), 0, 'nothing selected');
    await s.noMethod();
    release('paypal_accounts', s.fingerprint);
    await page.click(button);
    await approve().click();
    await page.locator('[data-braintree-id="methods"]', { hasText: 'PayPal' }).waitFor();
    const paid = await s.request();
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    assert.is(paid.value.type, 'PayPalAccount');
    assert.match(paid.value.nonce, /^emu-paypal-nonce-/);
  },

  // PayPal's vault flow (issue 42, paypal-checkout-v6): its billing agreement held, no PayPal window opens.
  async paypalBillingAgreement(s) {
    await paypalHeld(s, PAYPAL_VAULT, 'setup_billing_agreement', PAYPAL_FLOW_FAILED, async () => {});
  },

  // Pay Later (issue 42) on braintree-web's paypal-checkout-v6: its order held (no PayPal window opens), then its
  // tokenization held after the approval.
  async payLaterOrder(s) {
    await paypalHeld(s, PAY_LATER, 'create_payment_resource', PAYPAL_FLOW_FAILED, async () => {});
  },

  async payLaterTokenization(s) {
    const approve = () => s.page.getByRole('dialog', { name: 'PayPal (emulator stand-in)' }).getByRole('button', { name: 'Approve' });
    await paypalHeld(s, PAY_LATER, 'paypal_accounts', PAYPAL_TOKENIZATION_FAILED, () => approve().click());
  },

  async applePayValidation(s) {
    const { page } = s;
    const log = () => page.evaluate(() => window.emulatorApplePay.log);
    await openApplePay(s);
    hold('apple_pay_sessions', s.fingerprint);
    const start = Date.now();
    await page.click('[data-braintree-id="apple-pay-button"]');
    await page.locator('[data-braintree-id="sheet-error-text"]').waitFor({ timeout: HELD });
    assert.ok(since(start) >= 2 * SDK_TIMEOUT / 1000 - 1, `braintree-web waited its 60 s twice (${since(start)} s)`);
    assert.is(await s.sheetError(), GENERIC);
    await page.locator('[data-emulator="apple-pay-sheet"]').waitFor({ state: 'detached' });
    assert.equal(await log(), ['begin', 'validatemerchant', 'abort']);
    assert.is(heldOf('apple_pay_sessions', s.fingerprint).length, 2);
    assert.is(emulator.seen('apple_payment_tokens').filter((r) => fingerprintOf(r) === s.fingerprint).length, 0, 'nothing tokenized');
    await s.noMethod();
    release('apple_pay_sessions', s.fingerprint);
    await payWithApplePay(s);
    assert.is(await page.locator('[data-braintree-id="sheet-error-text"]').count(), 0, 'the message is gone once it pays');
  },

  async applePayTokenization(s) {
    const { page } = s;
    const log = () => page.evaluate(() => window.emulatorApplePay.log);
    await openApplePay(s);
    hold('apple_payment_tokens', s.fingerprint);
    const start = Date.now();
    await pressPay(s);
    await page.locator('[data-braintree-id="sheet-error-text"]').waitFor({ timeout: HELD });
    assert.ok(since(start) >= 2 * SDK_TIMEOUT / 1000 - 1, `braintree-web waited its 60 s twice (${since(start)} s)`);
    assert.is(await s.sheetError(), APPLE_PAY_TOKENIZATION_FAILED);
    assert.equal(await log(), ['begin', 'validatemerchant', 'completeMerchantValidation', 'paymentauthorized', 'completePayment:failure']);
    assert.is(await page.locator('[data-emulator="apple-pay-sheet"]').count(), 0);
    assert.is(heldOf('apple_payment_tokens', s.fingerprint).length, 2);
    assert.ok(await eventually(() => s.consoleErrors.some((e) => e.code === 'APPLE_PAY_TOKENIZATION')), JSON.stringify(s.consoleErrors));
    await s.noMethod();
    release('apple_payment_tokens', s.fingerprint);
    await payWithApplePay(s);
  },
};

async function openApplePay(s) {
  const created = await s.createOk({ applePay: APPLE_PAY });
  assert.equal(created.value.options, ['card', 'applePay']);
  await s.page.click('.braintree-option__applePay');
  await s.page.locator('[data-braintree-id="apple-pay-button"]').waitFor();
}

async function pressPay(s) {
  await s.page.click('[data-braintree-id="apple-pay-button"]');
  const pay = s.page.locator('[data-emulator="apple-pay-sheet"]').getByRole('button', { name: 'Pay' });
  await pay.and(s.page.locator(':enabled')).waitFor();
  await pay.click();
}

async function payWithApplePay(s) {
  await pressPay(s);
  await s.page.waitForFunction(() => window.dropin.isPaymentMethodRequestable());
  const paid = await s.request();
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(paid.value.type, 'ApplePayCard');
  assert.match(paid.value.nonce, /^emu-applepay-nonce-/);
}

const PAY_LATER = { options: { payLater: { amount: '10.00', currency: 'USD' } }, button: '[data-featherdrop-id="pay-later-button"] paypal-pay-later-button' };
const PAYPAL_VAULT = { options: { paypal: { flow: 'vault' } }, button: '[data-braintree-id="paypal-button"] paypal-button' };

/** A v6 PayPal option with `route` held: after braintree-web's two 60 s tries the sheet says `message`; once it answers, the button pays. */
async function paypalHeld(s, { options, button }, route, message, afterClick) {
  const { page } = s;
  const sheetError = page.locator('[data-braintree-id="sheet-error"]');
  const dialog = page.getByRole('dialog', { name: 'PayPal (emulator stand-in)' });
  await s.createOk({ card: false, ...options });
  await page.locator(button).waitFor();
  hold(route, s.fingerprint);
  const start = Date.now();
  await page.click(button);
  await afterClick();
  await sheetError.filter({ hasText: /\S/ }).waitFor({ timeout: HELD });
  assert.ok(since(start) >= 2 * SDK_TIMEOUT / 1000 - 1, `braintree-web waited its 60 s twice (${since(start)} s)`);
  assert.is(await sheetError.textContent(), message);
  assert.is(heldOf(route, s.fingerprint).length, 2, 'sent, then once more after the timeout');
  assert.ok(await eventually(() => s.consoleErrors.some((e) => e.code === 'CLIENT_GATEWAY_NETWORK')), `braintree-web's error logged: ${JSON.stringify(s.consoleErrors)}`);
  assert.is(await dialog.count(), 0, 'no PayPal window left open');
  await s.noMethod();
  release(route, s.fingerprint);
  await page.click(button);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await page.locator('[data-braintree-id="methods"]', { hasText: 'PayPal' }).waitFor();
  const paid = await s.request();
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(paid.value.type, 'PayPalAccount');
}

const runs = {};

test.before(async () => {
  emulator = await startGatewayEmulator({ http2: true, wallets: true, sites: shopSite(), safetyTimeoutMs: 230_000 });
  Object.assign(emulator.state.merchant, { paypal: true, applePay: true });
  browser = await launchChromium(emulator.chromiumArgs);
  for (const route of ROUTES) {
    emulator.delays[route] = (r) => (holds.has(`${keyOf(r)} ${fingerprintOf(r)}`) || holds.has(`${keyOf(r)} *`) ? Infinity : 0);
  }
  const shoppers = Object.fromEntries(await Promise.all(Object.entries({
    threeDSecureAuthentication: ['3ds-auth'],
    paypalTokenization: ['paypal'],
    paypalBillingAgreement: ['paypal-agreement'],
    payLaterOrder: ['pay-later-order'],
    payLaterTokenization: ['pay-later-tokens'],
    applePayValidation: ['apple-validation', { initScripts: [APPLE_PAY_SESSION] }],
    applePayTokenization: ['apple-tokens', { initScripts: [APPLE_PAY_SESSION] }],
  }).map(async ([name, args]) => [name, await shopper(...args)])));
  for (const [name, s] of Object.entries(shoppers)) {
    const run = withShot(() => s.page, `emulator-slow-more-${name}`, () => scenarios[name](s))();
    run.catch(() => {});
    runs[name] = { s, run };
  }
});

test.after(async () => {
  await clockBrowser?.close();
  await browser?.close();
  await emulator?.close();
});

const TITLES = {
  threeDSecureAuthentication: `3D Secure's authenticate_from_jwt held after the bank's challenge: after about 120 s the request rejects with "${THREE_D_SECURE_FAILED}", the challenge closed, the card as typed; the next request is verified`,
  paypalTokenization: `PayPal's account tokenization held after the approval: after about 120 s "${PAYPAL_TOKENIZATION_FAILED}", nothing selected, no method; the button pays once it answers`,
  paypalBillingAgreement: `PayPal's billing agreement (paypal-checkout-v6's setup_billing_agreement, vault flow) held: after about 120 s "${PAYPAL_FLOW_FAILED}", no PayPal window, no method; the button pays once it answers`,
  payLaterOrder: `Pay Later's order (paypal-checkout-v6's create_payment_resource) held: after about 120 s "${PAYPAL_FLOW_FAILED}", no PayPal window, no method; the button pays once it answers`,
  payLaterTokenization: `Pay Later's tokenization held after the approval: after about 120 s "${PAYPAL_TOKENIZATION_FAILED}", no method; the button pays once it answers`,
  applePayValidation: `Apple Pay's merchant validation held: after about 120 s the session is aborted and the shopper reads "${GENERIC}", nothing tokenized, no method; the next press pays`,
  applePayTokenization: `Apple Pay's tokenization held: after about 120 s the sheet completes with failure and the shopper reads the Apple Pay network message, no method; the next press pays`,
};

for (const [name, title] of Object.entries(TITLES)) {
  test(title, async () => {
    await runs[name].run;
    assert.equal(runs[name].s.pageErrors, [], 'no page error');
  });
}

test('no held request is answered after the browser gave up on it, nor left behind when the pages close', async () => {
  await Promise.allSettled(Object.values(runs).map((r) => r.run));
  await Promise.all(pages.map((page) => page.close()));
  assert.ok(await eventually(() => emulator.held.every((r) => r.abandoned), 5_000), JSON.stringify(emulator.held.filter((r) => !r.abandoned).map((r) => r.route)));
  assert.not.ok(emulator.requests.some((r) => emulator.held.includes(r)), 'none of them was answered');
});

// Last, once the other shoppers are done (their frames are no longer asked for): the frame page carries no token.
test("the card frames' page held: create() resolves with the card sheet; after braintree-web's 60 s (its timer, on Playwright's clock in a Chromium of its own) the sheet shows the developer message, no method; a create() once it answers pays", async () => {
  clockBrowser = await launchChromium(emulator.chromiumArgs);
  const s = await shopper('frames', { context: clockBrowser.context, clock: true });
  const { page } = s;
  await withShot(() => page, 'emulator-slow-more-frames', async () => {
    const before = emulator.held.length;
    hold('hosted_fields_frame', '*');
    const created = await s.createOk({});
    assert.equal(created.value.options, ['card']);
    await page.locator('[data-braintree-id="card"].braintree-sheet--active').waitFor();
    // Chromium asks once for the four frames' one URL while it waits for the answer (its HTTP cache's lock).
    assert.ok(await eventually(() => emulator.held.slice(before).some((r) => r.route === 'hosted_fields_frame'), 10_000), "the frames' page was asked for, and held");
    assert.is(await page.locator('[data-braintree-id="sheet-error-text"]').isVisible(), false, 'no message while braintree-web waits');
    await page.clock.fastForward(SDK_TIMEOUT);
    await page.locator('[data-braintree-id="sheet-error-text"]').waitFor();
    assert.is(await s.sheetError(), DEVELOPER_ERROR);
    assert.is(await page.locator('iframe[name^="braintree-hosted-field-"]').count(), 0, 'the held frames are gone');
    assert.ok(await eventually(() => s.consoleErrors.some((e) => e.code === 'HOSTED_FIELDS_TIMEOUT')), "braintree-web's timeout is in the console");
    await s.noMethod();
    assert.ok(await eventually(() => emulator.held.slice(before).every((r) => r.abandoned), 5_000), 'the held frame pages were given up');
    release('hosted_fields_frame', '*');
    assert.equal(await page.evaluate(() => window.tier.teardown()), { value: true });
    await s.createOk({});
    await s.typeCard();
    await page.waitForFunction(() => window.dropin.isPaymentMethodRequestable());
    const paid = await s.request();
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    assert.match(paid.value.nonce, /^emu-card-nonce-/);
    assert.equal(s.pageErrors, [], 'no page error');
  })();
});

test.run();
