// Stands in for braintree-web's lib/create-deferred-client.js, which a component created with an
// `authorization` instead of a client uses to load the client's script from the assets host and create a
// second client. featherdrop creates a guest's card fields that way before the configuration is in
// (early-card-fields.ts), and hands them the page's own client, still on its way, instead.
import BraintreeError from 'braintree-web/lib/braintree-error.js';

const handed: Array<[authorization: string, client: Promise<unknown>]> = [];

/**
 * The next component created with `authorization` (and no client) gets `client`. Components are created
 * in the order they were asked for, so two widgets on one page each get theirs. Returns what takes the
 * client back if no component took it.
 */
export function handOverClient(authorization: string, client: Promise<unknown>) {
  const entry: (typeof handed)[number] = [authorization, client];
  handed.push(entry);
  return () => {
    if (handed.includes(entry)) handed.splice(handed.indexOf(entry), 1);
  };
}

export function create(options: { client?: unknown; authorization?: string }): Promise<unknown> {
  if (options.client) return Promise.resolve(options.client);
  const index = handed.findIndex(([authorization]) => authorization === options.authorization);
  return index < 0
    ? Promise.reject(new BraintreeError({ type: 'MERCHANT', code: 'CLIENT_SCRIPT_FAILED_TO_LOAD', message: 'No client was handed over.' }))
    : handed.splice(index, 1)[0][1];
}

export default { create };
