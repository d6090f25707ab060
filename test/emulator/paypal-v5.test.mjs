// Emulator tier: PayPal's v5 path (issue 42) with braintree-web's unmodified paypal-checkout on the wire: a
// tokenization key (which paypal-checkout-v6 refuses) takes it, as `sdkVersion: 5` does. It loads PayPal's JS SDK
// v5 (our stand-in, test/emulator/stand-ins/paypal-sdk.js) under the widget's own namespace; the shopper's click on
// its button creates the payment (paypal_hermes create_payment_resource / setup_billing_agreement, the tokenization
// key in the body), PayPal's window (the stand-in's dialog) approves, and the approval is tokenized
// (payment_methods/paypal_accounts) into a PayPalAccount: the checkout flow, a guest's vault flow, PayPal Credit, a
// customer's vault flow with a client token and sdkVersion 5, the shopper cancelling, and a page that keeps its own
// v5 SDK on window.paypal.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { TOKENIZATION_KEY, clientToken } from './gateway-fixtures.mjs';
import { approval as approvalOf, approve as approveWith, cancelsThenPays, openPayPal as open } from './paypal-shopper.mjs';
import { emulatorSuite, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
let t;
const it = emulatorSuite(test, 'paypal-v5', (use) => ({ emulator, page, pageErrors } = t = use), { emulatorOptions: { wallets: true } });

const CHECKOUT = { flow: 'checkout', amount: '10.00', currency: 'USD' };
const BUTTON = '[data-braintree-id="paypal-button"] button';
const CREDIT_BUTTON = '[data-braintree-id="paypal-credit-button"] button';
const approval = () => approvalOf(page);
/** create() with PayPal (or PayPal Credit) only, authorized with the tokenization key unless told; the sheet's button is the v5 SDK's. */
const openPayPal = (paypal, { authorization = TOKENIZATION_KEY, id = 'paypal', button = BUTTON } = {}) => open(t, paypal, { authorization, id, button });
const approve = (button = BUTTON) => approveWith(page, button);

it('a tokenization key, checkout flow: the v5 SDK under featherdrop\'s namespace (no v6 core), the payment resource with the key, the approval tokenized; a PayPalAccount', async () => {
  await openPayPal(CHECKOUT);
  const [sdk, ...moreSdks] = emulator.seen('paypal_sdk');
  assert.is(moreSdks.length, 0);
  assert.equal([sdk.query['client-id'], sdk.query.currency, sdk.query.intent, sdk.query.vault, sdk.query.components], ['emu-paypal-client-id', 'USD', 'authorize', 'false', 'buttons,messages']);
  assert.is(emulator.seen('paypal_v6_core').length, 0, "v6's SDK is not loaded");
  assert.is(await page.evaluate(() => typeof window.featherdrop_paypal?.Buttons), 'function');
  assert.is(await page.evaluate(() => 'paypal' in window), false, 'nothing put on window.paypal');
  assert.is(emulator.seen('create_payment_resource').length, 0, 'nothing asked before the click');

  await page.click(BUTTON);
  await approval().waitFor();
  const [resource, ...more] = emulator.seen('create_payment_resource');
  assert.is(more.length, 0);
  assert.equal([resource.body.tokenizationKey, resource.body.amount, resource.body.currencyIsoCode, resource.body.intent, resource.body.offerPaypalCredit], [TOKENIZATION_KEY, '10.00', 'USD', 'authorize', false]);
  assert.is(resource.body.experienceProfile.brandName, 'Emulator Shop');
  assert.is(await approval().getByText('EC-EMU-1', { exact: false }).count(), 1, "PayPal's window has the EC token of the payment resource's redirectUrl");

  await approval().getByRole('button', { name: 'Approve' }).click();
  await page.locator('[data-braintree-id="methods"]', { hasText: 'PayPal' }).waitFor();
  const [tokenization] = emulator.seen('paypal_accounts');
  assert.is(tokenization.body.tokenizationKey, TOKENIZATION_KEY);
  assert.equal([tokenization.body.paypalAccount.paymentToken, tokenization.body.paypalAccount.payerId, tokenization.body.paypalAccount.options], ['EC-EMU-1', 'EMU-PAYPAL-PAYER', { validate: false }]);

  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.equal([paid.value.nonce, paid.value.type, paid.value.details.email, paid.value.details.payerId], ['emu-paypal-nonce-2', 'PayPalAccount', 'shopper@example.com', 'EMU-PAYPAL-PAYER']);
  assert.not.ok(paid.value.vaulted);
  await page.evaluate(() => window.dropin.teardown());
  assert.is(await page.evaluate(() => 'featherdrop_paypal' in window), false, "the widget's SDK goes with it");
  assert.equal(pageErrors, []);
});

it('a tokenization key, vault flow (a guest): the billing agreement, tokenized without validation; not vaulted', async () => {
  await openPayPal({ flow: 'vault', billingAgreementDescription: 'Monthly tea' });
  assert.equal([emulator.seen('paypal_sdk')[0].query.vault, emulator.seen('paypal_sdk')[0].query.intent], ['true', 'tokenize']);
  await approve();
  assert.is(emulator.seen('create_payment_resource').length, 0);
  const [agreement] = emulator.seen('setup_billing_agreement');
  assert.equal([agreement.body.tokenizationKey, agreement.body.description], [TOKENIZATION_KEY, 'Monthly tea']);
  const [tokenization] = emulator.seen('paypal_accounts');
  assert.equal([tokenization.body.paypalAccount.billingAgreementToken, tokenization.body.paypalAccount.options.validate], ['BA-EMU-1', false]);
  const paid = await requestPaymentMethod(page);
  assert.equal([paid.value?.type, paid.value?.vaulted], ['PayPalAccount', undefined]);
  assert.equal(pageErrors, []);
});

it('a tokenization key, PayPal Credit: its own namespace and credit funding; the payment resource offers credit', async () => {
  await openPayPal(CHECKOUT, { id: 'paypalCredit', button: CREDIT_BUTTON });
  assert.is(emulator.seen('paypal_sdk')[0].query['enable-funding'], 'credit,paylater');
  assert.is(await page.locator(CREDIT_BUTTON).textContent(), 'PayPal Credit');
  assert.is(await page.evaluate(() => typeof window.featherdrop_paypalCredit?.Buttons), 'function');
  await approve(CREDIT_BUTTON);
  assert.is(emulator.seen('create_payment_resource')[0].body.offerPaypalCredit, true);
  assert.is((await requestPaymentMethod(page)).value?.type, 'PayPalAccount');
  assert.equal(pageErrors, []);
});

it('a client token with sdkVersion 5, vault flow for a customer: v5\'s billing agreement, tokenized with validation; a vaulted PayPalAccount', async () => {
  await openPayPal({ flow: 'vault', sdkVersion: 5 }, { authorization: clientToken({ customer: true }) });
  assert.is(emulator.seen('paypal_v6_core').length, 0);
  await approve();
  const [tokenization] = emulator.seen('paypal_accounts');
  assert.equal(tokenization.body.paypalAccount, { correlationId: 'BA-EMU-1', options: { validate: true }, billingAgreementToken: 'BA-EMU-1' });
  const paid = await requestPaymentMethod(page);
  assert.equal([paid.value?.type, paid.value?.vaulted], ['PayPalAccount', true]);
  assert.equal(pageErrors, []);
});

it('the shopper cancels in PayPal\'s window: nothing tokenized, nothing said; the next click pays', async () => {
  await openPayPal(CHECKOUT);
  await cancelsThenPays(t, BUTTON);
});

it('a page that keeps its own PayPal JS SDK v5 on window.paypal: the widget\'s loads beside it under its own namespace, neither replaces nor uses it', async () => {
  await page.evaluate(() => {
    // The merchant's own SDK, with buttons elsewhere on the page: a Buttons the widget must never call.
    window.paypal = { version: '5.0.0', Buttons: () => { throw new Error("the page's own window.paypal was used"); } };
    window.merchantsPayPal = window.paypal;
  });
  await openPayPal({ ...CHECKOUT, sdkVersion: 5 }, { authorization: clientToken() });
  const script = await page.evaluate(() => [...document.querySelectorAll('script[src*="/sdk/js"]')].map((s) => s.getAttribute('data-namespace')));
  assert.equal(script, ['featherdrop_paypal']);
  assert.is(emulator.seen('paypal_sdk').length, 1, 'its own SDK was loaded, not the page\'s reused');
  await approve();
  assert.is(await page.evaluate(() => window.paypal === window.merchantsPayPal), true);
  await page.evaluate(() => window.dropin.teardown());
  assert.equal(await page.evaluate(() => [window.paypal === window.merchantsPayPal, 'featherdrop_paypal' in window]), [true, false]);
  assert.equal(pageErrors, []);
});

test.run();
