/** The original's constants: how long the PayPal script may take to load before the option is shown failed. */
export const PAYPAL_SETUP_TIMEOUT = 30_000;
