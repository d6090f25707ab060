// Stands in for braintree-web's lib/create-deferred-client.js, which a component created with an
// `authorization` instead of a client uses to load the client's script from the assets host and create a
// second client. featherdrop creates a guest's card fields that way before the configuration is in
// (early-card-fields.ts), and hands them the page's own client, still on its way, instead.
import BraintreeError from 'braintree-web/lib/braintree-error.js';

const handed = new Map<string, Array<Promise<unknown>>>();

/**
 * The next component created with `authorization` (and no client) gets `client`. Components are created
 * in the order they were asked for, so a queue per authorization serves two widgets on one page. Returns
 * what takes the client back if no component took it.
 */
export function handOverClient(authorization: string, client: Promise<unknown>) {
  const queue = handed.get(authorization) ?? [];
  handed.set(authorization, [...queue, client]);
  return () => {
    const left = (handed.get(authorization) ?? []).filter((waiting) => waiting !== client);
    if (left.length) handed.set(authorization, left);
    else handed.delete(authorization);
  };
}

export function create(options: { client?: unknown; authorization?: string }): Promise<unknown> {
  if (options.client) return Promise.resolve(options.client);
  const queue = handed.get(options.authorization ?? '');
  const client = queue?.shift();
  if (queue && !queue.length) handed.delete(options.authorization!);
  return client ?? Promise.reject(new BraintreeError({ type: 'MERCHANT', code: 'CLIENT_SCRIPT_FAILED_TO_LOAD', message: 'featherdrop creates braintree-web components with its own client.' }));
}

export default { create };
