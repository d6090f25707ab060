// Emulator tier: a local payment method with braintree-web's local-payment module on the wire: the payment
// resource (`local_payments/create`) with the method, amount and the SDK's return and cancel pages, the
// merchant's onPaymentStart seeing the payment's id before the shopper is sent on, the popup through the SDK's
// frame service (our stand-ins) to the method's page, and the approval tokenized (`payment_methods/paypal_accounts`)
// into a LocalPayment; the shopper's cancel or closed window, a failure on the method's page, the gateway refusing the payment,
// and a merchant without PayPal on the gateway (local payments run through it) not offered the methods.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientToken } from './gateway-fixtures.mjs';
import { closed as closedOn, watchOpened as watchOpenedOn } from './popup-windows.mjs';
import { bounded, create, emulatorSuite, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const it = emulatorSuite(test, 'local-payment', (t) => ({ emulator, page, pageErrors } = t));

const LOCAL_PAYMENT = {
  methods: ['ideal', 'bancontact'], amount: '12.50', currencyCode: 'EUR', givenName: 'Jan', surname: 'Jansen',
  fallback: { url: 'https://shop.example/return', buttonText: 'Back to the shop' }, displayName: 'Emulator Shop',
};
const CONTINUE = '[data-braintree-id="local-payment-button"][data-featherdrop-method="ideal"]';
const sheetError = (page) => page.locator('[data-braintree-id="sheet-error"]');
const closed = (window) => closedOn(page, window);
const watchOpened = () => watchOpenedOn(page);

/**
 * create() with iDEAL and Bancontact; the merchant's onPaymentStart records each payment id and goes on (a
 * function: not serializable, so set in the page), or with `merchantStart: false` there is none.
 */
async function openIdeal({ locale = 'nl_NL', merchantStart = true } = {}) {
  emulator.state.merchant.paypal = true;
  // Each gateway answer takes a real network's time: braintree-web sends its window to another page just before
  // it, and on loopback the answer (then the window's close) could overtake that navigation.
  Object.assign(emulator.delays, { local_payments: 400, paypal_accounts: 300 });
  const result = await bounded('create', page.evaluate(({ options, locale, merchantStart }) => {
    window.paymentIds = [];
    const onPaymentStart = ({ paymentId }, start) => { window.paymentIds.push(paymentId); start(); };
    return window.tier.create({ ...options, locale, localPayment: { ...options.localPayment, ...(merchantStart && { onPaymentStart }) } });
  }, { options: { authorization: clientToken({ customer: false }), card: false, localPayment: LOCAL_PAYMENT }, locale, merchantStart }));
  assert.equal(result.error, undefined, JSON.stringify(result.error));
  assert.equal(result.value.options, ['ideal', 'bancontact']);
  await page.click('.braintree-option__ideal');
  await page.locator(CONTINUE).waitFor();
  await watchOpened();
}

/** The shopper's click on Continue opens the SDK's popup; it ends on the method's page. */
async function openMethodPage() {
  const popup = page.waitForEvent('popup');
  await page.click(CONTINUE);
  const bank = await popup;
  await bank.getByRole('heading', { name: 'Pay with ideal' }).waitFor();
  return bank;
}

it('approved on the method\'s page: the payment resource, onPaymentStart, the tokenization on the wire; a LocalPayment', async () => {
  await openIdeal();
  const bank = await openMethodPage();
  const [resource, ...more] = emulator.seen('local_payments');
  assert.is(more.length, 0);
  const body = resource.body;
  assert.equal([body.amount, body.currencyIsoCode, body.fundingSource, body.firstName, body.lastName, body.intent], ['12.50', 'EUR', 'ideal', 'Jan', 'Jansen', 'sale']);
  assert.is(body.experienceProfile.brandName, 'Emulator Shop');
  assert.match(body.returnUrl, /\/html\/local-payment-redirect-frame(\.min)?\.html\?/);
  assert.match(body.cancelUrl, /[?&]c=1(&|$)/);
  assert.equal(await page.evaluate(() => window.paymentIds), ['emu-lp-payment-1'], 'onPaymentStart saw the id before the shopper was sent on');
  assert.is(emulator.seen('paypal_accounts').length, 0);

  await bank.getByRole('button', { name: 'Approve' }).click();
  await page.locator('[data-braintree-id="methods"]', { hasText: 'iDEAL' }).waitFor();
  const [tokenization] = emulator.seen('paypal_accounts');
  assert.equal(tokenization.body.paypalAccount, {
    correlationId: 'emu-lp-correlation', paymentToken: 'emu-lp-payment-1', payerId: 'EMU-PAYER-1', unilateral: false, intent: 'sale',
  });
  const result = await requestPaymentMethod(page);
  assert.equal(result.error, undefined, JSON.stringify(result.error));
  assert.is(result.value.nonce, 'emu-lp-nonce-2');
  assert.is(result.value.type, 'LocalPayment');
  assert.is(result.value.correlationId, 'emu-lp-correlation');
  assert.equal(result.value.details, { email: 'jan@example.nl', firstName: 'Jan', lastName: 'Jansen', payerId: 'EMU-PAYER-1', countryCode: 'NL', paymentType: 'ideal' });
  await closed(bank);
  assert.equal(pageErrors, []);
});

it('cancelled on the method\'s page: nothing tokenized, nothing said, the sheet back to Continue', async () => {
  await openIdeal({ locale: 'en_US' });
  const bank = await openMethodPage();
  await bank.getByRole('button', { name: 'Cancel' }).click();
  await page.locator(CONTINUE, { hasText: 'Continue to iDEAL' }).waitFor();
  assert.is(emulator.seen('paypal_accounts').length, 0);
  assert.is(await sheetError(page).textContent(), '');
  assert.equal(pageErrors, []);
});

it('the shopper closes the method\'s window: nothing said, and the next try opens a new one and pays', async () => {
  await openIdeal({ locale: 'en_US' });
  await (await openMethodPage()).close();
  await page.locator(CONTINUE, { hasText: 'Continue to iDEAL' }).waitFor();
  assert.is(await sheetError(page).textContent(), '');
  const again = await openMethodPage();
  await again.getByRole('button', { name: 'Approve' }).click();
  await page.locator('[data-braintree-id="methods"]', { hasText: 'iDEAL' }).waitFor();
  assert.is(emulator.seen('local_payments').length, 2);
  assert.is(emulator.seen('paypal_accounts').length, 1);
  assert.equal(pageErrors, []);
});

it('a merchant without onPaymentStart, and a failure on the method\'s page: its message in the widget\'s language, nothing tokenized', async () => {
  await openIdeal({ locale: 'de_DE', merchantStart: false });
  const bank = await openMethodPage();
  await bank.getByRole('button', { name: 'Fail' }).click();
  await sheetError(page).filter({ hasText: /\S/ }).waitFor();
  assert.is(await sheetError(page).textContent(), 'Die Zahlung wurde nicht abgeschlossen. Versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.');
  assert.is(emulator.seen('paypal_accounts').length, 0);
});

it('the gateway refusing the payment (422): the popup closes, the message says to choose another way, nothing is tokenized', async () => {
  await openIdeal({ locale: 'en_US' });
  emulator.override('local_payments', 422, { error: { message: 'emulator: iDEAL is not enabled for this merchant account' } });
  const popup = page.waitForEvent('popup');
  await page.click(CONTINUE);
  await closed(await popup);
  await sheetError(page).filter({ hasText: /\S/ }).waitFor();
  assert.is(await sheetError(page).textContent(), 'This payment method cannot be used for this payment. Choose another way to pay.');
  assert.is(emulator.seen('paypal_accounts').length, 0);
});

it('a merchant without PayPal on the gateway is not offered local payment methods', async () => {
  const result = await create(page, { authorization: clientToken({ customer: false }), localPayment: LOCAL_PAYMENT });
  assert.equal(result.error, undefined, JSON.stringify(result.error));
  assert.equal(result.value.options, ['card']);
});

test.run();
