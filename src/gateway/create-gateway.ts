import type { Gateway } from './types.js';

/**
 * Picks the adapter by the authorization's prefix (`simulator_…` is the offline simulated gateway,
 * anything else braintree-web); only the chosen one is downloaded. The container is where the widget
 * will be, for the simulator's own styles.
 */
export function createGateway(authorization: string, container?: HTMLElement): Promise<Gateway> {
  return authorization.startsWith('simulator_')
    ? import('./simulator/simulated-gateway.js').then((m) => m.createSimulatedGateway(authorization, container))
    : import('./braintree/braintree-gateway.js').then((m) => m.createBraintreeGateway(authorization));
}
