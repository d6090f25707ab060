import { loadBraintree, loadSimulator } from '../chunks.js';
import type { Gateway, GatewayOptions } from './types.js';

/**
 * Picks the adapter by the authorization's prefix (`simulator_…` is the offline simulated gateway,
 * anything else braintree-web); only the chosen one is downloaded. The options say what may be offered,
 * where the widget will be and what create() is going to set up (an adapter starts early).
 */
export function createGateway(authorization: string, options: GatewayOptions): Promise<Gateway> {
  return authorization.startsWith('simulator_')
    ? loadSimulator().then((m) => m.createSimulatedGateway(authorization, options))
    : loadBraintree().then((m) => m.createBraintreeGateway(authorization, options));
}
