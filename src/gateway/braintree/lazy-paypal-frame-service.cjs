// Stands in for braintree-web's lib/frame-service/external where paypal-checkout-v6 requires it. The module sets
// its frame service up as it is created (a hidden dispatch frame from the assets host, a 60 s timer), but only
// startVaultInitiatedCheckout (one-click repeat) uses it: this stand-in is ready at once and keeps the options, and
// src/flows/paypal/vault-initiated/braintree.ts puts the real service in its place when the merchant asks for it.
module.exports = {
  create(options, ready) {
    ready({ options, teardown() {} });
  },
};
