// The emulator tier's PayPal shopper, on PayPal's v6 SDK stand-in and the JS SDK v5's alike: the widget with one
// PayPal option, PayPal's window approving, and what a gateway fault leaves (paypal*.test.mjs).
import * as assert from 'uvu/assert';
import { createOk, eventually, requestPaymentMethod } from './tier.mjs';

export const FLOW_FAILED = 'Something went wrong connecting to PayPal. Please try again.';
export const TOKENIZATION_FAILED = 'Something went wrong adding the PayPal account. Please try again.';

/** PayPal's window: the stand-ins' in-page dialog. */
export const approval = (page) => page.getByRole('dialog', { name: 'PayPal (emulator stand-in)' });

/** create() with option `id` (PayPal or PayPal Credit) alone, the gateway offering PayPal, no saved methods; waits for its `button`. */
export async function openPayPal({ emulator, page }, options, { authorization, id = 'paypal', button }) {
  emulator.state.merchant.paypal = true;
  emulator.state.vault = []; // a customer without saved methods: the PayPal sheet opens at once
  const { value } = await createOk(page, { authorization, card: false, [id]: options });
  assert.equal(value.options, [id]);
  await page.locator(button).waitFor();
}

/** The shopper pays with PayPal: the button, then Approve in PayPal's window; the widget then lists the account. */
export async function approve(page, button) {
  await page.click(button);
  await approval(page).getByRole('button', { name: 'Approve' }).click();
  await page.locator('[data-braintree-id="methods"]', { hasText: 'PayPal' }).waitFor();
}

/** The shopper cancels in PayPal's window: nothing tokenized, nothing said, nothing to pay with; the next press of `button` pays. */
export async function cancelsThenPays({ page, emulator, pageErrors }, button) {
  await page.click(button);
  await approval(page).getByRole('button', { name: 'Cancel' }).click();
  await approval(page).waitFor({ state: 'detached' });
  assert.is(emulator.seen('paypal_accounts').length, 0);
  assert.is(await page.locator('[data-braintree-id="sheet-error"]').textContent(), '');
  assert.is(await page.evaluate(() => window.dropin.isPaymentMethodRequestable()), false);
  await approve(page, button);
  assert.is(emulator.seen('create_payment_resource').length, 2);
  const paid = await requestPaymentMethod(page);
  assert.is(paid.value?.nonce, 'emu-paypal-nonce-3');
  assert.equal(pageErrors, []);
}

/** What every fault leaves: the sheet's `message`, braintree-web's error logged, nothing selected, nothing to pay with. */
export async function failedVisibly({ page, consoleErrors }, message, logged) {
  const sheetError = page.locator('[data-braintree-id="sheet-error"]');
  await sheetError.filter({ hasText: /\S/ }).waitFor();
  assert.is(await sheetError.textContent(), message);
  assert.ok(await eventually(() => consoleErrors.some(logged)), `logged: ${JSON.stringify(consoleErrors)}`);
  assert.is(await approval(page).count(), 0, 'no PayPal window left open');
  assert.is(await page.locator('[data-braintree-id="methods"] .braintree-method').count(), 0, 'nothing selected');
  assert.is(await page.evaluate(() => window.dropin.isPaymentMethodRequestable()), false);
  const request = await requestPaymentMethod(page);
  assert.equal([request.error?.name, request.error?.message], ['DropinError', 'No payment method is available.']);
}

/** Once the gateway is back, PayPal's `button` pays. */
export async function paysAgain({ page, emulator, pageErrors }, button) {
  emulator.reset();
  emulator.state.merchant.paypal = true;
  await approve(page, button);
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.equal([paid.value.type, paid.value.nonce], ['PayPalAccount', 'emu-paypal-nonce-2']);
  assert.equal(pageErrors, []);
}
