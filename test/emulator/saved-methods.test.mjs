// Emulator tier: a customer's saved methods come from the gateway's vault and the vault manager
// deletes through the GraphQL mutation the SDK sends.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientToken } from './gateway-fixtures.mjs';
import { createOk, emulatorSuite, eventually, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
let consoleErrors;
const it = emulatorSuite(test, 'saved', (t) => ({ emulator, page, pageErrors, consoleErrors } = t));

const method = (text) => `.braintree-method:has-text("${text}")`;
/** The saved methods as the shopper reads them, in order. */
const listed = async () => {
  await page.locator('[data-braintree-id="methods-container"] .braintree-method').first().waitFor();
  return page.locator('[data-braintree-id="methods-container"] .braintree-method__label').allInnerTexts()
    .then((labels) => labels.map((l) => l.replace(/\s+/g, ' ').trim()));
};
const MASTERCARD = 'emu-vaulted-mastercard-nonce';

async function openEditor() {
  await createOk(page, { authorization: clientToken(), vaultManager: true });
  await page.click('[data-braintree-id="methods-edit"]');
  await page.click(method('4444'));
  emulator.requests.length = 0;
}

it('a customer: the list is asked for default first, renders that order and leaves the wallet accounts out', async () => {
  await createOk(page, { authorization: clientToken() });
  const [list, ...more] = emulator.seen('payment_methods');
  assert.is(more.length, 0);
  assert.is(list.query.defaultFirst, '1');
  assert.is(list.query.authorizationFingerprint, 'emu_fingerprint&customer_id=42');
  assert.equal(await listed(), ['Visa Ending in 1111', 'Mastercard Ending in 4444']);
  assert.is(await page.locator(method('PayPal')).count(), 0, 'PayPal is not enabled, so its saved account is hidden');
  assert.is(await page.locator(method('venmojoe')).count() + await page.locator(method('1881')).count(), 0, 'Venmo and Google Pay accounts are never listed');
  assert.is(await page.textContent('[data-braintree-id="methods-label"]'), 'Paying with Card');
  assert.equal(pageErrors, []);
});

it('showDefaultPaymentMethodFirst: false asks with defaultFirst=0 and keeps the gateway order', async () => {
  await createOk(page, { authorization: clientToken(), showDefaultPaymentMethodFirst: false });
  assert.is(emulator.seen('payment_methods')[0].query.defaultFirst, '0');
  assert.equal(await listed(), ['Mastercard Ending in 4444', 'Visa Ending in 1111']);
});

it('a saved method requested as is: requestPaymentMethod returns the vaulted nonce, no tokenization', async () => {
  await createOk(page, { authorization: clientToken() });
  await listed();
  const result = await requestPaymentMethod(page);
  assert.equal(result.error, undefined, JSON.stringify(result.error));
  assert.is(result.value.nonce, 'emu-vaulted-visa-nonce');
  assert.is(result.value.vaulted, true);
  assert.is(result.value.details.lastFour, '1111');
  assert.is(emulator.seen('credit_cards').length, 0);
});

it('vault manager: Yes sends the delete mutation with the nonce as singleUseTokenId, then refreshes the list', async () => {
  await openEditor();
  await page.click('[data-braintree-id="delete-confirmation__yes"]');
  await page.waitForSelector('[data-braintree-id="methods"]:not(.braintree-methods--edit)');
  assert.equal(await listed(), ['Visa Ending in 1111']);

  const [mutation, ...more] = emulator.seen('graphql');
  assert.is(more.length, 0);
  assert.is(mutation.body.operationName, 'DeletePaymentMethodFromSingleUseToken');
  assert.match(mutation.body.query, /deletePaymentMethodFromSingleUseToken\(input: \$input\)/);
  assert.equal(mutation.body.variables, { input: { singleUseTokenId: MASTERCARD } });
  assert.is(mutation.headers.authorization, 'Bearer emu_fingerprint&customer_id=42');
  assert.ok(mutation.headers['braintree-version'], 'Braintree-Version header');
  const refresh = emulator.seen('payment_methods');
  assert.is(refresh.length, 1, 'the list is fetched again');
  assert.ok(emulator.requests.indexOf(refresh[0]) > emulator.requests.indexOf(mutation), 'after the mutation');
  assert.equal(emulator.state.vault.map((m) => m.nonce).includes(MASTERCARD), false);
  assert.equal(pageErrors, []);
});

it('vault manager: a nonce the gateway no longer knows is NOT_FOUND; the shopper sees the deletion error', async () => {
  await openEditor();
  // Deleted elsewhere meanwhile: the gateway answers NOT_FOUND, as the real one does for an unknown nonce.
  emulator.override('graphql', 200, {
    data: { deletePaymentMethodFromSingleUseToken: null },
    errors: [{ message: 'Record not found', path: ['deletePaymentMethodFromSingleUseToken'], extensions: { errorClass: 'NOT_FOUND', legacyCode: '91800' } }],
  });
  await page.click('[data-braintree-id="delete-confirmation__yes"]');
  await page.waitForSelector('[data-braintree-id="sheet-error-text"]');
  assert.is(await page.textContent('[data-braintree-id="sheet-error-text"]'), 'Unable to delete payment method, please try again.');
  assert.is(await page.textContent('[data-braintree-id="methods-label"]'), 'Edit payment methods');
  assert.equal(await listed(), ['Visa Ending in 1111', 'Mastercard Ending in 4444'], 'the refreshed list');
  assert.is(emulator.seen('payment_methods').length, 1);
  assert.ok(await eventually(() => consoleErrors.some((e) => e.code === 'VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND')), JSON.stringify(consoleErrors));
});

it('vault manager: an authorization error from the gateway keeps the method and shows the deletion error', async () => {
  await openEditor();
  emulator.override('graphql', 200, { data: null, errors: [{ message: 'Not authorized', extensions: { errorClass: 'AUTHORIZATION' } }] });
  await page.click('[data-braintree-id="delete-confirmation__yes"]');
  await page.waitForSelector('[data-braintree-id="sheet-error-text"]');
  assert.is(await page.textContent('[data-braintree-id="sheet-error-text"]'), 'Unable to delete payment method, please try again.');
  assert.equal(await listed(), ['Visa Ending in 1111', 'Mastercard Ending in 4444']);
  assert.ok(await eventually(() => consoleErrors.some((e) => e.code === 'VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR')), JSON.stringify(consoleErrors));
});

it('guest checkout: no list request, no edit button', async () => {
  await createOk(page, { authorization: clientToken({ customer: false }), vaultManager: true });
  await page.locator('[data-braintree-id="card-view-icons"]').waitFor();
  assert.is(emulator.seen('payment_methods').length, 0);
  assert.is(await page.locator('[data-braintree-id="methods-edit"]').count(), 0);
});

test.run();
