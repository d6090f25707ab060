// The gateway faults the emulator tier answers with (docs/errors.md, "Gateway faults"): [status, body];
// a status of 'reset' closes the connection without an answer.
export const FAULTS = {
  'a 500': [500, { error: { message: 'Internal Server Error' } }],
  'a 401': [401, { error: { message: 'Authorization failed' } }],
  'malformed JSON': [200, '{"creditCards": [{"nonce": '],
  'a connection reset': ['reset'],
};

/**
 * braintree-web's error for a failed gateway request, as a merchant reads it in the console: the client's own (its
 * code kept through the PayPal modules' conversion), or what reading an answer that is not JSON threw.
 */
export const LOGGED = {
  'a 500': (e) => e.code === 'CLIENT_GATEWAY_NETWORK',
  'a 401': (e) => e.code === 'CLIENT_AUTHORIZATION_INVALID',
  'malformed JSON': (e) => /^TypeError/.test(e.text),
  'a connection reset': (e) => e.code === 'CLIENT_GATEWAY_NETWORK',
};
