// The customer's saved methods on the braintree path (src/gateway/braintree/saved-methods.ts): the early
// GET's answer when it has one, braintree-web's own request when it failed, but not after it timed out.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fetchSavedMethods, type SavedMethodsPayload } from '../../../src/gateway/braintree/saved-methods.js';
import type { PaymentMethod } from '../../../src/types.js';

const visa = { nonce: 'n-visa', default: true, type: 'CreditCard', details: { cardType: 'Visa', lastFour: '1111' }, hasSubscription: false, description: 'ending in 11' } as unknown as PaymentMethod;

function client(answer: () => Promise<SavedMethodsPayload> = async () => ({ paymentMethods: [visa] })) {
  const asked: unknown[] = [];
  return { asked, request: (options: unknown) => { asked.push(options); return answer(); } };
}

test('the early answer is the list: braintree-web is not asked', async () => {
  const c = client();
  const methods = await fetchSavedMethods(c, true, Promise.resolve({ paymentMethods: [visa] }));
  assert.equal(methods.map((m) => m.nonce), ['n-visa']);
  assert.is(c.asked.length, 0);
});

test('an early GET that failed (network, 500, not a list) falls back to braintree-web\'s own request, in the same order', async () => {
  for (const failure of [new TypeError('Failed to fetch'), undefined]) {
    const c = client();
    const methods = await fetchSavedMethods(c, false, Promise.reject(failure));
    assert.equal(methods.map((m) => m.nonce), ['n-visa']);
    assert.equal(c.asked, [{ endpoint: 'payment_methods', method: 'get', data: { defaultFirst: 0 } }]);
  }
});

test('an early GET that timed out (braintree-web\'s 60 s) is the list\'s failure: braintree-web is not asked to wait as long again', async () => {
  const c = client();
  const timeout = new DOMException('signal timed out', 'TimeoutError');
  const error = await fetchSavedMethods(c, true, Promise.reject(timeout)).then(() => undefined, (e) => e);
  assert.is(error, timeout);
  assert.is(c.asked.length, 0);
});

test('without an early GET braintree-web asks; its failure is the list\'s', async () => {
  const c = client(() => Promise.reject(new Error('CLIENT_GATEWAY_NETWORK')));
  const error = await fetchSavedMethods(c, true).then(() => undefined, (e) => e);
  assert.is(error.message, 'CLIENT_GATEWAY_NETWORK');
  assert.equal(c.asked, [{ endpoint: 'payment_methods', method: 'get', data: { defaultFirst: 1 } }]);
});

test.run();
