// A bad authorization (issue 26): what is not one at all is rejected before anything is fetched, with the
// The original message and braintree-web's error as the cause, saying what is wrong; in development the console
// names that cause. The browser test (test/emulator/authorization.test.mjs) records the requests.
import { freshContainer, pageStyles } from './dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isAuthorization, isProductionAuthorization } from '../../src/authorization.js';
import { warnInDevelopment } from '../../src/dropin/warn-in-development.js';
import { dropinError } from '../../src/errors.js';
import { create } from '../../src/index.js';

const clientToken = (fields: Record<string, unknown>) => btoa(JSON.stringify(fields));
const TOKEN = clientToken({ version: 2, authorizationFingerprint: 'abc', configUrl: 'https://api.sandbox.braintreegateway.com/merchants/m/client_api/v1/configuration', environment: 'sandbox' });

function captureWarnings() {
  const warned: unknown[][] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => { warned.push(args); };
  return { warned, restore: () => { console.warn = original; } };
}

test('tokenization keys, client tokens and the simulator\'s authorizations pass; anything else does not', () => {
  for (const good of ['sandbox_g42y39zw_348pk9cgf3bgyw2b', 'production_abc123_merchant_1', TOKEN, 'simulator_guest', 'simulator_customer']) {
    assert.ok(isAuthorization(good), good);
  }
  for (const bad of ['CLIENT_TOKEN', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', clientToken({ version: 2 }), btoa('"a string"'), `"${TOKEN}"`]) {
    assert.not.ok(isAuthorization(bad), bad);
  }
});

test('create() rejects a malformed authorization with the original message, braintree-web\'s code on the cause, nothing added, and warns in development', async () => {
  const container = freshContainer();
  const { warned, restore } = captureWarnings();
  const error: any = await create({ authorization: 'not a client token', container }).catch((e) => e);
  restore();
  assert.is(error.name, 'DropinError');
  assert.is(error.message, 'There was an error creating Drop-in.');
  assert.is(error.type, 'merchant');
  assert.is(error.cause.name, 'BraintreeError');
  assert.is(error.cause.code, 'CLIENT_INVALID_AUTHORIZATION');
  assert.is(error.cause.message, 'Authorization is invalid: "not a client"… is neither a tokenization key nor a client token.');
  assert.is(container.innerHTML, '');
  assert.is(pageStyles(), 0);
  assert.equal(warned, [['featherdrop:', 'There was an error creating Drop-in.', 'error.cause:', error.cause]]);
});

test('the original checks come first: a missing container is reported before a bad authorization', async () => {
  const error: any = await create({ authorization: 'not a client token' } as never).catch((e) => e);
  assert.is(error.message, 'options.container is required.');
});

test('a production authorization\'s failure is left to the page to log; an error without a cause warns nothing', () => {
  assert.ok(isProductionAuthorization('production_abc123_merchant'));
  assert.ok(isProductionAuthorization(clientToken({ authorizationFingerprint: 'a', environment: 'production' })));
  assert.not.ok(isProductionAuthorization(TOKEN));
  assert.not.ok(isProductionAuthorization('simulator_guest'));
  const { warned, restore } = captureWarnings();
  const cause = new Error('configuration 401');
  warnInDevelopment(dropinError('createFailed', cause), 'production_abc123_merchant');
  warnInDevelopment(dropinError('noValidOptions'), 'sandbox_abc123_merchant');
  warnInDevelopment(dropinError('createFailed', cause), 'sandbox_abc123_merchant');
  restore();
  assert.equal(warned, [['featherdrop:', 'There was an error creating Drop-in.', 'error.cause:', cause]]);
});

test.run();
