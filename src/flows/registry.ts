import type { FlowRegistry } from './types.js';

/**
 * The only file that names the flows. An option whose flow is not built yet is simply absent and
 * therefore not enabled (README, "Payment options").
 */
export const flows: FlowRegistry = {
  card: { isEnabled: (options, config) => options.raw.card !== false && config.supportedCardTypes.length > 0, load: () => import('./card/index.js'), savedTypes: ['CreditCard'] },
};
export const threeDSecure = () => import('./threeDSecure/index.js');
