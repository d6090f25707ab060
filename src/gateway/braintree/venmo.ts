import './sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import venmo from 'braintree-web/venmo';
import type { VenmoAdapter } from '../venmo.js';

/**
 * braintree-web/venmo: availability by its isBrowserSupported (with the creation options, so
 * allowDesktop / allowNewBrowserTab / allowWebviews count), then create. The SDK itself runs the
 * desktop QR overlay and its polling, the app switch and the return from it.
 */
export const venmoAdapter = (client: unknown): VenmoAdapter => ({
  async createVenmo(options) {
    if (!venmo.isBrowserSupported(options)) {
      throw Object.assign(new Error('Venmo is not supported by this browser.'), { type: 'MERCHANT', code: 'VENMO_BROWSER_NOT_SUPPORTED' });
    }
    return venmo.create({ ...options, client });
  },
});
