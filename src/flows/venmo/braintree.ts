import '../../gateway/braintree/sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import venmo from 'braintree-web/venmo';
import isIncognito from '../../gateway/braintree/incognito-once.cjs'; // what braintree-web's venmo gets for @braintree/browser-detection/is-incognito
import type { VenmoAdapter, VenmoPort } from './port.js';
import type { BraintreeBinding } from '../../gateway/braintree/binding.js';

/** Asks braintree-web's private-window check early, so venmo.create finds the answer in (incognito-once.cjs). */
export const start = () => {
  isIncognito().catch(() => {});
};

/**
 * braintree-web/venmo: availability by its isBrowserSupported (with the creation options, so
 * allowDesktop / allowNewBrowserTab / allowWebviews count), then create. The SDK itself runs the
 * desktop QR overlay and its polling, the app switch and the return from it.
 */
export default ({ client }: BraintreeBinding): VenmoAdapter => ({
  async createVenmo(options) {
    if (!venmo.isBrowserSupported(options)) {
      throw Object.assign(new Error('Venmo is not supported by this browser.'), { type: 'MERCHANT', code: 'VENMO_BROWSER_NOT_SUPPORTED' });
    }
    const make = () => venmo.create({ ...options, client }) as Promise<VenmoPort>;
    const first = await make();
    let current = Promise.resolve(first);
    return {
      hasTokenizationResult: () => first.hasTokenizationResult(),
      async tokenize() {
        const used = await current.catch(() => (current = make()));
        return used.tokenize().catch((error) => {
          // After a failure braintree-web readies a new payment context; when that fails too, its instance stays
          // "in progress" and refuses every later tokenize (VENMO_TOKENIZATION_REQUEST_ACTIVE). A new one takes over
          // unless the shopper cancelled (the context was readied then).
          if (!/CANCELED$/.test(error?.code)) current = used.teardown().catch(() => {}).then(make);
          throw error;
        });
      },
      teardown: () => current.then((used) => used.teardown(), () => {}),
    };
  },
});
