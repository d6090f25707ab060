// The configuration by braintree-web's own GraphQL request (`ClientConfiguration`), for when the REST endpoint
// configuration-by-rest.cjs asks first answers as retired. A chunk of its own, fetched only then: the
// `graphqlConfigurationLater` pins take the query's generator and the answer's adapter out of braintree-web's
// client/request/graphql/request.js, which takes them from the request's options instead.
const GraphQL = require('braintree-web/client/request/graphql/index.js');
const generator = require('braintree-web/client/request/graphql/generators/configuration.js');
const adapter = require('braintree-web/client/request/graphql/adapters/configuration.js');
const { BRAINTREE_VERSION } = require('braintree-web/client/constants.js');
const { GRAPHQL_URLS } = require('braintree-web/lib/constants.js');
const isDateStringBeforeOrOn = require('braintree-web/lib/is-date-string-before-or-on.js');

/** The GraphQL endpoint braintree-web would have asked (a client token's `graphQL` of a version it speaks, a key's environment's). */
function graphQLUrl(authData) {
  if (authData.attrs.authorizationFingerprint && authData.graphQL) {
    return isDateStringBeforeOrOn(authData.graphQL.date, BRAINTREE_VERSION) ? authData.graphQL.url : undefined;
  }
  return authData.attrs.tokenizationKey ? GRAPHQL_URLS[authData.environment] : undefined;
}

/** What turns the configuration's REST request into braintree-web's GraphQL one; undefined where it had none. */
function graphQLRequestOptions(authData, metadata) {
  const url = graphQLUrl(authData);
  if (!url) return undefined;
  return { graphQL: new GraphQL({ graphQL: { url, features: ['configuration'] } }), metadata, generator, adapter };
}

module.exports = { graphQLRequestOptions };
