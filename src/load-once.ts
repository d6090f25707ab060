/**
 * A fetch made once and shared by every caller; after a failure the next call fetches again. With
 * `retryJoined`, a call made while a fetch is on its way gets one more try if that fetch fails: its
 * caller came after the fetch started and should not be left with a failure it did not wait for.
 */
export function loadOnce<T>(load: () => Promise<T>, { retryJoined = false } = {}) {
  let pending: Promise<T> | undefined;
  const start = () => (pending ??= load().catch((error: unknown) => {
    pending = undefined;
    throw error;
  }));
  return () => (retryJoined && pending ? start().catch(start) : start());
}
