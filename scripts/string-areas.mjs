// The English strings by area: the shell's (shipped in the core) and each lazily loaded view's (shipped
// with it). build.mjs writes each locale's values per area in this order; the locale-parity test checks
// that every locale translates every area. An area's name is what its view passes to addStrings().
export const STRING_AREAS = {
  core: ['src/i18n/en_US.ts', 'en_US'],
  card: ['src/flows/card/strings.ts', 'cardStrings'],
  billing: ['src/flows/card/billing-strings.ts', 'billingStrings'],
  paypal: ['src/flows/paypal/strings.ts', 'paypalStrings'],
  venmo: ['src/flows/venmo/strings.ts', 'venmoStrings'],
  applePay: ['src/flows/applePay/strings.ts', 'applePayStrings'],
  googlePay: ['src/flows/googlePay/strings.ts', 'googlePayStrings'],
  vaultManager: ['src/vault-manager/strings.ts', 'vaultManagerStrings'],
};

// Areas few widgets show (the billing address: only with card.billingAddress): each locale's values of
// these ship in a file of their own, <id>.<area>.js, fetched when the view loads, not in every locale file.
export const SEPARATE_AREAS = ['billing'];
