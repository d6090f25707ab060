// The local payment sheets' English strings, loaded with the view that uses them; every locale translates them
// too (translations.json). The errors' keys follow braintree-web's LOCAL_PAYMENT_* codes (the sheet error's selection rule (src/i18n/sheet-error.ts)).
export const shipsApart = true;

export const localPaymentStrings = {
  localPaymentNotice: 'You will confirm the payment with {{method}} in a new window.',
  localPaymentContinue: 'Continue to {{method}}',
  localPaymentWaiting: 'Finish the payment in the {{method}} window.',
  localPaymentShowWindow: 'Show the {{method}} window',
  localPaymentButtonMustBeUsed: 'Use the Continue button to confirm the payment in a new window.',
  localPaymentWindowOpenFailedError: 'The payment window could not open. Allow pop-ups for this site and try again.',
  localPaymentStartPaymentFailedError: 'The payment was not completed. Try again or choose another way to pay.',
  localPaymentTokenizationFailedError: 'Something went wrong confirming the payment. Please try again.',
  localPaymentInvalidPaymentOptionError: 'This payment method cannot be used for this payment. Choose another way to pay.',
};
