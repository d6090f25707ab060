// The build's stand-ins for files braintree-web requires (scripts/build/braintree-pins.mjs).
import { window } from './dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import uuid from '../../src/gateway/braintree/native-uuid.cjs';
import wrapPromise from '../../src/gateway/braintree/promises-only.cjs';
import { create as createDeferredClient, handOverClient } from '../../src/flows/card/braintree/handed-client.js';
import isIncognito from '../../src/gateway/braintree/incognito-once.cjs';
import { readFileSync } from 'node:fs';
import { checkStandIns } from '../../scripts/build/braintree-pins.mjs';

test('native-uuid gives distinct version 4 UUIDs, as @braintree/uuid does', () => {
  const ids = Array.from({ length: 500 }, () => uuid());
  for (const id of ids) assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.is(new Set(ids).size, ids.length);
});

test('promises-only leaves braintree-web\'s functions and prototypes as they are: their promises are what featherdrop uses', async () => {
  const create = async (options: { value: number }) => options.value * 2;
  assert.is(wrapPromise(create), create);
  assert.is(await wrapPromise(create)({ value: 21 }), 42);
  class Component {
    request() {
      return Promise.resolve('answer');
    }
  }
  const request = Component.prototype.request;
  assert.is(wrapPromise.wrapPrototype(Component), Component);
  assert.is(Component.prototype.request, request);
  assert.is(await new Component().request(), 'answer');
});

test('handed-client: a component created with an authorization gets the client handed over for it, once, in the order asked', async () => {
  const first = Promise.resolve('first client');
  const second = Promise.resolve('second client');
  handOverClient('key_a_b', first);
  handOverClient('key_a_b', second);
  assert.is(await createDeferredClient({ authorization: 'key_a_b' }), 'first client');
  assert.is(await createDeferredClient({ authorization: 'key_a_b' }), 'second client');
  const none = await createDeferredClient({ authorization: 'key_a_b' }).then(() => undefined, (error: { code: string }) => error.code);
  assert.is(none, 'CLIENT_SCRIPT_FAILED_TO_LOAD', 'no second client from the assets host');
  assert.is(await createDeferredClient({ client: 'given', authorization: 'key_a_b' }), 'given', 'a component given a client keeps it');
});

test('handed-client: a client taken back before any component asked is not handed to a later one', async () => {
  const takeBack = handOverClient('key_c_d', Promise.resolve('stale'));
  takeBack();
  const later = await createDeferredClient({ authorization: 'key_c_d' }).then(() => 'handed', () => 'refused');
  assert.is(later, 'refused');
});

test('incognito-once: the first private-window check answers every later call, asking the browser once', async () => {
  let queries = 0;
  const storage = { queryUsageAndQuota: (answer: (usage: number, quota: number) => void) => { queries += 1; setTimeout(() => answer(0, 40 * 2 ** 30)); } };
  Object.defineProperty(navigator, 'webkitTemporaryStorage', { value: storage, configurable: true });
  Object.defineProperty(globalThis, 'self', { value: window, configurable: true }); // detectincognitojs reads self.Promise
  try {
    const first = isIncognito();
    assert.is(isIncognito(), first);
    assert.equal(await first, { isPrivate: false, browserName: 'Chromium' });
    assert.equal(await isIncognito(), { isPrivate: false, browserName: 'Chromium' });
    assert.is(queries, 1);
  } finally {
    delete (navigator as { webkitTemporaryStorage?: unknown }).webkitTemporaryStorage;
    delete (globalThis as { self?: unknown }).self;
  }
});

test('every stand-in replaced something in the last build, and the build fails when one no longer applies', () => {
  const metafile = JSON.parse(readFileSync('.build/metafile.json', 'utf8'));
  checkStandIns(metafile);
  const { ['src/gateway/braintree/promises-only.cjs']: _gone, ...inputs } = metafile.inputs;
  assert.throws(() => checkStandIns({ ...metafile, inputs }), /wrapPromise \(src\/gateway\/braintree\/promises-only\.cjs\)/);
});

test.run();
