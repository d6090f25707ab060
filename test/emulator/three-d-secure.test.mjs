// Emulator tier: 3D Secure on a saved card — braintree-web's lookup and authenticate_from_jwt on the
// wire, Cardinal's part played by the stand-in songbird.js and the emulated bank page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CARDINAL_JWT, clientToken } from './gateway-fixtures.mjs';
import { createOk, emulatorSuite, eventually, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const it = emulatorSuite(test, '3ds', (t) => ({ emulator, page, pageErrors } = t));

const VISA = 'emu-vaulted-visa-nonce';
const cardinal = (call) => emulator.seen('stand_in_log').filter((r) => r.host.endsWith('cardinalcommerce.com') && r.body.call === call);

async function createWithThreeDSecure() {
  await createOk(page, { authorization: clientToken(), threeDSecure: { amount: '10.00' } });
  await page.locator('.braintree-method--active').waitFor();
}

it("setup: Cardinal's script comes from the configuration's songbird URL and is set up with its JWT", async () => {
  await createWithThreeDSecure();
  assert.is(emulator.seen('songbird').length, 1);
  // The stand-in reports its calls with a request of its own, which may arrive after create resolved.
  const [setup] = await eventually(() => cardinal('setup').length && cardinal('setup'));
  assert.ok(setup, 'Cardinal.setup called');
  assert.is(setup.body.kind, 'init');
  assert.is(setup.body.jwt, CARDINAL_JWT);
});

it('a saved Visa: lookup with amount and BIN, the bank challenge in the modal, authenticate_from_jwt, liability shifted', async () => {
  await createWithThreeDSecure();
  const pending = requestPaymentMethod(page);

  const dialog = page.getByRole('dialog');
  const bank = page.frameLocator('iframe[name="emu-challenge"]');
  await bank.getByRole('heading', { name: 'Emulated bank' }).waitFor();
  assert.ok(await dialog.isVisible(), 'the challenge sits in the modal');
  const [lookup, ...more] = emulator.seen('lookup');
  assert.is(more.length, 0);
  assert.is(lookup.path.split('/payment_methods/')[1], `${VISA}/three_d_secure/lookup`);
  assert.is(lookup.body.amount, '10.00');
  assert.is(lookup.body.bin, '411111');
  assert.is(lookup.body.dfReferenceId, 'emu-df-reference-id');
  assert.is(lookup.body.authorizationFingerprint, 'emu_fingerprint&customer_id=42');
  assert.is(lookup.body.clientMetadata.requestedThreeDSecureVersion, '2');
  const [challenge] = cardinal('continue');
  assert.is(challenge.body.transactionId, 'emu-transaction-1');
  assert.is(challenge.body.payload, 'emu-pareq-1');

  await bank.getByRole('button', { name: 'Confirm' }).click();
  const result = await pending;
  assert.equal(result.error, undefined, JSON.stringify(result.error));
  const [authenticate] = emulator.seen('authenticate_from_jwt');
  assert.equal({ jwt: authenticate.body.jwt, paymentMethodNonce: authenticate.body.paymentMethodNonce }, { jwt: 'emu-validated-jwt', paymentMethodNonce: 'emu-3ds-lookup-nonce-1' });
  assert.is(result.value.nonce, 'emu-3ds-authenticated-nonce-1');
  assert.is(result.value.liabilityShifted, true);
  assert.is(result.value.liabilityShiftPossible, true);
  assert.is(result.value.details.lastFour, '1111');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(pageErrors, []);
});

it('a saved MasterCard: a frictionless lookup shifts liability without a challenge', async () => {
  await createWithThreeDSecure();
  await page.click('.braintree-method:has-text("4444")');
  const result = await requestPaymentMethod(page, { threeDSecure: { amount: '25.50' } });
  assert.equal(result.error, undefined, JSON.stringify(result.error));
  const [lookup] = emulator.seen('lookup');
  assert.is(lookup.body.amount, '25.50', "requestPaymentMethod's amount wins");
  assert.is(lookup.body.bin, '555555');
  assert.is(cardinal('continue').length, 0);
  assert.is(emulator.seen('authenticate_from_jwt').length, 0);
  assert.is(result.value.nonce, 'emu-3ds-lookup-nonce-1');
  assert.is(result.value.liabilityShifted, true);
});

it('the bank declines: the result says liability did not shift', async () => {
  await createWithThreeDSecure();
  const pending = requestPaymentMethod(page);
  await page.frameLocator('iframe[name="emu-challenge"]').getByRole('button', { name: 'Cancel' }).click();
  const result = await pending;
  assert.equal(result.error, undefined, JSON.stringify(result.error));
  assert.is(emulator.seen('authenticate_from_jwt')[0].body.jwt, 'emu-failed-jwt');
  assert.is(result.value.liabilityShifted, false);
  assert.is(result.value.liabilityShiftPossible, true);
});

it('a lookup the gateway refuses (404): the shopper sees the 3D Secure error and the method is cleared', async () => {
  await createWithThreeDSecure();
  emulator.override('lookup', 404, { error: { message: 'Payment method nonce not found' } });
  const result = await requestPaymentMethod(page);
  assert.is(result.error?.message, 'Something went wrong during 3D Secure authentication. Please try again.');
  assert.is(emulator.seen('lookup').length, 1);
  assert.is(await page.locator('.braintree-method--active').count(), 0, 'the selection is cleared');
});

test.run();
