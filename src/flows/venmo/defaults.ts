/**
 * What featherdrop hands braintree-web's venmo.create unless the merchant says otherwise (the original's behaviour and validation: the desktop
 * QR flow allowed, a multi-use nonce; the app may return to a new tab). docs/options.md's Venmo table shows them,
 * and the docs test compares it with this object.
 */
export const VENMO_DEFAULTS = { allowDesktop: true, paymentMethodUsage: 'multi_use', allowNewBrowserTab: true } as const;
