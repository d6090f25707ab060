import type { FlowRegistry } from './types.js';

/**
 * The only file that names the flows. An option whose flow is not built yet is simply absent and
 * therefore not enabled (README, "Payment options").
 */
export const flows: FlowRegistry = {};
