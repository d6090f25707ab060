// Emulator tier: Apple Pay on the production path (issue 30), braintree-web apple-pay against the gateway
// emulator, on an https page (Apple Pay needs one) with our ApplePaySession stand-in
// (stand-ins/apple-pay-session.js). The page makes two gateway calls: the merchant validation
// (apple_pay_web/sessions), whose merchant session goes to completeMerchantValidation, and the tokenization
// of the payment's token (payment_methods/apple_payment_tokens). Each is answered in turn with the faults.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FAULTS } from './faults.mjs';
import { APPLE_MERCHANT_IDENTIFIER, TOKENIZATION_KEY, clientToken } from './gateway-fixtures.mjs';
import { SHOP_HOST, createOk, emulatorSuite, eventually, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
let consoleErrors;
const it = emulatorSuite(test, 'apple-pay', (t) => ({ emulator, page, pageErrors, consoleErrors } = t), {
  https: true,
  initScripts: [readFileSync(new URL('./stand-ins/apple-pay-session.js', import.meta.url), 'utf8')],
});

const APPLE_PAY = { displayName: 'Emulator Shop', paymentRequest: { total: { label: 'Emulator Shop', amount: '10.00' } } };
const BUTTON = '[data-braintree-id="apple-pay-button"]';
const SHEET = '[data-emulator="apple-pay-sheet"]';
const GENERIC = 'Something went wrong on our end.';
const TOKENIZATION_ERROR = 'A network error occurred while processing the Apple Pay payment. Please try again.';
const sheetError = () => page.locator('[data-braintree-id="sheet-error-text"]').textContent();
const requestable = () => page.evaluate(() => window.tier.events.filter((e) => e.name === 'paymentMethodRequestable').length);
const log = () => page.evaluate(() => window.emulatorApplePay.log);

async function open(authorization = clientToken({ customer: false })) {
  emulator.state.merchant.applePay = true;
  const created = await createOk(page, { authorization, applePay: APPLE_PAY });
  assert.equal(created.value.options, ['card', 'applePay']);
  await page.click('.braintree-option__applePay');
  await page.locator(BUTTON).waitFor();
}

/** The shopper presses the Apple Pay button; once the merchant is validated, Pay in Apple's sheet. */
async function payWithApplePay() {
  await page.click(BUTTON);
  const pay = page.locator(SHEET).getByRole('button', { name: 'Pay' });
  await pay.and(page.locator(':enabled')).waitFor();
  await pay.click();
}

async function paid() {
  await eventually(async () => (await requestable()) > 0);
  const result = await requestPaymentMethod(page);
  assert.equal(result.error, undefined, JSON.stringify(result.error));
  return result.value;
}

/** What the merchant gets while no wallet payment succeeded: no method, so a request rejects. */
async function noMethod() {
  assert.is(await requestable(), 0, 'no paymentMethodRequestable');
  const refused = await requestPaymentMethod(page);
  assert.is(refused.error?.name, 'DropinError');
  assert.is(refused.error.message, 'No payment method is available.');
}

it('a shopper pays with Apple Pay: the merchant is validated for the page\'s domain, the token is tokenized, the sheet completes with success, the result is an ApplePayCard with rawPaymentData', async () => {
  await open();
  assert.is(await page.evaluate(() => location.protocol), 'https:');
  await payWithApplePay();
  const method = await paid();
  assert.is(method.type, 'ApplePayCard');
  assert.is(method.nonce, 'emu-applepay-nonce-2');
  assert.is(method.details.cardType, 'Apple Pay - Visa');
  assert.is(method.details.dpanLastTwo, '11');
  assert.is(method.details.rawPaymentData.token.transactionIdentifier, 'emu-apple-transaction');
  assert.equal(await log(), ['begin', 'validatemerchant', 'completeMerchantValidation', 'paymentauthorized', 'completePayment:success']);
  const [validation] = emulator.seen('apple_pay_sessions');
  assert.equal(validation.body.applePayWebSession, {
    validationUrl: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
    domainName: SHOP_HOST,
    merchantIdentifier: APPLE_MERCHANT_IDENTIFIER,
    displayName: 'Emulator Shop',
  });
  const [tokenization] = emulator.seen('apple_payment_tokens');
  assert.equal(JSON.parse(atob(tokenization.body.applePaymentToken.paymentData)).data, 'emu-encrypted-payment-data');
  const request = await page.evaluate(() => window.emulatorApplePay.request);
  assert.is(request.currencyCode, 'USD', 'braintree-web\'s defaults from the configuration');
  assert.equal(request.total, APPLE_PAY.paymentRequest.total);
  assert.is(await page.locator(SHEET).count(), 0);
  assert.equal(pageErrors, []);
});

for (const retired of [false, true]) {
  it(`with a tokenization key, its configuration by ${retired ? 'GraphQL (REST retired)' : 'REST'}: its applePayWeb section offers it, and both calls carry the key`, async () => {
    emulator.restConfigurationRetired = retired ? 404 : undefined;
    await open(TOKENIZATION_KEY);
    assert.is(emulator.seen('graphql:ClientConfiguration').length, retired ? 1 : 0);
    assert.is(emulator.seen('configuration').length, 1, 'REST first');
    await payWithApplePay();
    assert.is((await paid()).type, 'ApplePayCard');
    assert.is(emulator.seen('apple_pay_sessions')[0].body.tokenizationKey, TOKENIZATION_KEY);
    assert.is(emulator.seen('apple_pay_sessions')[0].body.applePayWebSession.merchantIdentifier, APPLE_MERCHANT_IDENTIFIER);
    assert.is(emulator.seen('apple_payment_tokens')[0].body.tokenizationKey, TOKENIZATION_KEY);
    assert.equal(await page.evaluate(() => window.emulatorApplePay.request.supportedNetworks), ['visa', 'masterCard', 'amex', 'discover']);
    assert.equal(pageErrors, []);
  });
}

it('one session at a time: a second press while the sheet is open begins nothing; the shopper cancels, nothing shows, and the next press pays', async () => {
  await open();
  await page.click(BUTTON);
  await page.locator(SHEET).waitFor();
  await page.click(BUTTON, { force: true });
  await page.locator(SHEET).getByRole('button', { name: 'Cancel' }).click();
  assert.is(await page.evaluate(() => window.emulatorApplePay.sessions), 1);
  assert.is(await page.locator('[data-braintree-id="sheet-error-text"]').count(), 0);
  await payWithApplePay();
  assert.match((await paid()).nonce, /^emu-applepay-nonce-/);
  assert.is(await page.evaluate(() => window.emulatorApplePay.sessions), 2);
  assert.equal(pageErrors, []);
});

for (const [fault, [status, body]] of Object.entries(FAULTS)) {
  it(`merchant validation, ${fault}: the session is aborted, the shopper reads the generic message, nothing is tokenized, no method; the next press pays`, async () => {
    await open();
    emulator.fail('apple_pay_sessions', status, body);
    await page.click(BUTTON);
    await page.locator('[data-braintree-id="sheet-error-text"]').waitFor();
    assert.is(await sheetError(), GENERIC);
    await page.locator(SHEET).waitFor({ state: 'detached' });
    // braintree-web resolves a malformed 200 with its text, which is no merchant session: completeMerchantValidation refuses it.
    assert.equal(await log(), ['begin', 'validatemerchant', ...(fault === 'malformed JSON' ? ['completeMerchantValidation:invalid'] : []), 'abort']);
    assert.is(emulator.seen('apple_payment_tokens').length, 0);
    await noMethod();
    emulator.reset();
    await payWithApplePay();
    assert.match((await paid()).nonce, /^emu-applepay-nonce-/);
    assert.is(await page.locator('[data-braintree-id="sheet-error-text"]').count(), 0, 'the message is gone once it pays');
    assert.equal(pageErrors, []);
  });

  it(`tokenization, ${fault}: the sheet completes with failure, the shopper reads the Apple Pay network message, the console has braintree-web's error, no method; the next press pays`, async () => {
    await open();
    emulator.fail('apple_payment_tokens', status, body);
    await payWithApplePay();
    await page.locator('[data-braintree-id="sheet-error-text"]').waitFor();
    assert.is(await sheetError(), TOKENIZATION_ERROR);
    assert.equal(await log(), ['begin', 'validatemerchant', 'completeMerchantValidation', 'paymentauthorized', 'completePayment:failure']);
    assert.is(await page.locator(SHEET).count(), 0);
    assert.ok(await eventually(() => consoleErrors.some((e) => e.code === 'APPLE_PAY_TOKENIZATION')), JSON.stringify(consoleErrors));
    await noMethod();
    emulator.reset();
    await payWithApplePay();
    assert.match((await paid()).nonce, /^emu-applepay-nonce-/);
    assert.equal(pageErrors, []);
  });
}

test.run();
