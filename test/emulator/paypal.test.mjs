// Emulator tier: PayPal with braintree-web's paypal-checkout on the wire (issue 30). The SDK loads PayPal's JS SDK
// (our stand-in, test/emulator/stand-ins/paypal-sdk.js) under featherdrop's namespace; the shopper's click on its
// button runs featherdrop's createOrder / createBillingAgreement (braintree-web's createPayment: the gateway's
// paypal_hermes create_payment_resource / setup_billing_agreement), PayPal's window (the stand-in's dialog) approves,
// and onApprove tokenizes (payment_methods/paypal_accounts) into a PayPalAccount: the checkout flow with its amount
// and currency, the vault flow for a customer (vaulted) and a guest (not), and the shopper cancelling.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientToken } from './gateway-fixtures.mjs';
import { createOk, emulatorSuite, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const it = emulatorSuite(test, 'paypal', (t) => ({ emulator, page, pageErrors } = t), { emulatorOptions: { wallets: true } });

const CHECKOUT = { flow: 'checkout', amount: '10.00', currency: 'USD' };
const BUTTON = '[data-braintree-id="paypal-button"] button';
const approval = () => page.getByRole('dialog', { name: 'PayPal (emulator stand-in)' });

/** create() with PayPal only; the sheet's button is PayPal's (the stand-in SDK's). */
async function openPayPal(paypal, { customer = false } = {}) {
  emulator.state.merchant.paypal = true;
  emulator.state.vault = []; // a customer without saved methods: the PayPal sheet opens at once
  const { value } = await createOk(page, { authorization: clientToken({ customer }), card: false, paypal });
  assert.equal(value.options, ['paypal']);
  await page.locator(BUTTON).waitFor();
}

/** The shopper pays with PayPal: the button, then Approve in PayPal's window; the widget then lists the account. */
async function approve() {
  await page.click(BUTTON);
  await approval().getByRole('button', { name: 'Approve' }).click();
  await page.locator('[data-braintree-id="methods"]', { hasText: 'PayPal' }).waitFor();
}

it('checkout flow: the SDK loaded under featherdrop\'s namespace, the payment resource with the amount and currency, the approval tokenized; a PayPalAccount', async () => {
  await openPayPal(CHECKOUT);
  const [sdk] = emulator.seen('paypal_sdk');
  assert.equal([sdk.query['client-id'], sdk.query.currency, sdk.query.intent, sdk.query.vault, sdk.query.components], ['emu-paypal-client-id', 'USD', 'authorize', 'false', 'buttons,messages']);
  assert.is(await page.evaluate(() => typeof window.featherdrop_paypal?.Buttons), 'function');
  assert.is(await page.evaluate(() => typeof window.paypal), 'undefined', "the merchant's window.paypal is left alone");
  assert.is(emulator.seen('create_payment_resource').length, 0, 'nothing asked before the click');

  await page.click(BUTTON);
  await approval().waitFor();
  const [resource, ...more] = emulator.seen('create_payment_resource');
  assert.is(more.length, 0);
  assert.equal([resource.body.amount, resource.body.currencyIsoCode, resource.body.offerPaypalCredit], ['10.00', 'USD', false]);
  assert.is(resource.body.experienceProfile.brandName, 'Emulator Shop');
  assert.is(await approval().getByText('EC-EMU-1', { exact: false }).count(), 1, "PayPal's window has the EC token of the payment resource's redirectUrl");

  await approval().getByRole('button', { name: 'Approve' }).click();
  await page.locator('[data-braintree-id="methods"]', { hasText: 'PayPal' }).waitFor();
  const [tokenization] = emulator.seen('paypal_accounts');
  // No correlationId: braintree-web takes it from a paymentToken, which the JS SDK's onApprove data does not carry.
  assert.equal(tokenization.body.paypalAccount, {
    options: { validate: false }, paymentToken: 'EC-EMU-1', payerId: 'EMU-PAYPAL-PAYER', unilateral: false,
  });
  assert.is(tokenization.body.merchantAccountId, undefined);

  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(paid.value.nonce, 'emu-paypal-nonce-2');
  assert.is(paid.value.type, 'PayPalAccount');
  assert.is(paid.value.details.email, 'shopper@example.com');
  assert.is(paid.value.details.payerId, 'EMU-PAYPAL-PAYER');
  assert.not.ok(paid.value.vaulted);
  assert.equal(pageErrors, []);
});

it('vault flow for a customer: the billing agreement, its token tokenized with validation; a vaulted PayPalAccount', async () => {
  await openPayPal({ flow: 'vault' }, { customer: true });
  const [sdk] = emulator.seen('paypal_sdk');
  assert.equal([sdk.query.vault, sdk.query.intent], ['true', 'tokenize']);
  await approve();
  assert.is(emulator.seen('create_payment_resource').length, 0);
  const [agreement] = emulator.seen('setup_billing_agreement');
  assert.is(agreement.body.experienceProfile.brandName, 'Emulator Shop');
  const [tokenization] = emulator.seen('paypal_accounts');
  assert.equal(tokenization.body.paypalAccount, { correlationId: 'BA-EMU-1', options: { validate: true }, billingAgreementToken: 'BA-EMU-1' });
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.equal([paid.value.nonce, paid.value.type, paid.value.vaulted, paid.value.details.email], ['emu-paypal-nonce-2', 'PayPalAccount', true, 'shopper@example.com']);
  assert.equal(pageErrors, []);
});

it('vault flow for a guest: tokenized without validation, not vaulted', async () => {
  await openPayPal({ flow: 'vault' });
  await approve();
  const [tokenization] = emulator.seen('paypal_accounts');
  assert.is(tokenization.body.paypalAccount.options.validate, false);
  const paid = await requestPaymentMethod(page);
  assert.equal([paid.value?.type, paid.value?.vaulted], ['PayPalAccount', undefined]);
});

it('the shopper cancels in PayPal\'s window: nothing tokenized, nothing said; the next click pays', async () => {
  await openPayPal(CHECKOUT);
  await page.click(BUTTON);
  await approval().getByRole('button', { name: 'Cancel' }).click();
  await approval().waitFor({ state: 'detached' });
  assert.is(emulator.seen('paypal_accounts').length, 0);
  assert.is(await page.locator('[data-braintree-id="sheet-error"]').textContent(), '');
  assert.is(await page.evaluate(() => window.dropin.isPaymentMethodRequestable()), false);
  await approve();
  assert.is(emulator.seen('create_payment_resource').length, 2);
  const paid = await requestPaymentMethod(page);
  assert.is(paid.value?.nonce, 'emu-paypal-nonce-3');
  assert.equal(pageErrors, []);
});

test.run();
