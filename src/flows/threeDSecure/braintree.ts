import threeDSecure from 'braintree-web/three-d-secure';
import '../../gateway/braintree/sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import type { BraintreeBinding } from '../../gateway/braintree/binding.js';
import type { ThreeDSecureAdapter, ThreeDSecureClient } from './port.js';

/**
 * braintree-web's 3D Secure, version '2-inline-iframe'. Why inline: with '2' (Cardinal's own modal)
 * the challenge UI is Cardinal's — no dialog role, no focus trap or focus return, its own close
 * button and sizing — and '2-bootstrap3-modal' needs Bootstrap on the page. Inline hands the
 * challenge frame over through `authentication-iframe-available` ({ element }, next), so the flow
 * puts it into its own accessible 440 px modal (the original's screens) and owns cancelling (backdrop, Escape, the
 * exit button when `cardinalSDKConfig.payment.displayExitButton` is set) via `cancelVerifyCard`.
 */
export default ({ client }: BraintreeBinding): ThreeDSecureAdapter => ({
  async createThreeDSecure({ cardinalSDKConfig }) {
    // The SDK rewrites `cardinalSDKConfig.payment` in place; the merchant's object stays as given.
    const config = cardinalSDKConfig ? { ...cardinalSDKConfig } : undefined;
    return (await threeDSecure.create({ client, version: '2-inline-iframe', ...(config ? { cardinalSDKConfig: config } : {}) })) as ThreeDSecureClient;
  },
});
