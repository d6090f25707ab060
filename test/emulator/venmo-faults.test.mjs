// Emulator tier: gateway faults on Venmo's desktop flow (issue 30; docs/errors.md, "Gateway faults"): the QR code's
// payment context (GraphQL CreateVenmoPaymentContext), its polling (PaymentContext; the approved context carries the
// nonce, there is no tokenization call of its own), and the payment context braintree-web creates after the shopper
// approved, before it hands the nonce over, each answered with a 500, a 401, malformed JSON and a connection reset.
// For each: the overlay closed, the sheet's message, braintree-web's error in the console, no method and no page
// error, and the Venmo button paying once the gateway is back (braintree-web left its instance refusing every later
// tokenize with VENMO_TOKENIZATION_REQUEST_ACTIVE when the context after a failure could not be created either;
// featherdrop's adapter replaces it).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FAULTS } from './faults.mjs';
import { clientToken } from './gateway-fixtures.mjs';
import { createOk, emulatorSuite, eventually, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
let consoleErrors;
const it = emulatorSuite(test, 'venmo-faults', (t) => ({ emulator, page, pageErrors, consoleErrors } = t));

const BUTTON = '[data-braintree-id="venmo-button"]';
const GENERIC = 'Something went wrong on our end.';
const frame = () => page.locator('iframe[name="venmo-desktop-iframe"]');
const qrCode = () => page.frameLocator('iframe[name="venmo-desktop-iframe"]').locator('[aria-label="QR code"][data-context-id]');
const sheetError = () => page.locator('[data-braintree-id="sheet-error"]');

async function openVenmo() {
  emulator.state.merchant.venmo = true;
  await createOk(page, { authorization: clientToken({ customer: false }), card: false, venmo: {} });
  await page.locator(BUTTON).waitFor();
}

/** The overlay gone, the sheet's message, an error logged, nothing to pay with. */
async function failedVisibly() {
  await sheetError().filter({ hasText: /\S/ }).waitFor();
  assert.is(await sheetError().textContent(), GENERIC);
  await frame().waitFor({ state: 'hidden' });
  // braintree-web's coded error, or (malformed JSON) what reading the answer threw.
  assert.ok(consoleErrors.some((e) => e.code || /^TypeError/.test(e.text)), `braintree-web's error logged: ${JSON.stringify(consoleErrors)}`);
  assert.is(await page.evaluate(() => window.dropin.isPaymentMethodRequestable()), false);
  const request = await requestPaymentMethod(page);
  assert.equal([request.error?.name, request.error?.message], ['DropinError', 'No payment method is available.']);
}

/** Once the gateway is back, the button shows a QR code again and the app's approval pays. */
async function paysAgain() {
  emulator.reset();
  emulator.state.merchant.venmo = true;
  await page.click(BUTTON);
  await qrCode().waitFor();
  emulator.venmoApp('APPROVED');
  await page.locator('[data-braintree-id="methods"]', { hasText: 'Venmo' }).waitFor();
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(paid.value.type, 'VenmoAccount');
  assert.match(paid.value.nonce, /^emu-venmo-nonce-/);
  assert.equal(pageErrors, []);
}

for (const [fault, [status, body]] of Object.entries(FAULTS)) {
  it(`the QR code's payment context, ${fault}: the overlay closes, the sheet says so; the button pays once it is back`, async () => {
    await openVenmo();
    emulator.fail('graphql:CreateVenmoPaymentContext', status, body);
    await page.click(BUTTON);
    await failedVisibly();
    await paysAgain();
  });

  it(`the polling of the payment context, ${fault}: the overlay closes, the sheet says so; the button pays once it is back`, async () => {
    await openVenmo();
    emulator.fail('graphql:PaymentContext', status, body);
    await page.click(BUTTON);
    await failedVisibly();
    assert.ok(emulator.seen('graphql').some((r) => r.operation === 'CreateVenmoPaymentContext'), 'the QR code had its context');
    await paysAgain();
  });

  it(`the payment context after the approval, ${fault}: braintree-web drops the approved nonce, the sheet says so; the button pays once it is back`, async () => {
    await openVenmo();
    await page.click(BUTTON);
    await qrCode().waitFor();
    emulator.fail('graphql:CreateVenmoPaymentContext', status, body);
    emulator.venmoApp('APPROVED');
    await failedVisibly();
    assert.ok(await eventually(() => emulator.seen('graphql').some((r) => r.operation === 'CreateVenmoPaymentContext' && r.body.variables.input.customerClient === 'MOBILE_WEB')));
    await paysAgain();
  });
}

test.run();
