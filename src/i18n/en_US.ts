// The shell's English strings under the original's keys (so merchant overrides keep working), plus a few of
// ours at the end. Each lazily loaded view brings its own (src/flows/<id>/strings.ts, src/vault-manager/strings.ts);
// every locale translates all of them.
export const en_US = {
  payingWith: 'Paying with {{paymentSource}}',
  chooseAnotherWayToPay: 'Choose another way to pay',
  chooseAWayToPay: 'Choose a way to pay',
  otherWaysToPay: 'Other ways to pay',
  deleteCancelButton: 'Cancel',
  genericError: 'Something went wrong on our end.',
  threeDSecureAuthenticationError: 'Something went wrong during 3D Secure authentication. Please try again.',
  payWithCard: 'Pay with card',
  endingIn: 'Ending in {{lastFourCardDigits}}',
  Card: 'Card',
  PayPal: 'PayPal',
  'PayPal Credit': 'PayPal Credit',
  'Apple Pay': 'Apple Pay',
  'Google Pay': 'Google Pay',
  Venmo: 'Venmo',
  'American Express': 'American Express',
  Discover: 'Discover',
  'Diners Club': 'Diners Club',
  MasterCard: 'Mastercard',
  Visa: 'Visa',
  JCB: 'JCB',
  Maestro: 'Maestro',
  UnionPay: 'UnionPay',
  Elo: 'Elo',
  Hiper: 'Hiper',
  Hipercard: 'Hipercard',
  Mir: 'Mir',
  // featherdrop's own keys
  developerError: 'Developer Error: Something went wrong. Check the console for details.',
  testMode: 'Test mode — simulated gateway',
  loading: 'Loading',
};

export type TranslationKey = keyof typeof en_US;
export type Strings = Record<string, string>;
