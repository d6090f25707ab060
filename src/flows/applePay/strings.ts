// The Apple Pay sheet's English strings, loaded with the view that uses them; every
// locale translates them too (src/i18n/locales/, shipped per area by build.mjs). The original's key names.
export const applePayStrings = {
  applePayButtonMustBeUsed: 'Use the Apple Pay button to continue with your payment.',
  applePayTokenizationError: 'A network error occurred while processing the Apple Pay payment. Please try again.',
  applePayActiveCardError: 'Add a supported card to your Apple Pay wallet.',
};
