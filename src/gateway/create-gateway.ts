import type { NormalizedOptions } from '../options.js';
import type { Gateway } from './types.js';

/**
 * Picks the adapter by the authorization's prefix (`simulator_…` is the offline simulated gateway,
 * anything else braintree-web); only the chosen one is downloaded. The options are create()'s, when it
 * is create() asking: where the widget will be, what it is going to set up (an adapter starts early).
 */
export function createGateway(authorization: string, options?: NormalizedOptions): Promise<Gateway> {
  return authorization.startsWith('simulator_')
    ? import('./simulator/simulated-gateway.js').then((m) => m.createSimulatedGateway(authorization, options?.container))
    : import('./braintree/braintree-gateway.js').then((m) => m.createBraintreeGateway(authorization, options));
}
