// Stands in for braintree-web's lib/frame-service/external where paypal-checkout-v6 (and v5's paypal-checkout) requires it. Each module sets
// its frame service up as it is created (a hidden dispatch frame from the assets host, and a 60 s timer until it
// answers), but only startVaultInitiatedCheckout uses it, which featherdrop does not call: PayPal's v6 SDK opens
// its own window (v5's, PayPal's JS SDK). When one-click repeat through v6's startVaultInitiatedCheckout comes, v6's pin
// goes (scripts/build/braintree-pins.mjs); v5's stays.
module.exports = {
  create(options, ready) {
    ready({ teardown() {} });
  },
};
