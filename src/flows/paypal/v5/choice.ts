/**
 * Whether PayPal and PayPal Credit run on braintree-web's `paypal-checkout` and PayPal's JS SDK v5: when the
 * merchant asks (`sdkVersion: 5`), or, without `sdkVersion`, for a tokenization key, which braintree-web's
 * `paypal-checkout-v6` refuses (docs/migration.md, "PayPal on PayPal's v6 SDK"). Otherwise v6.
 */
export const usesV5 = (authorizationType: string, sdkVersion: unknown) => (sdkVersion ?? (authorizationType === 'TOKENIZATION_KEY' ? 5 : 6)) === 5;
