// The original verification and the original errors against a fake braintree-web ThreeDSecure instance.
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { settle } from '../../../../test/unit/dom.js';
import { DropinError } from '../../../errors.js';
import { sdkError } from './support/fake-three-d-secure.js';
import { card, rejection, start, type Harness } from './support/harness.js';

const AUTH_FAILED = 'Something went wrong during 3D Secure authentication. Please try again.';
let three: Harness | undefined;
test.after.each(async () => {
  await three?.teardown();
  three = undefined;
});

test('a frictionless verification replaces the nonce and sets the liability fields, keeping the rest', async () => {
  three = await start();
  const method = { ...card(), vaulted: true };
  const verified = await three.instance.verify(method);
  assert.equal(verified, {
    ...method, nonce: 'fake_3ds_nonce_1', liabilityShifted: true, liabilityShiftPossible: true,
    threeDSecureInfo: { liabilityShifted: true, liabilityShiftPossible: true, status: 'fake' },
  });
  assert.is(three.instance.needsVerification(verified), false);
  assert.is(three.modal(), null);
  assert.equal(three.events(), []);
});

test("verifyCard receives the amount, nonce, BIN, the request's options and acsWindowSize '03'", async () => {
  three = await start();
  const billingAddress = { givenName: 'Jill', surname: 'Doe', streetAddress: '555 Smith St.', locality: 'Oakland', region: 'CA', postalCode: '12345', countryCodeAlpha2: 'US' };
  await three.instance.verify(card(), { billingAddress, email: 'jill@example.com', challengeRequested: true });
  const options = three.fake.verifyCalls[0];
  assert.is(options.amount, '10.00');
  assert.is(options.nonce, 'tokencc_fake_1111');
  assert.is(options.bin, '411111');
  assert.is(options.billingAddress, billingAddress);
  assert.is(options.email, 'jill@example.com');
  assert.is(options.challengeRequested, true);
  assert.equal(options.additionalInformation, { acsWindowSize: '03' });
  assert.type(options.onLookupComplete, 'function');
});

test('the amount is read when verifying: updateConfiguration changes the next verification', async () => {
  const options = { amount: '10.00' };
  three = await start({ options });
  options.amount = '42.00';
  await three.instance.verify(card());
  assert.is(three.fake.verifyCalls[0].amount, '42.00');
});

test("a missing amount rejects with the 3D Secure error whose cause is the SDK's 'an amount' error", async () => {
  three = await start({ options: true });
  const error = await rejection(three.instance.verify(card()));
  assert.instance(error, DropinError);
  assert.is(error.message, AUTH_FAILED);
  assert.is(error.type, 'customer');
  assert.is(error.cause.code, 'THREEDS_MISSING_VERIFY_CARD_OPTION');
  assert.is(error.cause.message, 'verifyCard options must include an amount.');
});

test("a missing nonce rejects with the SDK's 'a nonce' error as the cause", async () => {
  three = await start();
  const error = await rejection(three.instance.verify(card({ nonce: '' })));
  assert.is(error.message, AUTH_FAILED);
  assert.is(error.cause.message, 'verifyCard options must include a nonce.');
});

test('only one verification at a time: a second one rejects with AUTHENTICATION_IN_PROGRESS, the first goes on', async () => {
  three = await start();
  three.fake.lookup = { challenge: true };
  const first = three.instance.verify(card());
  const second = await rejection(three.instance.verify(card()));
  assert.is(second.message, AUTH_FAILED);
  assert.is(second.cause.code, 'THREEDS_AUTHENTICATION_IN_PROGRESS');
  assert.is(three.fake.verifyCalls.length, 1);
  await settle();
  three.fake.presentChallenge();
  three.fake.completeChallenge();
  assert.is((await first).liabilityShifted, true);
  // Over: the next one may run.
  three.fake.lookup = { liabilityShifted: false, liabilityShiftPossible: false };
  assert.is((await three.instance.verify(card())).liabilityShiftPossible, false);
});

test('a liability shift that is not possible resolves (not an error), with both flags false', async () => {
  three = await start();
  three.fake.lookup = { liabilityShifted: false, liabilityShiftPossible: false };
  const verified = await three.instance.verify(card());
  assert.is(verified.liabilityShifted, false);
  assert.is(verified.liabilityShiftPossible, false);
});

test('lookup failures reject with the SDK error: 404 not found or consumed, 422 validation, others generic', async () => {
  three = await start();
  for (const [httpStatus, code] of [[404, 'THREEDS_LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR'], [422, 'THREEDS_LOOKUP_VALIDATION_ERROR'], [500, 'THREEDS_LOOKUP_ERROR']] as const) {
    three.fake.lookup = { httpStatus };
    const error = await rejection(three.instance.verify(card()));
    assert.is(error.message, AUTH_FAILED);
    assert.is(error.cause.code, code);
  }
});

test("a challenge ending in a Cardinal error rejects with the SDK's mapped error as the cause", async () => {
  three = await start();
  three.fake.lookup = { challenge: true };
  const pending = three.instance.verify(card());
  await settle();
  three.fake.presentChallenge();
  const bad = sdkError('THREEDS_CARDINAL_SDK_BAD_JWT', { details: { originalError: { code: 10008 } } });
  three.fake.failChallenge(bad);
  const error = await rejection(pending);
  assert.is(error.type, 'customer');
  assert.is(error.cause, bad);
});

test('a rejection that is not a 3D Secure error becomes the general error, keeping the original', async () => {
  three = await start();
  three.fake.lookup = { challenge: true };
  const pending = three.instance.verify(card());
  await settle();
  const odd = new Error('network down');
  three.fake.failChallenge(odd);
  const error = await rejection(pending);
  assert.is(error.cause.code, 'THREEDS_CARDINAL_SDK_ERROR');
  assert.is(error.cause.details.originalError, odd);
});

test('a challenge answered without a liability result (braintree-web read an authenticate answer it could not parse) rejects: no unverified nonce is handed on', async () => {
  three = await start();
  three.fake.lookup = { challenge: true };
  const pending = three.instance.verify(card());
  await settle();
  three.fake.presentChallenge();
  three.fake.completeChallengeUnread();
  const error = await rejection(pending);
  assert.instance(error, DropinError);
  assert.is(error.message, AUTH_FAILED);
  assert.is(error.type, 'customer');
  assert.is(error.cause.code, 'THREEDS_JWT_AUTHENTICATION_FAILED');
  assert.is(three.modal(), null, 'the challenge is gone');
});

test("the SDK's customer-canceled event is forwarded as 3ds:customer-canceled", async () => {
  three = await start();
  three.fake.emit('customer-canceled');
  assert.equal(three.events(), ['3ds:customer-canceled']);
});

test('after teardown verify rejects and the SDK is not called', async () => {
  three = await start();
  await three.instance.teardown();
  const error = await rejection(three.instance.verify(card()));
  assert.is(error.message, AUTH_FAILED);
  assert.is(three.fake.verifyCalls.length, 0);
});

test.run();
