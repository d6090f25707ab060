// Test-only entry for the emulator tier: the production adapter on its own, bundled the way
// build.mjs bundles it (braintree-web's CommonJS sources), so tests drive it without the widget.
export { createBraintreeGateway } from '../../../src/gateway/braintree/braintree-gateway.js';
