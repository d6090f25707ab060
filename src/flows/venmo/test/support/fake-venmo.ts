// A fake braintree-web/venmo, following its API (node_modules/braintree-web/venmo/index.js, venmo.js):
// `isBrowserSupported(options)` and `create(options)` on the module; the instance has
// `hasTokenizationResult()`, `tokenize()` (resolves { nonce, type: 'VenmoAccount', details: { username } },
// rejects with VENMO_* coded BraintreeErrors) and `teardown()`.
import venmoModule from 'braintree-web/venmo';

export const venmoError = (code: string, type = 'CUSTOMER') => Object.assign(new Error(code), { name: 'BraintreeError', type, code });

export const fake = {
  supported: true,
  supportedCalls: [] as Array<Record<string, unknown>>,
  created: [] as Array<Record<string, unknown>>,
  createFails: undefined as Error | undefined,
  pendingResult: false,
  tokenizeCalls: 0,
  tokenizeResult: (): Promise<any> => Promise.resolve({ nonce: 'fake-venmo-nonce', type: 'VenmoAccount', details: { username: 'venmojoe', paymentContextId: 'ctx' } }),
  tornDown: 0,
  reset() {
    Object.assign(fake, { supported: true, supportedCalls: [], created: [], createFails: undefined, pendingResult: false, tokenizeCalls: 0, tornDown: 0 });
    fake.tokenizeResult = () => Promise.resolve({ nonce: 'fake-venmo-nonce', type: 'VenmoAccount', details: { username: 'venmojoe', paymentContextId: 'ctx' } });
  },
};

(venmoModule as { isBrowserSupported: unknown }).isBrowserSupported = (options: Record<string, unknown>) => {
  fake.supportedCalls.push(options);
  return fake.supported;
};
(venmoModule as { create: unknown }).create = async (options: Record<string, unknown>) => {
  fake.created.push(options);
  if (fake.createFails) throw fake.createFails;
  return {
    hasTokenizationResult: () => fake.pendingResult,
    tokenize: () => { fake.tokenizeCalls++; return fake.tokenizeResult(); },
    teardown: async () => { fake.tornDown++; },
  };
};
