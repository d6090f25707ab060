// Stands in for braintree-web's lib/frame-service/external where v5's paypal-checkout requires it (PayPal's v5
// path, src/flows/paypal/v5/), as lazy-paypal-frame-service.cjs does for paypal-checkout-v6: the module sets its frame
// service up as it is created, for its vault-initiated checkout alone, which featherdrop calls on v6 only (PayPal's JS
// SDK opens its own window). A file of its own: sharing v6's stand-in moved it first in v6's chunks, whose minified
// names then shifted (+14 B brotli for Pay Later's, for nothing).
module.exports = {
  create(options, ready) {
    ready({ teardown() {} });
  },
};
