// The original verify options and the original behaviour "verification runs only when…".
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { needsVerification, verifyCardOptions } from '../verify-options.js';
import type { PaymentMethod } from '../../../types.js';

const visa: PaymentMethod = { nonce: 'tokencc_1', type: 'CreditCard', details: { bin: '411111', lastFour: '1111' } };
const googlePay = (isNetworkTokenized?: boolean): PaymentMethod => ({ nonce: 'gp', type: 'AndroidPayCard', details: { bin: '411111', isNetworkTokenized } });
const lookup = () => {};

test('a card with no liability-shift result needs verification, saved cards too', () => {
  assert.ok(needsVerification(visa));
  assert.ok(needsVerification({ ...visa, vaulted: true, nonce: 'sim_vaulted_visa_1111' }));
});

test('a method that already has a liability-shift result does not (a second request reuses it)', () => {
  assert.is(needsVerification({ ...visa, liabilityShifted: true, liabilityShiftPossible: true }), false);
  assert.is(needsVerification({ ...visa, liabilityShifted: false, liabilityShiftPossible: false }), false);
});

test('a Google Pay card needs verification only when it is not network tokenized', () => {
  assert.ok(needsVerification(googlePay(false)));
  assert.is(needsVerification(googlePay(true)), false);
  assert.is(needsVerification(googlePay(undefined)), false);
  assert.is(needsVerification({ ...googlePay(false), liabilityShifted: true }), false);
});

test('PayPal, Venmo and Apple Pay never need verification', () => {
  for (const type of ['PayPalAccount', 'VenmoAccount', 'ApplePayCard']) assert.is(needsVerification({ nonce: 'x', type, details: {} }), false, type);
});

test("verifyCard gets the configured amount, the method's nonce and BIN, and acsWindowSize '03' by default", () => {
  const options = verifyCardOptions(visa, { amount: '10.00' }, undefined, lookup);
  assert.equal({ ...options, onLookupComplete: undefined }, {
    amount: '10.00', nonce: 'tokencc_1', bin: '411111', onLookupComplete: undefined, additionalInformation: { acsWindowSize: '03' },
  });
  assert.is(options.onLookupComplete, lookup);
});

test("the request's options pass through and its amount overrides the configured one", () => {
  const billingAddress = { givenName: 'Jill', surname: 'Doe', countryCodeAlpha2: 'US' };
  const options = verifyCardOptions(visa, { amount: '10.00' }, {
    amount: '25.50', email: 'jill@example.com', mobilePhoneNumber: '8101234567', billingAddress, challengeRequested: true, exemptionRequested: false,
  }, lookup);
  assert.is(options.amount, '25.50');
  assert.is(options.email, 'jill@example.com');
  assert.is(options.mobilePhoneNumber, '8101234567');
  assert.is(options.billingAddress, billingAddress);
  assert.is(options.challengeRequested, true);
  assert.is(options.exemptionRequested, false);
});

test("the merchant's acsWindowSize is kept and their additionalInformation is not changed", () => {
  const additionalInformation = { acsWindowSize: '01', shippingGivenName: 'Jill' };
  assert.equal(verifyCardOptions(visa, true, { amount: '1' , additionalInformation }, lookup).additionalInformation, { acsWindowSize: '01', shippingGivenName: 'Jill' });
  const without: Record<string, unknown> = { shippingGivenName: 'Jill' };
  assert.equal(verifyCardOptions(visa, true, { additionalInformation: without }, lookup).additionalInformation, { shippingGivenName: 'Jill', acsWindowSize: '03' });
  assert.equal(without, { shippingGivenName: 'Jill' });
});

test('the nonce, BIN and lookup callback cannot be replaced by the request', () => {
  const mine = () => {};
  const options = verifyCardOptions(visa, { amount: '1' }, { nonce: 'other', bin: '999999', onLookupComplete: mine }, lookup);
  assert.is(options.nonce, 'tokencc_1');
  assert.is(options.bin, '411111');
  assert.is(options.onLookupComplete, lookup);
});

test('threeDSecure: true has no amount unless the request gives one', () => {
  assert.is(verifyCardOptions(visa, true, {}, lookup).amount, undefined);
  assert.is(verifyCardOptions(visa, true, { amount: '3.00' }, lookup).amount, '3.00');
});

test.run();
