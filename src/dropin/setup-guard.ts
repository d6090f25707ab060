import { dropinError } from '../errors.js';

/**
 * The merchant's `signal` cancels setup only: every wait inside create races it, and once create
 * resolved its listener is removed (a setup deadline is its natural use). `life` is the widget's own
 * lifetime, aborted by an abort during setup or by teardown.
 */
export function createSetupGuard(signal: AbortSignal | undefined) {
  const life = new AbortController();
  const abortedError = () => dropinError('aborted', signal?.reason);
  let rejectAborted: (error: unknown) => void = () => {};
  const aborted = new Promise<never>((_, reject) => { rejectAborted = reject; });
  aborted.catch(() => {});
  const onAbort = () => {
    life.abort(signal?.reason);
    rejectAborted(abortedError());
  };
  signal?.addEventListener('abort', onAbort);
  return {
    life,
    /** Whether the merchant aborted setup. */
    aborted: () => !!signal?.aborted,
    /** Throws the aborted error once the merchant aborted. */
    check() {
      if (signal?.aborted) throw abortedError();
    },
    /** Any wait during create ends at once when the merchant aborts. */
    race: <T>(promise: Promise<T>) => Promise.race([promise, aborted]),
    /** Setup is over (resolved or failed): the signal no longer matters. */
    release: () => signal?.removeEventListener('abort', onAbort),
  };
}

export type SetupGuard = ReturnType<typeof createSetupGuard>;
