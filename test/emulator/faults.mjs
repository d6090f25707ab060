// The gateway faults the emulator tier answers with (docs/errors.md, "Gateway faults"): [status, body];
// a status of 'reset' closes the connection without an answer.
export const FAULTS = {
  'a 500': [500, { error: { message: 'Internal Server Error' } }],
  'a 401': [401, { error: { message: 'Authorization failed' } }],
  'malformed JSON': [200, '{"creditCards": [{"nonce": '],
  'a connection reset': ['reset'],
};
