// Emulator tier: gateway faults on PayPal's v5 path (issue 42; docs/errors.md, "Gateway faults"): with a
// tokenization key, through braintree-web's paypal-checkout and the JS SDK v5's stand-in, the payment resource
// (paypal_hermes/create_payment_resource, checkout flow), the billing agreement (setup_billing_agreement, vault
// flow) and the account's tokenization (payment_methods/paypal_accounts), each answered with a 500, a 401, malformed
// JSON and a connection reset. For each: the sheet's PayPal message, braintree-web's error in the console (what the
// merchant reads), no method selected and requestPaymentMethod rejecting, no page error, and PayPal's button paying
// once the gateway is back. braintree-web reads a malformed 200 to the tokenization as an account without a nonce;
// featherdrop's adapter refuses it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FAULTS, LOGGED } from './faults.mjs';
import { TOKENIZATION_KEY } from './gateway-fixtures.mjs';
import { createOk, emulatorSuite, eventually, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
let consoleErrors;
const it = emulatorSuite(test, 'paypal-v5-faults', (t) => ({ emulator, page, pageErrors, consoleErrors } = t), { emulatorOptions: { wallets: true } });

const BUTTON = '[data-braintree-id="paypal-button"] button';
const FLOW_FAILED = 'Something went wrong connecting to PayPal. Please try again.';
const TOKENIZATION_FAILED = 'Something went wrong adding the PayPal account. Please try again.';
const approval = () => page.getByRole('dialog', { name: 'PayPal (emulator stand-in)' });
const sheetError = () => page.locator('[data-braintree-id="sheet-error"]');

async function openPayPal(paypal) {
  emulator.state.merchant.paypal = true;
  await createOk(page, { authorization: TOKENIZATION_KEY, card: false, paypal });
  await page.locator(BUTTON).waitFor();
}

/** What every fault leaves: the message, braintree-web's error logged, nothing selected, nothing to pay with. */
async function failedVisibly(message, logged) {
  await sheetError().filter({ hasText: /\S/ }).waitFor();
  assert.is(await sheetError().textContent(), message);
  assert.ok(await eventually(() => consoleErrors.some(logged)), `logged: ${JSON.stringify(consoleErrors)}`);
  assert.is(await approval().count(), 0, 'no PayPal window left open');
  assert.is(await page.locator('[data-braintree-id="methods"] .braintree-method').count(), 0, 'nothing selected');
  assert.is(await page.evaluate(() => window.dropin.isPaymentMethodRequestable()), false);
  const request = await requestPaymentMethod(page);
  assert.equal([request.error?.name, request.error?.message], ['DropinError', 'No payment method is available.']);
}

/** Once the gateway is back, PayPal's button pays. */
async function paysAgain() {
  emulator.reset();
  emulator.state.merchant.paypal = true;
  await page.click(BUTTON);
  await approval().getByRole('button', { name: 'Approve' }).click();
  await page.locator('[data-braintree-id="methods"]', { hasText: 'PayPal' }).waitFor();
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.equal([paid.value.type, paid.value.nonce], ['PayPalAccount', 'emu-paypal-nonce-2']);
  assert.equal(pageErrors, []);
}

for (const [fault, [status, body]] of Object.entries(FAULTS)) {
  it(`the payment resource (checkout), ${fault}: PayPal's window does not open, the sheet says PayPal failed; paid once it is back`, async () => {
    await openPayPal({ flow: 'checkout', amount: '10.00', currency: 'USD' });
    emulator.fail('create_payment_resource', status, body);
    await page.click(BUTTON);
    await failedVisibly(FLOW_FAILED, LOGGED[fault]);
    assert.ok(emulator.seen('create_payment_resource').length >= 1);
    assert.is(emulator.seen('paypal_accounts').length, 0);
    await paysAgain();
  });

  it(`the billing agreement (vault), ${fault}: the sheet says PayPal failed, the vault checkout is not left active; paid once it is back`, async () => {
    await openPayPal({ flow: 'vault' });
    emulator.fail('setup_billing_agreement', status, body);
    await page.click(BUTTON);
    await failedVisibly(FLOW_FAILED, LOGGED[fault]);
    await paysAgain();
  });

  it(`the account's tokenization, ${fault}: after the approval the sheet says the account could not be added${fault === 'malformed JSON' ? ' (the 200 braintree-web reads as an account without a nonce is refused)' : ''}; paid once it is back`, async () => {
    await openPayPal({ flow: 'checkout', amount: '10.00', currency: 'USD' });
    emulator.fail('paypal_accounts', status, body);
    await page.click(BUTTON);
    await approval().getByRole('button', { name: 'Approve' }).click();
    // The adapter's refusal of braintree-web's nonce-less account carries paypal-checkout's own code.
    await failedVisibly(TOKENIZATION_FAILED, fault === 'malformed JSON' ? (e) => e.code === 'PAYPAL_ACCOUNT_TOKENIZATION_FAILED' : LOGGED[fault]);
    assert.ok(emulator.seen('paypal_accounts').length >= 1);
    await paysAgain();
  });
}

test.run();
