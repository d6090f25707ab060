import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DropinError, messages } from '../../src/errors.js';
import { threeDSecureMessages } from '../../src/flows/threeDSecure/messages.js';
import { en_US } from '../../src/i18n/en_US.js';
// SPEC 8's configuration messages, kept in the repository (the file says where they come from).
import spec from './support/spec-8-errors.json';

test('every configuration message of SPEC 8 is in the catalogue, word for word', () => {
  assert.ok(spec.configurationErrors.length >= 13);
  const catalogue = [...Object.values(messages), ...Object.values(threeDSecureMessages), en_US.developerError] as string[];
  for (const message of spec.configurationErrors) {
    if (message.startsWith('...')) assert.ok(catalogue.some((m) => m.endsWith(message.slice(3))), `missing: ${message}`);
    else assert.ok(catalogue.includes(message), `missing: ${message}`);
  }
});

test('DropinError carries name, type, code and the cause (also as _braintreeWebError)', () => {
  const cause = new Error('sdk');
  const error = new DropinError('boom', 'network', cause, 'SOME_CODE');
  assert.ok(error instanceof Error);
  assert.is(error.name, 'DropinError');
  assert.is(error.type, 'network');
  assert.is(error.code, 'SOME_CODE');
  assert.is(error.cause, cause);
  assert.is(error._braintreeWebError, cause);
  assert.is(new DropinError('x').type, 'merchant');
});

test.run();
