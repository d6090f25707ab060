// Emulator tier: PayPal Pay Later (issue 42) with braintree-web's unmodified paypal-checkout-v6 on the wire. It
// loads PayPal's v6 SDK (our stand-in, test/emulator/stand-ins/paypal-v6-core.js, from the sandbox host the
// gateway's environment names), asks its eligibility for the amount and currency, and the sheet shows the SDK's
// <paypal-pay-later-button>; the shopper's click starts a Pay Later session whose order is braintree-web's
// paypal_hermes create_payment_resource, PayPal's window (the stand-in's dialog) approves, and the approval is
// tokenized (payment_methods/paypal_accounts) into a PayPalAccount. Ineligible in JPY; the shopper cancelling;
// the order and the tokenization under the fault matrix (500, 401, malformed JSON, a connection reset).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FAULTS, LOGGED } from './faults.mjs';
import { clientToken } from './gateway-fixtures.mjs';
import { create, createOk, emulatorSuite, eventually, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
let consoleErrors;
const it = emulatorSuite(test, 'pay-later', (t) => ({ emulator, page, pageErrors, consoleErrors } = t), { emulatorOptions: { wallets: true } });

const PAY_LATER = { amount: '10.00', currency: 'USD' };
const BUTTON = '[data-featherdrop-id="pay-later-button"] paypal-pay-later-button';
const approval = () => page.getByRole('dialog', { name: 'PayPal (emulator stand-in)' });
const sheetError = () => page.locator('[data-braintree-id="sheet-error"]');

/** create() with Pay Later only (a client token: braintree-web's v6 module refuses tokenization keys). */
async function openPayLater(payLater = PAY_LATER) {
  emulator.state.merchant.paypal = true;
  emulator.state.vault = [];
  const { value } = await createOk(page, { authorization: clientToken(), card: false, payLater });
  assert.equal(value.options, ['payLater']);
  await page.locator(BUTTON).waitFor();
}

async function approve() {
  await page.click(BUTTON);
  await approval().getByRole('button', { name: 'Approve' }).click();
  await page.locator('[data-braintree-id="methods"]', { hasText: 'PayPal' }).waitFor();
}

it('the v6 SDK from the sandbox host, eligibility, the order with the amount and currency, the approval tokenized: a PayPalAccount', async () => {
  await openPayLater();
  assert.is(emulator.seen('paypal_v6_core').length, 1);
  assert.is(emulator.seen('paypal_v6_core')[0].host, 'www.sandbox.paypal.com');
  assert.is(emulator.seen('create_payment_resource').length, 0, 'nothing asked before the click');
  await page.click(BUTTON);
  await approval().waitFor();
  const [resource, ...more] = emulator.seen('create_payment_resource');
  assert.is(more.length, 0);
  assert.equal([resource.body.amount, resource.body.currencyIsoCode, resource.body.intent], ['10.00', 'USD', 'sale']);
  assert.is(resource.body.experienceProfile.brandName, 'Emulator Shop');
  await approval().getByRole('button', { name: 'Approve' }).click();
  await page.locator('[data-braintree-id="methods"]', { hasText: 'PayPal' }).waitFor();
  const [tokenization] = emulator.seen('paypal_accounts');
  assert.equal([tokenization.body.paypalAccount.paymentToken, tokenization.body.paypalAccount.payerId], ['EC-EMU-1', 'EMU-PAYPAL-PAYER']);
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.equal([paid.value.type, paid.value.nonce, paid.value.details.email], ['PayPalAccount', 'emu-paypal-nonce-2', 'shopper@example.com']);
  assert.equal(pageErrors, []);
});

/** The widget's files the page fetched while `during` ran, by name without the version (dist/script/<name>-<version>.js). */
async function chunksFetched(during) {
  const names = [];
  const seen = (request) => {
    const match = /\/dist\/script\/(.+)-\d+\.\d+\.\d+\.js$/.exec(request.url());
    if (match) names.push(match[1]);
  };
  page.on('request', seen);
  await during();
  page.off('request', seen);
  return names.sort();
}

it('PayPal\'s path fetches one adapter file, with braintree-web\'s paypal-checkout-v6 in it (as before the module was shared)', async () => {
  emulator.state.merchant.paypal = true;
  const fetched = await chunksFetched(async () => {
    await createOk(page, { authorization: clientToken(), card: false, paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } });
    await page.locator('paypal-button').waitFor({ state: 'attached' });
  });
  assert.equal(fetched.filter((name) => name.includes('braintree')), ['paypal-braintree']);
  assert.equal(pageErrors, []);
});

