// Stands in for braintree-web's lib/frame-service/external where paypal-checkout-v6 requires it. The module sets
// its frame service up as it is created (a hidden dispatch frame from the assets host, and a 60 s timer until it
// answers), but only startVaultInitiatedCheckout uses it, which featherdrop does not call: PayPal's v6 SDK opens
// its own window. When one-click repeat through startVaultInitiatedCheckout comes, this stand-in goes.
module.exports = {
  create(options, ready) {
    ready({ teardown() {} });
  },
};
