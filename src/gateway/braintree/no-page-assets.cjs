// Stands in for braintree-web's lib/assets where its client requires it: the client loads a script
// (PayPal's fraudnet) only after the page itself tokenized card data with device-data collection,
// which featherdrop never does (hosted fields tokenize in their frames). The modules that do load
// scripts (three-d-secure, paypal-checkout, data-collector) keep the real lib/assets, in their chunks.
function notOnThePage() {
  return Promise.reject(new Error('featherdrop does not load scripts through the page\'s braintree-web client.'));
}
module.exports = { loadScript: notOnThePage, loadFastlane: notOnThePage };
