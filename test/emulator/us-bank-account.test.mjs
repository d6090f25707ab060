// Emulator tier: ACH with braintree-web's us-bank-account module on the wire: the GraphQL
// TokenizeUsBankAccount mutation with the merchant's mandate text and the typed bank details, its answer
// normalized to a UsBankAccount (the SDK's 'us_bank_account' and its description's last four); a merchant
// without ACH in the configuration is not offered it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientToken } from './gateway-fixtures.mjs';
import { create, createOk, emulatorSuite, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const it = emulatorSuite(test, 'us-bank-account', (t) => ({ emulator, page, pageErrors } = t));

const MANDATE = 'I authorize Emulator Shop to debit the bank account above.';
const input = (hook) => page.locator(`[data-braintree-id="us-bank-account-${hook}-input"]`);
const tokenizations = () => emulator.seen('graphql').filter((r) => String(r.body?.query).includes('mutation TokenizeUsBankAccount'));

async function fillSheet() {
  emulator.state.merchant.usBankAccount = true;
  await createOk(page, { authorization: clientToken({ customer: false }), card: false, usBankAccount: { mandateText: MANDATE } });
  await input('first-name').fill('Jane');
  await input('last-name').fill('Doe');
  await input('routing-number').fill('021000021');
  await input('account-number').fill('1000123456');
  await input('street-address').fill('1 Main St');
  await input('locality').fill('New York');
  await input('region').fill('NY');
  await input('postal-code').fill('10001');
  await page.locator('[data-braintree-id="us-bank-account-mandate-input"]').check();
}

it('the bank details and the mandate text in the GraphQL mutation; the answer as a UsBankAccount', async () => {
  await fillSheet();
  const result = await requestPaymentMethod(page);
  assert.equal(result.error, undefined, JSON.stringify(result.error));
  const [call, ...more] = tokenizations();
  assert.is(more.length, 0);
  assert.equal(call.body.variables.input.usBankAccount, {
    achMandate: MANDATE, routingNumber: '021000021', accountNumber: '1000123456', accountType: 'CHECKING',
    billingAddress: { streetAddress: '1 Main St', city: 'New York', state: 'NY', zipCode: '10001' },
    individualOwner: { firstName: 'Jane', lastName: 'Doe' },
  });
  assert.is(result.value.type, 'UsBankAccount');
  assert.is(result.value.nonce, 'emu-ach-nonce-1');
  assert.equal(result.value.details, { last4: '3456', accountType: 'checking', ownershipType: 'personal', accountHolderName: 'Jane Doe' });
  assert.is(result.value.description, 'US bank account ending in - 3456');
  assert.equal(pageErrors, []);
});

it('data the gateway refuses (GraphQL errors, HTTP 200, which the SDK calls a network error): the refusal\'s message, nothing typed lost', async () => {
  await fillSheet();
  emulator.override('graphql', 200, { data: { tokenizeUsBankAccount: null }, errors: [{ message: 'Account number is invalid', extensions: { errorClass: 'VALIDATION', legacyCode: '82708' } }] });
  const result = await requestPaymentMethod(page);
  assert.is(result.error.message, 'No payment method is available.');
  await page.locator('[data-braintree-id="sheet-error"]', { hasText: 'This bank account could not be used.' }).waitFor();
  assert.is(await input('account-number').inputValue(), '1000123456');
});

it('not enabled for the merchant: not offered', async () => {
  emulator.state.merchant.usBankAccount = false;
  const result = await create(page, { authorization: clientToken({ customer: false }), usBankAccount: { mandateText: MANDATE } });
  assert.equal(result.value.options, ['card']);
});

test.run();
