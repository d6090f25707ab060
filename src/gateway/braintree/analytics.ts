import { constants, metadata } from './sdk.js';

interface AnalyticsClient {
  getConfiguration(): { gatewayConfiguration: { environment: string } };
  _request(options: Record<string, unknown>): Promise<unknown> | void;
}

const BATCH_DELAY = 100;

/**
 * The original's gateway calls: `web.dropin.<kind>` events, sent in small batches (one POST per burst) to braintree-web's
 * logger with its 2000 ms timeout. Built from braintree-web's own metadata helpers because its
 * `sendEvent` posts one request per event. Fire and forget: a failure never reaches the widget.
 */
export function createAnalytics(client: AnalyticsClient) {
  let queue: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    const kinds = queue;
    queue = [];
    timer = undefined;
    if (!kinds.length) return;
    const timestamp = Date.now();
    const env = client.getConfiguration().gatewayConfiguration.environment === 'production' ? 'production' : 'sandbox';
    const names = kinds.map((kind) => `${constants.ANALYTICS_PREFIX}dropin.${kind}`);
    const data = {
      events: names.map((event) => ({ level: 'info', event, payload: { env, timestamp } })),
      // eslint-disable-next-line camelcase
      tracking: names.map((event_name) => ({ ...metadata.addEventMetadata(client), event_name, t: timestamp })),
    };
    try {
      Promise.resolve(client._request({ url: constants.ANALYTICS_URL, method: 'post', data, timeout: constants.ANALYTICS_REQUEST_TIMEOUT_MS })).catch(() => {});
    } catch {
      // analytics never break the widget
    }
  }

  return {
    send(kind: string) {
      queue.push(kind);
      timer ??= setTimeout(flush, BATCH_DELAY);
    },
    /** Sends what is queued, then stops. */
    teardown() {
      clearTimeout(timer);
      flush();
    },
  };
}

/** braintree-web's own event sender, for its modules' events (analytics-later.cjs): in this chunk, off the first view. */
export { sendEventPlus } from 'braintree-web/lib/analytics.js';
