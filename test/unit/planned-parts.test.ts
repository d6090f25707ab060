// What create() starts fetching before the gateway answers (src/planned-parts.ts, issue 13).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { registry } from '../../src/flows/registry.js';
import type { NormalizedOptions } from '../../src/options.js';
import { isCustomerAuthorization, likelyFirstView, likelyStartsOnSavedMethods, plannedParts } from '../../src/planned-parts.js';

const token = (fingerprint: string) => btoa(JSON.stringify({ authorizationFingerprint: fingerprint, configUrl: 'https://api.sandbox.braintreegateway.com/merchants/m/client_api/v1/configuration' }));
const CUSTOMER = token('abc&customer_id=42');
const GUEST = token('abc');
const KEY = 'sandbox_abc123_merchant_id';

const plan = (raw: Record<string, unknown>, rest: Partial<NormalizedOptions> = {}) =>
  plannedParts({ raw: raw as never, priority: registry.options.map((d) => d.id), vaultManager: raw.vaultManager === true, ...rest } as NormalizedOptions, registry);
/** The planned parts' ids: the payment options in priority order, then the extras. */
const planned = (raw: Record<string, unknown>, rest: Partial<NormalizedOptions> = {}) => {
  const parts = plan(raw, rest);
  return [...parts.options, ...parts.extras].map((part) => part.id);
};

test('a customer is a client token whose authorization fingerprint names customer_id=; anything else is a guest', () => {
  assert.ok(isCustomerAuthorization(CUSTOMER));
  assert.not.ok(isCustomerAuthorization(GUEST));
  assert.not.ok(isCustomerAuthorization(KEY));
  assert.not.ok(isCustomerAuthorization(btoa(JSON.stringify({ authorizationFingerprint: 'abc', merchantAccountId: 'customer_id=1' }))), 'only the fingerprint counts');
});

test('a guest (tokenization key or a client token without a customer) starts on the card sheet: the card is planned', () => {
  assert.equal(planned({ authorization: KEY }), ['card']);
  assert.equal(planned({ authorization: GUEST }), ['card']);
  assert.equal(planned({ authorization: KEY, card: false }), []);
});

test('a customer starts on saved methods: the card loads when its sheet is opened, so it is not planned', () => {
  assert.equal(planned({ authorization: CUSTOMER }), []);
});

test('each wallet the merchant passed is planned (venmo also as true), in priority order; 3D Secure, device data, the vault manager for a customer', () => {
  const raw = { authorization: CUSTOMER, paypal: { flow: 'vault' }, venmo: true, googlePay: {}, applePay: null, threeDSecure: true, dataCollector: { kount: true }, vaultManager: true };
  assert.equal(planned(raw), ['paypal', 'venmo', 'googlePay', 'threeDSecure', 'dataCollector', 'vaultManager']);
  assert.equal(planned(raw, { priority: ['venmo', 'card'] }), ['venmo', 'threeDSecure', 'dataCollector', 'vaultManager']);
  assert.equal(planned({ authorization: GUEST, vaultManager: true }), ['card'], 'a guest has no vault manager');
});
test('the card sheet is likely the first view when the card is the only payment option planned, extras aside', () => {
  const starts = (raw: Record<string, unknown>) => likelyFirstView(plan(raw)) === 'card';
  assert.ok(starts({ authorization: KEY }));
  assert.ok(starts({ authorization: GUEST, threeDSecure: true, dataCollector: { kount: true } }));
  assert.not.ok(starts({ authorization: GUEST, paypal: { flow: 'checkout' } }), 'two options: the options list comes first');
  assert.not.ok(starts({ authorization: CUSTOMER }), 'a customer starts on saved methods');
  assert.not.ok(starts({ authorization: KEY, card: false, venmo: true }));
});

test('the simulator\'s customers are in its scenario: neither the card nor the vault manager is planned for it', () => {
  assert.equal(planned({ authorization: 'simulator_customer', vaultManager: true, venmo: true }), ['venmo']);
  assert.equal(planned({ authorization: 'simulator_guest' }), []);
});

test('a customer with the card option on likely starts on saved methods; anyone else on a sheet or the options list, whose views load beside the configuration', () => {
  const starts = (raw: Record<string, unknown>) => likelyStartsOnSavedMethods({ raw } as unknown as NormalizedOptions, registry);
  assert.ok(starts({ authorization: CUSTOMER }));
  assert.not.ok(starts({ authorization: CUSTOMER, card: false }), 'saved cards are not shown with the card option off');
  assert.not.ok(starts({ authorization: GUEST }));
  assert.not.ok(starts({ authorization: KEY }));
  assert.not.ok(starts({ authorization: 'simulator_customer' }), 'not known before the simulator answers');
});

test.run();
