import '../../../gateway/braintree/sdk.js'; // reaches braintree-web's client as every braintree-web chunk does: its shared code stays in the client's chunk (sdk.ts)
// @ts-expect-error braintree-web ships no types for its frame service
import frameService from 'braintree-web/lib/frame-service/external';

/**
 * Puts braintree-web's frame service in place of the stand-in (src/gateway/braintree/lazy-paypal-frame-service.cjs),
 * created with the options paypal-checkout-v6 gave it; resolves once its dispatch frame answered. At setup, not on
 * the click: startVaultInitiatedCheckout opens its popup only if nothing is left to wait for (Safari's popup rule).
 */
export const useFrameService = (instance: { _frameService?: unknown }) => new Promise<void>((resolve) => {
  frameService.create((instance._frameService as { options: unknown }).options, (service: unknown) => {
    instance._frameService = service;
    resolve();
  });
});
