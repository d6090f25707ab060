// The PayPal sheets' English strings, loaded with the view that uses them; every
// locale translates them too (src/i18n/locales/, shipped per area by build.mjs). The original's key names.
export const paypalStrings = {
  paypalButtonMustBeUsed: 'Use the PayPal button to continue with your payment.',
  paypalAccountTokenizationFailedError: 'Something went wrong adding the PayPal account. Please try again.',
  paypalFlowFailedError: 'Something went wrong connecting to PayPal. Please try again.',
  paypalTokenizationRequestActiveError: 'PayPal payment authorization is already in progress.',
};
