// The Venmo sheet's English strings, loaded with the view that uses them; every
// locale translates them too (src/i18n/locales/, shipped per area by build.mjs). The original's key names.
export const venmoStrings = {
  venmoButtonMustBeUsed: 'Use the Venmo button to continue with your payment.',
  venmoCanceledError: 'Something went wrong. Make sure you have the latest version of the Venmo app and that your browser can switch to Venmo.',
  venmoAppFailedError: 'The Venmo app could not be found.',
};