it('PayPal with Pay Later fetch braintree-web\'s paypal-checkout-v6 once: Pay Later\'s adapter is one small file that imports PayPal\'s', async () => {
  emulator.state.merchant.paypal = true;
  const fetched = await chunksFetched(async () => {
    await createOk(page, { authorization: clientToken(), card: false, paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' }, payLater: PAY_LATER });
    await page.locator(BUTTON).waitFor({ state: 'attached' });
    await page.locator('paypal-button').waitFor({ state: 'attached' });
  });
  assert.equal(fetched.filter((name) => name.includes('braintree')), ['payLater-braintree', 'paypal-braintree']);
  const sizes = Object.fromEntries(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /(payLater|paypal)-braintree-/.test(entry.name))
    .map((entry) => [entry.name.split('/').pop().replace(/-braintree-.*/, ''), entry.decodedBodySize])));
  assert.ok(sizes.payLater < 2000 && sizes.paypal > 40_000, `the adapters' sizes: ${JSON.stringify(sizes)}`);
  assert.equal(pageErrors, []);
});

it('not eligible in JPY: create rejects (Pay Later was the only option), nothing asked of the gateway but the configuration', async () => {
  emulator.state.merchant.paypal = true;
  const result = await create(page, { authorization: clientToken(), card: false, payLater: { amount: '1000', currency: 'JPY' } });
  assert.is(result.error?.message, 'All payment options failed to load.');
  assert.ok(consoleErrors.some((e) => e.text.includes('PayPal Pay Later is not eligible for this amount and currency.')), JSON.stringify(consoleErrors));
  assert.is(emulator.seen('create_payment_resource').length, 0);
});

it('the shopper cancels in PayPal\'s window: nothing tokenized, nothing said; the next click pays', async () => {
  await openPayLater();
  await page.click(BUTTON);
  await approval().getByRole('button', { name: 'Cancel' }).click();
  await approval().waitFor({ state: 'detached' });
  assert.is(emulator.seen('paypal_accounts').length, 0);
  assert.is(await sheetError().textContent(), '');
  await approve();
  assert.is(emulator.seen('create_payment_resource').length, 2);
  assert.is((await requestPaymentMethod(page)).value?.type, 'PayPalAccount');
  assert.equal(pageErrors, []);
});

/** What every fault leaves: the message, braintree-web's error logged, no PayPal window, nothing to pay with. */
async function failedVisibly(message, logged) {
  await sheetError().filter({ hasText: /\S/ }).waitFor();
  assert.is(await sheetError().textContent(), message);
  assert.ok(await eventually(() => consoleErrors.some(logged)), `logged: ${JSON.stringify(consoleErrors)}`);
  assert.is(await approval().count(), 0, 'no PayPal window left open');
  assert.is(await page.evaluate(() => window.dropin.isPaymentMethodRequestable()), false);
}

/** Once the gateway is back, the Pay Later button pays. */
async function paysAgain() {
  emulator.reset();
  emulator.state.merchant.paypal = true;
  await approve();
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(paid.value.type, 'PayPalAccount');
  assert.equal(pageErrors, []);
}

for (const [fault, [status, body]] of Object.entries(FAULTS)) {
  it(`the order (create_payment_resource), ${fault}: no PayPal window, the sheet says PayPal failed; paid once it is back`, async () => {
    await openPayLater();
    emulator.fail('create_payment_resource', status, body);
    await page.click(BUTTON);
    // paypal-checkout-v6 converts what reading a malformed answer threw into its own order error.
    await failedVisibly('Something went wrong connecting to PayPal. Please try again.', fault === 'malformed JSON' ? (e) => e.code === 'PAYPAL_CHECKOUT_V6_ORDER_CREATION_FAILED' : LOGGED[fault]);
    assert.is(emulator.seen('paypal_accounts').length, 0);
    await paysAgain();
  });

  it(`the tokenization (paypal_accounts), ${fault}: after the approval the sheet says the account could not be added; paid once it is back`, async () => {
    await openPayLater();
    emulator.fail('paypal_accounts', status, body);
    await page.click(BUTTON);
    await approval().getByRole('button', { name: 'Approve' }).click();
    await failedVisibly('Something went wrong adding the PayPal account. Please try again.', fault === 'malformed JSON' ? (e) => e.code === 'PAYPAL_CHECKOUT_V6_TOKENIZATION_FAILED' : LOGGED[fault]);
    await paysAgain();
  });
}

test.run();
