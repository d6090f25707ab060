// The ACH checks against published routing numbers (the Federal Reserve's and large banks' ABA numbers) and
// the same numbers broken; account numbers by length; the state codes and ZIP codes of the billing address.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { problemOf } from '../checks.js';

const PUBLISHED = ['011000015', '021000021', '026009593', '091000019', '111000614', '121000248', '322271627'];

test('published routing numbers pass the ABA checksum', () => {
  for (const number of PUBLISHED) assert.is(problemOf('routingNumber', number), undefined, number);
});

test('one digit changed, eight or ten digits, letters: not a routing number', () => {
  for (const number of ['021000022', '011000016', '123456789', '02100002', '0210000210', '02100002A', '000000000']) {
    assert.is(problemOf('routingNumber', number), 'achRoutingNumberInvalid', number);
  }
});

test('an account number has 4 to 17 digits', () => {
  for (const number of ['1234', '1000000000', '12345678901234567']) assert.is(problemOf('accountNumber', number), undefined, number);
  for (const number of ['123', '123456789012345678', '1234-5678', 'ABCD1234']) assert.is(problemOf('accountNumber', number), 'achAccountNumberInvalid', number);
});

test('every field is required; a state by its two letters; a 5-digit ZIP (or ZIP+4)', () => {
  assert.is(problemOf('firstName', '  '), 'achFieldEmpty');
  assert.is(problemOf('routingNumber', ''), 'achFieldEmpty', 'empty says so, not invalid');
  assert.is(problemOf('region', 'ny'), undefined);
  assert.is(problemOf('region', 'PR'), undefined, 'territories too');
  assert.is(problemOf('region', 'XX'), 'achRegionInvalid');
  assert.is(problemOf('region', 'New York'), 'achRegionInvalid');
  assert.is(problemOf('postalCode', '10001'), undefined);
  assert.is(problemOf('postalCode', '10001-1234'), undefined);
  assert.is(problemOf('postalCode', '1000'), 'achPostalCodeInvalid');
  assert.is(problemOf('locality', 'Springfield'), undefined);
});

test.run();
