// Emulator tier: gateway faults on 3D Secure's authenticate_from_jwt (issue 30; docs/errors.md, "Gateway
// faults"), the call braintree-web makes once the bank's challenge is done. Answered in turn with a 500, a
// 401, malformed JSON and a connection reset: what the shopper sees, the DropinError the merchant gets, the
// card as typed, no unverified nonce handed on, no page error, and the next try verified once it is back.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FAULTS } from './faults.mjs';
import { clientToken } from './gateway-fixtures.mjs';
import { cardField, createOk, emulatorSuite, requestPaymentMethod, sheetError, typeCard } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const it = emulatorSuite(test, '3ds-faults', (t) => ({ emulator, page, pageErrors } = t));

const AUTH_FAILED = 'Something went wrong during 3D Secure authentication. Please try again.';

/** requestPaymentMethod with the bank's challenge confirmed by the shopper. */
async function payThroughChallenge() {
  const pending = requestPaymentMethod(page);
  await page.frameLocator('iframe[name="emu-challenge"]').getByRole('button', { name: 'Confirm' }).click();
  return pending;
}

for (const [fault, [status, body]] of Object.entries(FAULTS)) {
  it(`authenticate_from_jwt, ${fault}: the shopper confirmed at the bank, then reads the 3D Secure message with the card as typed; no nonce reaches the merchant; once it is back the card is verified`, async () => {
    await createOk(page, { authorization: clientToken({ customer: false }), threeDSecure: { amount: '10.00' } });
    await typeCard(page); // a Visa: the bank asks for its challenge
    emulator.fail('authenticate_from_jwt', status, body);
    const failed = await payThroughChallenge();
    // A malformed answer with a 200 is read by braintree-web as an answer without a result: it resolves with
    // the lookup's (unverified) nonce and no liability flags, which featherdrop refuses as a failed authentication.
    assert.equal(failed.error && { message: failed.error.message, name: failed.error.name, type: failed.error.type, sdkCode: failed.error.sdkCode },
      { message: AUTH_FAILED, name: 'DropinError', type: 'customer', sdkCode: 'THREEDS_JWT_AUTHENTICATION_FAILED' }, JSON.stringify(failed));
    assert.ok(emulator.seen('authenticate_from_jwt').length >= 1, 'the validated JWT was sent');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.locator('[data-braintree-id="sheet-error-text"]').waitFor();
    assert.is(await sheetError(page), AUTH_FAILED);
    assert.equal(await Promise.all(['number', 'expirationDate', 'cvv', 'postalCode'].map((name) => cardField(page, name).inputValue())),
      ['4111 1111 1111 1111', '12 / 30', '123', '12345'], 'the card is kept');

    emulator.reset();
    const paid = await payThroughChallenge();
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    assert.match(paid.value.nonce, /^emu-3ds-authenticated-nonce-/);
    assert.is(paid.value.liabilityShifted, true);
    assert.is(emulator.seen('credit_cards').length, 1, 'the card typed is tokenized again');
    assert.equal(pageErrors, []);
  });
}

it('authenticate_from_jwt fails for a saved card: the card is no longer selected, and choosing it again verifies it', async () => {
  await createOk(page, { authorization: clientToken(), threeDSecure: { amount: '10.00' } });
  await page.locator('.braintree-method--active').waitFor();
  emulator.fail('authenticate_from_jwt', 500, FAULTS['a 500'][1]);
  const failed = await payThroughChallenge();
  assert.is(failed.error?.message, AUTH_FAILED);
  assert.is(await page.locator('.braintree-method--active').count(), 0, 'the unverified card is no longer selected');
  await page.locator('[data-braintree-id="sheet-error-text"]').waitFor();
  assert.is(await sheetError(page), AUTH_FAILED);
  emulator.reset();
  await page.click('.braintree-method[data-type="Visa"]');
  const paid = await payThroughChallenge();
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(paid.value.liabilityShifted, true);
  assert.equal(pageErrors, []);
});

test.run();
