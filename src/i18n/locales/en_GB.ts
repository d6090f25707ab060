import type { Strings } from '../en_US.js';

/** British English: how it differs from en_US (build.mjs fills the rest from the English strings). */
export const en_GB: Strings = {
  VenmoAccountDeleteConfirmationMessage: 'Are you sure you want to delete the Venmo account with username {{identifier}}?',
  fieldEmptyForCvv: 'Please enter a CVV.',
  fieldEmptyForExpirationDate: 'Please enter an expiry date.',
  fieldEmptyForCardholderName: 'Please enter the cardholder name.',
  fieldEmptyForNumber: 'Please enter a card number.',
  fieldEmptyForPostalCode: 'Please enter a postcode.',
  fieldInvalidForExpirationDate: 'This expiry date is not valid.',
  fieldInvalidForPostalCode: 'This postcode is not valid.',
  hostedFieldsTokenizationFailOnDuplicateError: 'This card is already saved as a payment method.',
  hostedFieldsFailedTokenizationError: 'Check your details and try again.',
  hostedFieldsFieldsInvalidError: 'Check your details and try again',
  hostedFieldsTokenizationCvvVerificationFailedError: 'Card verification failed. Check your details and try again.',
  paypalTokenizationRequestActiveError: 'PayPal payment authorisation is already in progress.',
  vaultManagerPaymentMethodDeletionError: 'Unable to delete payment method. Please try again.',
  cardholderNameLabel: 'Cardholder name',
  cardNumberLabel: 'Card number',
  expirationDateLabel: 'Expiry date',
  cardholderNamePlaceholder: 'Cardholder name',
  postalCodeLabel: 'Postcode',
  developerError: 'Developer error: Something went wrong. Check the console for details.',
  testMode: 'Test mode – simulated gateway',
};
