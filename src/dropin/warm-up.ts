import type { FlowRegistry } from '../flows/types.js';
import type { Part } from '../planned-parts.js';
import type { FlowId } from '../types.js';
import { loadVaultManager } from './extras.js';

/**
 * Starts the imports of the planned parts' own chunks (their flow, 3D Secure, the vault manager) as
 * create() starts, so they load while the configuration is fetched instead of after it (issue 13); a
 * bundler's build gets the same, with its own chunks. Errors are left to the real setup, which imports
 * the same module again.
 */
export function warmUp(parts: readonly Part[], deps: { flows: FlowRegistry; threeDSecure?: () => Promise<unknown> }) {
  const extras: Partial<Record<Part, () => Promise<unknown>>> = { threeDSecure: deps.threeDSecure, vaultManager: loadVaultManager };
  for (const part of parts) (extras[part] ?? deps.flows[part as FlowId]?.load)?.().catch(() => {});
}
