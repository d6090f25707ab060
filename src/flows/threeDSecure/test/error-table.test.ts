// The original behaviour and the error catalogue, docs/errors.md: the 3D Secure error table every adapter and the flow share (src/gateway/three-d-secure-errors.ts).
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  asThreeDSecureError, THREE_D_SECURE_ERRORS, threeDSecureError, type ThreeDSecureErrorName,
} from '../errors.js';
import { challengeOutcome, errorForNumber, lookupError, verifyCardOptionsError } from '../simulator/three-d-secure-sdk.js';
import { sdkErrors } from './support/fake-three-d-secure.js';

const codeOf = (n: number) => errorForNumber(n).code;

test('Cardinal error numbers map as the original maps them', () => {
  assert.equal([10001, 10002].map(codeOf), ['THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT', 'THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT']);
  assert.equal([10003, 10007, 10009].map(codeOf), Array(3).fill('THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT'));
  assert.equal([10005, 10006].map(codeOf), Array(2).fill('THREEDS_CARDINAL_SDK_BAD_CONFIG'));
  assert.equal([10008, 10010].map(codeOf), Array(2).fill('THREEDS_CARDINAL_SDK_BAD_JWT'));
  assert.is(codeOf(10011), 'THREEDS_CARDINAL_SDK_CANCELED');
  assert.is(errorForNumber(10011).message, 'Canceled by user.');
  assert.is(errorForNumber(10011).type, 'CUSTOMER');
});

test('any other error number is the general Cardinal error', () => {
  for (const n of [0, 1000, 10004, 10012, 99999]) assert.is(codeOf(n), 'THREEDS_CARDINAL_SDK_ERROR');
  assert.is(errorForNumber(1000).type, 'UNKNOWN');
});

test('a mapped error keeps the original number and description, and looks like a BraintreeError', () => {
  const error = errorForNumber(10008, 'JWT missing');
  assert.instance(error, Error);
  assert.is(error.name, 'BraintreeError');
  assert.is(error.type, 'MERCHANT');
  assert.is(error.message, 'Cardinal JWT missing or malformed. Please check your setup configuration.');
  assert.equal(error.details, { originalError: { code: 10008, description: 'JWT missing' } });
});

test('lookup failures: 404 nonce not found or consumed, 422 validation, anything else generic', () => {
  const original = { details: { httpStatus: 404 } };
  const notFound = lookupError(404, original);
  assert.is(notFound.code, 'THREEDS_LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR');
  assert.is(notFound.type, 'MERCHANT');
  assert.equal(notFound.details, { originalError: original });
  assert.is(lookupError(422).code, 'THREEDS_LOOKUP_VALIDATION_ERROR');
  assert.is(lookupError(422).type, 'CUSTOMER');
  assert.is(lookupError(500).code, 'THREEDS_LOOKUP_ERROR');
  assert.is(lookupError(undefined).code, 'THREEDS_LOOKUP_ERROR');
});

test('SUCCESS, NOACTION and FAILURE all go to JWT validation; ERROR maps by number', () => {
  for (const ActionCode of ['SUCCESS', 'NOACTION', 'FAILURE']) assert.equal(challengeOutcome({ ActionCode }), { validate: true, customerCanceled: false });
  const error = challengeOutcome({ ActionCode: 'ERROR', ErrorNumber: 10002, ErrorDescription: 'Start timed out' });
  assert.is(error.validate, false);
  assert.is(!error.validate && error.error.code, 'THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT');
});

test('a challenge cancel code of 01 signals customer cancellation; other codes do not', () => {
  assert.equal(challengeOutcome({ ActionCode: 'FAILURE', Payment: { ExtendedData: { ChallengeCancel: '01' } } }), { validate: true, customerCanceled: true });
  assert.equal(challengeOutcome({ ActionCode: 'FAILURE', Payment: { ExtendedData: { ChallengeCancel: '04' } } }), { validate: true, customerCanceled: false });
});

const valid = { bin: '411111', nonce: 'n', amount: '10.00', onLookupComplete: () => {} };
const message = (options: Record<string, unknown>, inProgress = false, listener = false) => verifyCardOptionsError(options, inProgress, listener)?.message;

test('verifyCard needs a nonce, then an amount, with the SDK messages', () => {
  assert.is(verifyCardOptionsError(valid, false, false), null);
  assert.is(message({ ...valid, nonce: '', amount: undefined }), 'verifyCard options must include a nonce.');
  assert.is(message({ ...valid, amount: undefined }), 'verifyCard options must include an amount.');
  assert.is(verifyCardOptionsError({ ...valid, nonce: '' }, false, false)!.code, 'THREEDS_MISSING_VERIFY_CARD_OPTION');
});

test('the amount must be numeric', () => {
  for (const amount of ['', '  ', 'ten', true, [], null]) assert.is(message({ ...valid, amount }), 'verifyCard options must include an amount.', String(amount));
  for (const amount of ['0', '10', '1234.56', 5]) assert.is(message({ ...valid, amount }), undefined, String(amount));
});

test('version 2 also needs a BIN (checked first) and a lookup callback unless a lookup-complete listener exists', () => {
  assert.is(message({ nonce: '', amount: '' }), 'verifyCard options must include a BIN.');
  const { onLookupComplete: _, ...noCallback } = valid;
  assert.is(message(noCallback), 'verifyCard options must include an onLookupComplete function.');
  assert.is(message(noCallback, false, true), undefined);
});

test('only one verification at a time: AUTHENTICATION_IN_PROGRESS before the nonce and amount checks', () => {
  const error = verifyCardOptionsError({ bin: '411111' }, true, false)!;
  assert.is(error.code, 'THREEDS_AUTHENTICATION_IN_PROGRESS');
  assert.is(error.message, 'Cannot call verifyCard while existing authentication is in progress.');
});

test("the catalogue says what braintree-web's three-d-secure errors say", () => {
  for (const [name, [type, text]] of Object.entries(THREE_D_SECURE_ERRORS)) {
    const sdk = sdkErrors[`THREEDS_${name}`];
    assert.ok(sdk, `THREEDS_${name} exists in braintree-web`);
    assert.is(type, sdk.type, name);
    if (sdk.message) assert.is(text, sdk.message, name);
    const error = threeDSecureError(name as ThreeDSecureErrorName);
    assert.is(error.code, `THREEDS_${name}`);
  }
});

test('the original setup messages: not enabled, tokenization key', () => {
  assert.is(threeDSecureError('NOT_ENABLED').message, '3D Secure is not enabled for this merchant.');
  assert.is(threeDSecureError('CAN_NOT_USE_TOKENIZATION_KEY').code, 'THREEDS_CAN_NOT_USE_TOKENIZATION_KEY');
});

test("braintree-web's 3D Secure errors pass through; anything else becomes the general error keeping the original", () => {
  const sdk = threeDSecureError('LOOKUP_ERROR');
  assert.is(asThreeDSecureError(sdk), sdk);
  const odd = new TypeError('boom');
  const wrapped = asThreeDSecureError(odd) as { code: string; details: unknown };
  assert.is(wrapped.code, 'THREEDS_CARDINAL_SDK_ERROR');
  assert.equal(wrapped.details, { originalError: odd });
});

test.run();
