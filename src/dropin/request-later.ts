import { loadRequester, whenIdle } from '../chunks.js';
import { dropinError } from '../errors.js';
import { loadOnce } from '../load-once.js';
import type { RequestOptions } from '../flows/types.js';
import type { createRequester } from './request-payment-method.js';

/**
 * requestPaymentMethod's code, which no first view needs (docs/performance.md, "Later chunks"): fetched once
 * what the sheets still load is in (a guest's card frames, which it would compete with for the network and
 * the main thread) and the page is idle (after the frame that shows the ready widget). A request before then
 * fetches it at once. A failed fetch rejects that request as a network error and is tried again at the next one.
 */
export function requestLater(parts: Parameters<typeof createRequester>[0]) {
  const load = loadOnce(() => loadRequester().then((m) => m.createRequester(parts), (cause: unknown) => {
    throw dropinError('noPaymentMethod', cause, 'network');
  }));
  Promise.allSettled(Object.values(parts.host.instances.peek()).map((instance) => instance?.loaded))
    .then(() => whenIdle(() => load().catch(() => {})));
  return (requestOptions?: RequestOptions) => load().then((request) => request(requestOptions));
}
