// The Pay Later sheet's English strings, loaded with it; every locale translates them (translations.json,
// which also holds the option's label, 'PayPal Pay Later', a PayPal product name kept in every locale).
/** Its locale values ship in files of their own, fetched with the sheet: a widget without Pay Later never loads them. */
export const shipsApart = true;

export const payLaterStrings = {
  payLaterButtonMustBeUsed: 'Use the PayPal Pay Later button to continue with your payment.',
  payLaterFlowFailedError: 'Something went wrong connecting to PayPal. Please try again.',
  payLaterTokenizationFailedError: 'Something went wrong adding the PayPal account. Please try again.',
};
