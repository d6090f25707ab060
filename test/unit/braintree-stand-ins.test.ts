// The build's stand-ins for files braintree-web requires (build.mjs, braintreeSources).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import uuid from '../../src/gateway/braintree/native-uuid.cjs';
import wrapPromise from '../../src/gateway/braintree/promises-only.cjs';

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

test.run();
