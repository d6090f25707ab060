import type { FlowRegistry } from '../flows/types.js';
import type { Part } from '../planned-parts.js';
import type { FlowId } from '../types.js';
import { loadExtras } from './extras-later.js';
import { loadVaultManager } from './load-vault-manager.js';

/**
 * Starts the imports of the planned parts' own chunks (their flow; for 3D Secure, device data and the
 * vault manager the extras' setup and their module) as create() starts, so they load while the
 * configuration is fetched instead of after it (issue 13); a bundler's build gets the same, with its own
 * chunks. Errors are left to the real setup, which imports the same module again.
 */
export function warmUp(parts: readonly Part[], deps: { flows: FlowRegistry; threeDSecure?: () => Promise<unknown> }) {
  const extras: Partial<Record<Part, (() => Promise<unknown>) | undefined>> = { threeDSecure: deps.threeDSecure, dataCollector: undefined, vaultManager: loadVaultManager };
  const loads = parts.flatMap((part) => (part in extras ? [loadExtras, extras[part]] : [deps.flows[part as FlowId]?.load]));
  for (const load of new Set(loads)) load?.().catch(() => {});
}
