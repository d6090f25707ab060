import uuid from './native-uuid.cjs';
import { constants, metadata, querystring } from './sdk.js';
import type { SavedMethodsPayload } from './saved-methods.js';

export interface EarlySavedMethods {
  /** braintree-web's analytics session id, given to the client too, so both carry the same `_meta`. */
  sessionId: string;
  /** The answer, when it was asked in this order where the client asks (`<clientApiUrl>/v1/payment_methods`). */
  answerFor(clientApiUrl: string, defaultFirst: boolean): Promise<SavedMethodsPayload> | undefined;
}

/**
 * A customer's saved methods, asked for the moment create() starts, beside the configuration (issue 13).
 * braintree-web asks only once its configuration arrived: a round trip after the configuration's (its XHR's
 * `Content-Type` on a GET, which made it preflighted, is dropped by the build: the getsAsSimpleRequests pin of scripts/build/braintree-pins.mjs).
 * This is the same GET — `payment_methods` beside the client token's `configUrl`,
 * the query braintree-web's own helpers build (lib/add-metadata.js, with the analytics metadata
 * client/get-configuration.js makes for the session), the fingerprint in it — without a header of ours,
 * so it is a simple request: no preflight. Any failure (nothing to build it from, network, CORS,
 * non-2xx, an answer without a `paymentMethods` list, a client whose `clientApiUrl` is elsewhere) falls
 * back to braintree-web's own request (braintree-gateway.ts, saved-methods.ts), except its timeout: no
 * answer in braintree-web's 60 s is the list's failure, the widget opens without it. The emulator tier
 * covers each.
 */
export function requestSavedMethodsEarly(authorization: string, defaultFirst: boolean): EarlySavedMethods | undefined {
  try {
    // The same uuid braintree-web's client uses (the build's stand-in): crypto.randomUUID needs a secure context.
    const sessionId = uuid();
    const url = new URL(JSON.parse(atob(authorization)).configUrl.replace(/\/v1\/configuration$/, '/v1/payment_methods')).href;
    const { PLATFORM: platform, VERSION: sdkVersion, SOURCE: source, INTEGRATION: integration } = constants;
    const analyticsMetadata = { merchantAppId: location.host, platform, sdkVersion, source, integration, integrationType: integration, sessionId };
    const query = metadata.addMetadata({ authorization, analyticsMetadata }, { defaultFirst: defaultFirst ? 1 : 0 });
    // braintree-web's own timeout for its requests (client/request/index.js).
    const answer = fetch(querystring.queryify(url, query), { signal: AbortSignal.timeout?.(60_000) })
      .then((response) => (response.ok ? response.json() : Promise.reject()))
      .then((body) => (Array.isArray(body?.paymentMethods) ? body : Promise.reject()));
    answer.catch(() => {});
    return {
      sessionId,
      answerFor(clientApiUrl, order) {
        try {
          return order === defaultFirst && new URL(`${clientApiUrl}/v1/payment_methods`).href === url ? answer : undefined;
        } catch {
          return undefined;
        }
      },
    };
  } catch {
    return undefined;
  }
}
