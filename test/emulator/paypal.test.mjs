// Emulator tier: PayPal and PayPal Credit with braintree-web's unmodified paypal-checkout-v6 on the wire (issue 42).
// It loads PayPal's v6 SDK (our stand-in, test/emulator/stand-ins/paypal-v6-core.js, from the sandbox host) and
// asks its eligibility; the sheet shows the SDK's <paypal-button> (<paypal-credit-button>), whose click starts a
// session: a one-time payment (paypal_hermes create_payment_resource), a billing agreement (setup_billing_agreement)
// or a checkout that also sets up a billing agreement; PayPal's window (the stand-in's dialog) approves and the
// approval is tokenized (payment_methods/paypal_accounts) into a PayPalAccount: the checkout flow with its amount and
// currency, the vault flow for a customer (vaulted) and a guest (not), PayPal Credit's offer, its ineligibility
// outside USD, the Pay Later message under the button, and the shopper cancelling.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientToken } from './gateway-fixtures.mjs';
import { approval as approvalOf, approve as approveWith, cancelsThenPays, openPayPal as open } from './paypal-shopper.mjs';
import { create, emulatorSuite, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
let consoleErrors;
let t;
const it = emulatorSuite(test, 'paypal', (use) => ({ emulator, page, pageErrors, consoleErrors } = t = use), { emulatorOptions: { wallets: true } });

const CHECKOUT = { flow: 'checkout', amount: '10.00', currency: 'USD' };
const BUTTON = '[data-braintree-id="paypal-button"] paypal-button';
const CREDIT_BUTTON = '[data-braintree-id="paypal-credit-button"] paypal-credit-button';
const approval = () => approvalOf(page);

/** create() with PayPal (or PayPal Credit) only; the sheet's button is PayPal's (the stand-in SDK's). */
const openPayPal = (paypal, { customer = false, id = 'paypal', button = BUTTON } = {}) => open(t, paypal, { authorization: clientToken({ customer }), id, button });
const approve = (button = BUTTON) => approveWith(page, button);

it('checkout flow: the v6 SDK from the sandbox host, eligibility, the payment resource with the amount, currency and intent, the approval tokenized; a PayPalAccount', async () => {
  await openPayPal(CHECKOUT);
  const [core, ...moreCores] = emulator.seen('paypal_v6_core');
  assert.equal([core.host, moreCores.length], ['www.sandbox.paypal.com', 0]);
  assert.is(emulator.seen('create_payment_resource').length, 0, 'nothing asked before the click');

  await page.click(BUTTON);
  await approval().waitFor();
  const [resource, ...more] = emulator.seen('create_payment_resource');
  assert.is(more.length, 0);
  assert.equal([resource.body.amount, resource.body.currencyIsoCode, resource.body.intent, resource.body.offerPaypalCredit], ['10.00', 'USD', 'authorize', undefined]);
  assert.is(resource.body.experienceProfile.brandName, 'Emulator Shop');
  assert.is(await approval().getByText('EC-EMU-1', { exact: false }).count(), 1, "PayPal's window has the order id of the payment resource's redirectUrl");

  await approval().getByRole('button', { name: 'Approve' }).click();
  await page.locator('[data-braintree-id="methods"]', { hasText: 'PayPal' }).waitFor();
  const [tokenization] = emulator.seen('paypal_accounts');
  assert.equal([tokenization.body.paypalAccount.paymentToken, tokenization.body.paypalAccount.payerId, tokenization.body.paypalAccount.correlationId], ['EC-EMU-1', 'EMU-PAYPAL-PAYER', 'EC-EMU-1']);

  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.equal([paid.value.nonce, paid.value.type, paid.value.details.email, paid.value.details.payerId], ['emu-paypal-nonce-2', 'PayPalAccount', 'shopper@example.com', 'EMU-PAYPAL-PAYER']);
  assert.not.ok(paid.value.vaulted);
  assert.equal(pageErrors, []);
});

it('the Pay Later message under the button: the SDK\'s <paypal-message> filled for the amount and currency', async () => {
  await openPayPal({ ...CHECKOUT, messageStyle: { logo: { type: 'inline' } } });
  const message = page.locator('[data-featherdrop-id="paypal-messages"] paypal-message');
  await message.filter({ hasText: 'Pay in 4 payments of 2.50 USD' }).waitFor();
  assert.is(await message.getAttribute('logo-type'), 'inline');
  assert.equal(pageErrors, []);
});

it('vault flow for a customer: the billing agreement, its token tokenized; a vaulted PayPalAccount', async () => {
  await openPayPal({ flow: 'vault', billingAgreementDescription: 'Monthly tea' }, { customer: true });
  await approve();
  assert.is(emulator.seen('create_payment_resource').length, 0);
  const [agreement, ...more] = emulator.seen('setup_billing_agreement');
  assert.is(more.length, 0);
  assert.equal([agreement.body.description, agreement.body.offerPaypalCredit, agreement.body.experienceProfile.brandName], ['Monthly tea', false, 'Emulator Shop']);
  const [tokenization] = emulator.seen('paypal_accounts');
  assert.equal([tokenization.body.paypalAccount.billingAgreementToken, tokenization.body.paypalAccount.vault], ['BA-EMU-1', undefined]);
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.equal([paid.value.nonce, paid.value.type, paid.value.vaulted, paid.value.details.email], ['emu-paypal-nonce-2', 'PayPalAccount', true, 'shopper@example.com']);
  assert.equal(pageErrors, []);
});

it('vault flow for a guest: tokenized with vault false, not vaulted', async () => {
  await openPayPal({ flow: 'vault' });
  await approve();
  const [tokenization] = emulator.seen('paypal_accounts');
  assert.is(tokenization.body.paypalAccount.vault, false);
  const paid = await requestPaymentMethod(page);
  assert.equal([paid.value?.type, paid.value?.vaulted], ['PayPalAccount', undefined]);
});

it('checkout with requestBillingAgreement: one payment resource that also asks for the agreement', async () => {
  await openPayPal({ ...CHECKOUT, requestBillingAgreement: true, billingAgreementDetails: { description: 'Tea club' } }, { customer: true });
  await approve();
  const [resource] = emulator.seen('create_payment_resource');
  assert.equal([resource.body.requestBillingAgreement, resource.body.billingAgreementDetails], [true, { description: 'Tea club' }]);
  assert.is(emulator.seen('setup_billing_agreement').length, 0);
  assert.is((await requestPaymentMethod(page)).value?.type, 'PayPalAccount');
  assert.equal(pageErrors, []);
});

it('PayPal Credit: <paypal-credit-button>, the payment resource offers credit; its billing agreement too', async () => {
  await openPayPal(CHECKOUT, { id: 'paypalCredit', button: CREDIT_BUTTON });
  await approve(CREDIT_BUTTON);
  assert.is(emulator.seen('create_payment_resource')[0].body.offerPaypalCredit, true);
  assert.is((await requestPaymentMethod(page)).value?.type, 'PayPalAccount');
  await page.evaluate(() => window.dropin.teardown());
  emulator.reset();
  await openPayPal({ flow: 'vault' }, { id: 'paypalCredit', button: CREDIT_BUTTON, customer: true });
  await approve(CREDIT_BUTTON);
  assert.is(emulator.seen('setup_billing_agreement')[0].body.offerPaypalCredit, true);
  assert.equal(pageErrors, []);
});

it('PayPal Credit is not eligible in EUR: create rejects (it was the only option), the console says why', async () => {
  emulator.state.merchant.paypal = true;
  const result = await create(page, { authorization: clientToken(), card: false, paypalCredit: { flow: 'checkout', amount: '10.00', currency: 'EUR' } });
  assert.is(result.error?.message, 'All payment options failed to load.');
  assert.ok(consoleErrors.some((e) => e.text.includes('There was an error connecting to PayPal.')), JSON.stringify(consoleErrors));
  assert.is(emulator.seen('create_payment_resource').length, 0);
});

it('the shopper cancels in PayPal\'s window: nothing tokenized, nothing said; the next click pays', async () => {
  await openPayPal(CHECKOUT);
  await cancelsThenPays(t, BUTTON);
});

test.run();
