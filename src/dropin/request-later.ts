import { loadRequester } from '../chunks.js';
import { dropinError } from '../errors.js';
import { loadOnce } from '../load-once.js';
import type { RequestOptions } from '../flows/types.js';
import type { createRequester } from './request-payment-method.js';

/**
 * requestPaymentMethod's code, fetched once the widget is ready and what its sheets still load is in (a
 * guest's card frames: the chunk would compete with them for the network and the main thread), as no first
 * view needs it (docs/performance.md, "Later chunks"). A request before then fetches it at once. A failed
 * fetch rejects that request as a network error and is tried again at the next one.
 */
export function requestLater(parts: Parameters<typeof createRequester>[0]) {
  const load = loadOnce(() => loadRequester().then((m) => m.createRequester(parts), (cause: unknown) => {
    throw dropinError('noPaymentMethod', cause, 'network');
  }));
  const loading = Object.values(parts.host.instances.peek()).map((instance) => instance?.loaded);
  Promise.allSettled(loading).then(() => load().catch(() => {}));
  return (requestOptions?: RequestOptions) => load().then((request) => request(requestOptions));
}
