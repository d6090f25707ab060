// The original widget setup, validation and roles: 3D Secure needs a client token and the merchant enabled; setup
// failures reject create with '3D Secure failed to set up.'.
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { settle } from '../../../../test/unit/dom.js';
import { setupThreeDSecure } from '../index.js';
import { DropinError } from '../../../errors.js';
import { sdkError } from './support/fake-three-d-secure.js';
import { fakeBraintreeGateway, makeHost, rejection, sdk, start } from './support/harness.js';
import { FAKE_CLIENT } from '../../../../test/unit/support/flow-context.js';

test.before.each(() => {
  sdk.createError = undefined;
});

test('braintree-web three-d-secure is created with the gateway client, version 2 (inline iframe)', async () => {
  const three = await start();
  const options = sdk.createCalls.at(-1)!;
  assert.is(options.client, FAKE_CLIENT);
  assert.is(options.version, '2-inline-iframe');
  assert.is('cardinalSDKConfig' in options, false);
  await three.teardown();
});

test('cardinalSDKConfig reaches the SDK as a copy: the SDK rewriting it leaves the merchant option alone', async () => {
  const cardinalSDKConfig = { timeout: 5000, payment: { displayExitButton: true, displayLoading: false } };
  const three = await start({ options: { amount: '10.00', cardinalSDKConfig } });
  const passed = sdk.createCalls.at(-1)!.cardinalSDKConfig;
  assert.equal(passed, cardinalSDKConfig);
  assert.is.not(passed, cardinalSDKConfig);
  passed.payment = {};
  assert.equal(cardinalSDKConfig.payment, { displayExitButton: true, displayLoading: false });
  await three.teardown();
});

test('a tokenization key rejects with the original error and nothing is created', async () => {
  const calls = sdk.createCalls.length;
  const { host } = makeHost(await fakeBraintreeGateway({ authorizationType: 'TOKENIZATION_KEY' }));
  const error = await rejection(setupThreeDSecure(host));
  assert.instance(error, DropinError);
  assert.is(error.message, '3D Secure can not use a tokenization key for authorization.');
  assert.is(error.code, 'THREEDS_CAN_NOT_USE_TOKENIZATION_KEY');
  assert.is(error.type, 'merchant');
  assert.is(sdk.createCalls.length, calls);
});

test('3D Secure not enabled for the merchant rejects with the original error', async () => {
  const { host } = makeHost(await fakeBraintreeGateway({}, false));
  const error = await rejection(setupThreeDSecure(host));
  assert.is(error.message, '3D Secure is not enabled for this merchant.');
  assert.is(error.code, 'THREEDS_NOT_ENABLED');
  assert.is(error.cause.code, 'THREEDS_NOT_ENABLED');
});

test("the SDK's own not-enabled error is the original error too", async () => {
  sdk.createError = sdkError('THREEDS_NOT_ENABLED');
  const { host } = makeHost(await fakeBraintreeGateway());
  const error = await rejection(setupThreeDSecure(host));
  assert.is(error.message, '3D Secure is not enabled for this merchant.');
  assert.is(error.cause, sdk.createError);
});

test("any other setup failure is '3D Secure failed to set up.' wrapping the SDK error", async () => {
  sdk.createError = sdkError('THREEDS_NOT_ENABLED_FOR_V2');
  const { host } = makeHost(await fakeBraintreeGateway());
  const error = await rejection(setupThreeDSecure(host));
  assert.instance(error, DropinError);
  assert.is(error.message, '3D Secure failed to set up.');
  assert.is(error.type, 'merchant');
  assert.is(error.cause, sdk.createError);
  assert.is(error._braintreeWebError, sdk.createError);
});

test('aborted while setting up: the instance is torn down and setup rejects', async () => {
  const { host, life } = makeHost(await fakeBraintreeGateway());
  const pending = setupThreeDSecure(host);
  await Promise.resolve();
  life.abort();
  const error = await rejection(pending);
  assert.is(error.message, '3D Secure failed to set up.');
  await settle();
  assert.ok(sdk.instances.at(-1)!.tornDown);
});

test('teardown tears the SDK instance down, once; aborting the signal does too', async () => {
  const three = await start();
  await three.instance.teardown();
  await three.instance.teardown();
  assert.ok(three.fake.tornDown);
  const other = await start();
  other.life.abort();
  await settle();
  assert.ok(other.fake.tornDown);
});

test.run();
