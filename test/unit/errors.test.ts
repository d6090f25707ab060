import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DropinError, messages } from '../../src/errors.js';
import { threeDSecureMessages } from '../../src/flows/threeDSecure/messages.js';
import { en_US } from '../../src/i18n/en_US.js';
// The original configuration messages, kept in the repository (the file says where they come from).
import spec from './support/spec-8-errors.json';

test('every configuration message of the original is in the catalogue, word for word', () => {
  assert.ok(spec.configurationErrors.length >= 13);
  const catalogue = [...Object.values(messages), ...Object.values(threeDSecureMessages), en_US.developerError] as string[];
  for (const message of spec.configurationErrors) {
    if (message.startsWith('...')) assert.ok(catalogue.some((m) => m.endsWith(message.slice(3))), `missing: ${message}`);
    else assert.ok(catalogue.includes(message), `missing: ${message}`);
  }
});

test('each key carries its own message: two keys\' messages swapped would fail', () => {
  assert.equal(messages, {
    authorizationRequired: 'options.authorization is required.',
    selectorAndContainer: 'Must only have one options.selector or options.container.',
    containerRequired: 'options.container is required.',
    containerInvalid: 'options.selector or options.container must reference a valid DOM node.',
    containerNotEmpty: 'options.selector or options.container must reference an empty DOM node.',
    createFailed: 'There was an error creating Drop-in.',
    dataCollectorFailed: 'Data Collector failed to set up.',
    allOptionsFailed: 'All payment options failed to load.',
    noPaymentMethod: 'No payment method is available.',
    noValidOptions: 'No valid payment options available.',
    invalidPriority: 'paymentOptionPriority: Invalid payment option specified.',
    priorityNotArray: 'paymentOptionPriority must be an array.',
    aborted: 'Drop-in creation was aborted.',
    signalInvalid: 'options.signal must be an AbortSignal.',
    billingAddressInvalid: 'options.card.billingAddress.fields must be an array of billing address fields.',
    noDocument: 'Drop-in can only be created in a browser: there is no document (server rendering?).',
    tornDown: 'Drop-in has been torn down.',
  });
  assert.equal(threeDSecureMessages, {
    threeDSecureFailed: '3D Secure failed to set up.',
    threeDSecureAuthFailed: 'Something went wrong during 3D Secure authentication. Please try again.',
  });
  assert.is(en_US.developerError, 'Developer Error: Something went wrong. Check the console for details.');
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
