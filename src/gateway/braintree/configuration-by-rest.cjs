// Stands in for braintree-web's client/get-configuration.js (pin `configurationByRest`). braintree-web asks a
// tokenization key's configuration, and a client token's that carries `graphQL` (as Braintree's server SDKs
// issue them), with a GraphQL POST whose Authorization header is preflighted: one more round trip before ready,
// and its query generator and answer adapter in the first view. The gateway still serves the same configuration
// at the REST `configUrl` (Braintree's mobile SDKs ask there): a simple GET, no preflight. Only when that
// endpoint answers as retired (404, 405, 410) is braintree-web's own GraphQL request asked, from a chunk fetched
// then (configuration-by-graphql.cjs). Every other failure maps to braintree-web's errors as it does.
const BraintreeError = require('braintree-web/lib/braintree-error.js');
const constants = require('braintree-web/lib/constants.js');
const errors = require('braintree-web/client/errors.js');
const request = require('braintree-web/client/request/index.js');
const uuid = require('./native-uuid.cjs');

const RETIRED = [404, 405, 410];

/** braintree-web's error for a failed configuration request, by status (401, 403, anything else). */
function configurationError(err, status) {
  const template = status === 403 ? errors.CLIENT_AUTHORIZATION_INSUFFICIENT
    : status === 401 ? errors.CLIENT_AUTHORIZATION_INVALID
      : errors.CLIENT_GATEWAY_NETWORK;
  return new BraintreeError({ type: template.type, code: template.code, message: template.message, details: { originalError: err } });
}

/** One request through braintree-web's client/request: its answer, failed or not. */
const ask = (options) => new Promise((resolve) => {
  request(options, (err, response, status) => resolve({ err, response, status }));
});

/** braintree-web asked these over GraphQL: they may fall back to it. */
const hadGraphQL = (authData) => Boolean(authData.attrs.tokenizationKey || (authData.attrs.authorizationFingerprint && authData.graphQL));

/** The GraphQL request's answer when the REST endpoint is retired, else the REST answer as it was. */
async function graphQLInstead(authData, metadata, options, answer) {
  if (!answer.err || !RETIRED.includes(answer.status) || !hadGraphQL(authData)) return answer;
  const fallback = await import('./configuration-by-graphql.cjs').catch(() => undefined);
  const graphQLOptions = fallback?.default.graphQLRequestOptions(authData, metadata);
  return graphQLOptions ? ask({ ...options, ...graphQLOptions }) : answer;
}

/** The configuration braintree-web's Client is made from, as its get-configuration.js builds it. */
async function getConfiguration(authData, inputSessionId) {
  const analyticsMetadata = {
    merchantAppId: window.location.host,
    platform: constants.PLATFORM,
    sdkVersion: constants.VERSION,
    source: constants.SOURCE,
    integration: constants.INTEGRATION,
    integrationType: constants.INTEGRATION,
    sessionId: inputSessionId || uuid(),
  };
  const attrs = authData.attrs;
  attrs._meta = analyticsMetadata;
  attrs.braintreeLibraryVersion = constants.BRAINTREE_LIBRARY_VERSION;
  attrs.configVersion = '3';
  const options = { url: authData.configUrl, method: 'GET', data: attrs };
  const { err, response, status } = await graphQLInstead(authData, analyticsMetadata, options, await ask(options));
  if (err) throw configurationError(err, status);
  return {
    authorizationType: attrs.tokenizationKey ? 'TOKENIZATION_KEY' : 'CLIENT_TOKEN',
    authorizationFingerprint: attrs.authorizationFingerprint,
    paymentMethodIdJwt: authData.paymentMethodIdJwt,
    analyticsMetadata,
    gatewayConfiguration: response,
  };
}

module.exports = { getConfiguration };
