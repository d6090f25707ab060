import type { GatewayConfiguration, PaymentMethod } from '../../types.js';
import type { GatewayError } from '../types.js';
import type { FailureKind, Scenario } from './scenario.js';

/** What every slice's simulated adapter reads: the scenario (failures, test cards) and the customer's saved list. */
export interface SimulatorState {
  scenario: Scenario;
  config: GatewayConfiguration;
  /** Saved methods; deletions and newly vaulted cards change it for the page's life. */
  vault: PaymentMethod[];
  /** A simulated view's styles, in the page and where the widget is, until released or the gateway is torn down (never in production). */
  addStyles(id: string, css: string): () => void;
  /** The widget's locale (resolved): simulated pages and dialogs speak it (texts.ts). */
  locale: string;
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
