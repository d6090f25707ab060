/**
 * The authorization string, read as braintree-web reads it (lib/create-authorization-data.js): a tokenization
 * key (`<environment>_<id>_<merchant id>`) or a client token (base64 JSON with an authorizationFingerprint);
 * `simulator_…` chooses the simulated gateway, which reads its scenario itself.
 */
const TOKENIZATION_KEY = /^[a-zA-Z0-9]+_[a-zA-Z0-9]+_[a-zA-Z0-9_]+$/;

/** A client token's JSON; undefined for a tokenization key (never decoded: a failing atob costs a slow phone a ms) or anything else. */
export function clientTokenOf(authorization: string): Record<string, unknown> | undefined {
  if (TOKENIZATION_KEY.test(authorization)) return undefined;
  try {
    const token = JSON.parse(atob(authorization));
    return typeof token === 'object' && token ? token : undefined;
  } catch {
    return undefined;
  }
}

/** Whether braintree-web could read it as an authorization at all (checked before anything is fetched). */
export const isAuthorization = (authorization: string) =>
  authorization.startsWith('simulator_') || TOKENIZATION_KEY.test(authorization) || typeof clientTokenOf(authorization)?.authorizationFingerprint === 'string';

/** A production tokenization key or client token; anything else is development. */
export const isProductionAuthorization = (authorization: string) =>
  authorization.startsWith('production_') || clientTokenOf(authorization)?.environment === 'production';
