// The Google Pay sheet's English strings, loaded with the view that uses them; every
// locale translates them too (src/i18n/locales/, shipped per area by build.mjs). The original's key names.
export const googlePayStrings = {
  googlePayButtonMustBeUsed: 'Use the Google Pay button to continue with your payment.',
};
