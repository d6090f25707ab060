// Emulator tier: Google Pay on the production path (issue 30), braintree-web google-payment and our stand-in
// for Google's pay.js (stand-ins/google-pay.js). braintree-web builds the PaymentDataRequest from the
// configuration's androidPay section; Google's servers, not the page, make the gateway call that tokenizes
// the card, and the nonce comes back inside paymentData's token, which braintree-web's parseResponse reads.
// The stand-in makes that call to the emulator (route google_pay_tokenize) so the gateway's faults reach the
// page as Google hands them on: an answer, whatever its status, becomes the token; no answer rejects
// loadPaymentData with INTERNAL_ERROR. The page itself makes no gateway call of its own to pay.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FAULTS } from './faults.mjs';
import { GOOGLE_AUTHORIZATION, MERCHANT_ID, TOKENIZATION_KEY, clientToken } from './gateway-fixtures.mjs';
import { createOk, emulatorSuite, eventually, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
let consoleErrors;
const it = emulatorSuite(test, 'google-pay', (t) => ({ emulator, page, pageErrors, consoleErrors } = t));

const GOOGLE_PAY = { transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' } };
const BUTTON = '[data-braintree-id="google-pay-button"] button';
const SHEET = '[data-emulator="google-pay-sheet"]';
const DEVELOPER_ERROR = 'Developer Error: Something went wrong. Check the console for details.';
const sheetError = () => page.locator('[data-braintree-id="sheet-error-text"]').textContent();
const requestable = () => page.evaluate(() => window.tier.events.filter((e) => e.name === 'paymentMethodRequestable').length);

async function open(options = {}, authorization = clientToken({ customer: false })) {
  emulator.state.merchant.googlePay = true;
  const created = await createOk(page, { authorization, googlePay: { ...GOOGLE_PAY, ...options } });
  assert.equal(created.value.options, ['card', 'googlePay']);
  await page.click('.braintree-option__googlePay');
  await page.locator(BUTTON).waitFor();
}

/** The shopper presses Google's button and continues in its sheet. */
async function payWithGooglePay() {
  await page.click(BUTTON);
  await page.locator(SHEET).getByRole('button', { name: 'Continue' }).click();
}

async function paid() {
  await eventually(async () => (await requestable()) > 0);
  const result = await requestPaymentMethod(page);
  assert.equal(result.error, undefined, JSON.stringify(result.error));
  return result.value;
}

it('a shopper pays with Google Pay: pay.js loads, Google is asked with the merchant\'s tokenization parameters, the result is an AndroidPayCard with rawPaymentData', async () => {
  await open();
  assert.is(emulator.seen('pay_js').length, 1, 'pay.js loaded once');
  await payWithGooglePay();
  const method = await paid();
  assert.is(method.type, 'AndroidPayCard');
  assert.is(method.nonce, 'emu-googlepay-nonce-1');
  assert.is(method.details.cardType, 'Visa');
  assert.is(method.details.lastFour, '1111');
  assert.is(method.details.isNetworkTokenized, false);
  assert.ok(method.details.rawPaymentData.paymentMethodToken.token.includes('emu-googlepay-nonce-1'), 'Google\'s paymentData as rawPaymentData');
  const [asked] = emulator.seen('google_pay_tokenize');
  assert.is(asked.body.gateway, 'braintree');
  assert.is(asked.body['braintree:merchantId'], MERCHANT_ID);
  assert.is(asked.body['braintree:authorizationFingerprint'], GOOGLE_AUTHORIZATION);
  assert.equal(pageErrors, []);
});

it('googlePayVersion 2: the version 2 request and answer (paymentMethodData.tokenizationData) pay too', async () => {
  await open({ googlePayVersion: 2 });
  await payWithGooglePay();
  const method = await paid();
  assert.is(method.type, 'AndroidPayCard');
  assert.is(method.details.rawPaymentData.apiVersion, 2);
  assert.is(emulator.seen('google_pay_tokenize')[0].body['braintree:authorizationFingerprint'], GOOGLE_AUTHORIZATION);
  assert.equal(pageErrors, []);
});

for (const retired of [false, true]) {
  it(`with a tokenization key, its configuration by ${retired ? 'GraphQL (REST retired)' : 'REST'}: its Google Pay section offers it, and Google is asked with the key as braintree:clientKey`, async () => {
    emulator.restConfigurationRetired = retired ? 404 : undefined;
    await open({}, TOKENIZATION_KEY);
    assert.is(emulator.seen('graphql:ClientConfiguration').length, retired ? 1 : 0);
    assert.is(emulator.seen('configuration').length, 1, 'REST first');
    await payWithGooglePay();
    assert.is((await paid()).type, 'AndroidPayCard');
    const [asked] = emulator.seen('google_pay_tokenize');
    assert.is(asked.body['braintree:clientKey'], TOKENIZATION_KEY);
    assert.is(asked.body['braintree:authorizationFingerprint'], GOOGLE_AUTHORIZATION);
    assert.equal(pageErrors, []);
  });
}

it('the shopper cancels Google\'s sheet: nothing shows, no method, no gateway call; the next try pays', async () => {
  await open();
  await page.click(BUTTON);
  await page.locator(SHEET).getByRole('button', { name: 'Cancel' }).click();
  // One sheet at a time: the button opens it again only once the cancel's outcome was handled.
  await page.click(BUTTON);
  await page.locator(SHEET).waitFor();
  assert.is(await page.locator('[data-braintree-id="sheet-error-text"]').count(), 0);
  assert.is(await requestable(), 0);
  assert.is(emulator.seen('google_pay_tokenize').length, 0);
  assert.equal(consoleErrors, []);
  await page.locator(SHEET).getByRole('button', { name: 'Continue' }).click();
  assert.is((await paid()).nonce, 'emu-googlepay-nonce-1');
  assert.equal(pageErrors, []);
});

for (const [fault, [status, body]] of Object.entries(FAULTS)) {
  it(`the gateway's Google Pay tokenization (made by Google), ${fault}: the sheet shows the developer error, the merchant's console has it, no method without a nonce; the next try pays`, async () => {
    await open();
    emulator.fail('google_pay_tokenize', status, body);
    await payWithGooglePay();
    await page.locator('[data-braintree-id="sheet-error-text"]').waitFor();
    assert.is(await sheetError(), DEVELOPER_ERROR);
    // braintree-web's parseResponse fails on a token carrying the gateway's error or not JSON; no answer fails Google's loadPaymentData.
    const logged = await eventually(() => consoleErrors.find((e) => (status === 'reset' ? /INTERNAL_ERROR/.test(e.text) : e.code === 'GOOGLE_PAYMENT_GATEWAY_ERROR')));
    assert.ok(logged, JSON.stringify(consoleErrors));
    assert.is(await requestable(), 0, 'no paymentMethodRequestable');
    const refused = await requestPaymentMethod(page);
    assert.is(refused.error?.name, 'DropinError');
    assert.is(refused.error.message, 'No payment method is available.');
    emulator.reset();
    await payWithGooglePay();
    const method = await paid();
    assert.is(method.type, 'AndroidPayCard');
    assert.match(method.nonce, /^emu-googlepay-nonce-/);
    assert.is(await page.locator('[data-braintree-id="sheet-error-text"]').count(), 0, 'the message is gone once it pays');
    assert.equal(pageErrors, []);
  });
}

test.run();
