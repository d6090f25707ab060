import { signal } from '@preact/signals-core';
import { dropinError } from '../errors.js';
import type { VaultManagerViews } from '../ui/shell-api.js';
import type { ExtrasParts, ReadyExtras, ThreeDSecureOptions } from './extras.js';

/** The extras' setup (./extras.ts), a chunk of its own (also started early by warm-up.ts). */
export const loadExtras = () => import('./extras.js');

type Later = Omit<ExtrasParts, 'vaultManagerViews' | 'threeDSecureOptions'>;

/**
 * Device data, 3D Secure and the vault manager (./extras.ts): their setup is fetched only when the
 * merchant set one of them, so most widgets never load it (docs/architecture.md, "Later chunks"). What
 * the shell and the public API hold from the start is made here.
 */
export function startExtrasLater(parts: Later) {
  const vaultManager = signal<VaultManagerViews | null>(null);
  // updateConfiguration('threeDSecure', …) edits this object; the 3D Secure flow reads it live.
  const { threeDSecure: tds, dataCollector } = parts.input;
  const threeDSecureOptions = (tds && typeof tds === 'object' ? tds : {}) as ThreeDSecureOptions;
  const started = tds || dataCollector || parts.vaultManager
    ? loadExtras().then(
      (m) => (parts.signal.aborted ? undefined : m.startExtras({ ...parts, vaultManagerViews: vaultManager, threeDSecureOptions })),
      (cause: unknown) => { throw dropinError('createFailed', cause, 'network'); },
    )
    : Promise.resolve(undefined);
  started.catch(() => {});
  return {
    vaultManager,
    threeDSecureOptions,
    /** Resolves once every extra is ready; rejects with the first one's setup error. */
    async ready(race: <T>(promise: Promise<T>) => Promise<T>): Promise<ReadyExtras> {
      const extras = await race(started);
      return extras ? extras.ready(race) : {};
    },
  };
}
