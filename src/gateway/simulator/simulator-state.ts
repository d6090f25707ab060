import type { PaymentMethod } from '../../types.js';
import type { GatewayError } from '../types.js';
import type { FailureKind, Scenario } from './scenario.js';

/** What every simulated capability reads: the scenario (failures, test cards) and the customer's saved list. */
export interface SimulatorState {
  scenario: Scenario;
  /** Saved methods; deletions and newly vaulted cards change it for the page's life. */
  vault: PaymentMethod[];
}

/** One macrotask: simulated gateway calls settle asynchronously, as network calls do. */
export const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function simulatedError(kind: FailureKind, what: string): GatewayError {
  const network = kind === 'network' || kind === 'timeout';
  return Object.assign(new Error(network ? `Simulated network error during ${what}.` : `Simulated ${kind} failure during ${what}.`), {
    name: 'BraintreeError',
    type: network ? 'NETWORK' : 'MERCHANT',
    code: network ? 'CLIENT_GATEWAY_NETWORK' : `SIMULATED_${kind.toUpperCase()}`,
  });
}
