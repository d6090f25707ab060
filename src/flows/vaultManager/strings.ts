// The vault manager's English strings (edit, delete confirmation), loaded with the view that uses them; every
// locale translates them too (src/i18n/locales/, shipped per area by build.mjs). The original's key names.
export const vaultManagerStrings = {
  edit: 'Edit',
  CreditCardDeleteConfirmationMessage: 'Delete {{secondaryIdentifier}} card ending in {{identifier}}?',
  PayPalAccountDeleteConfirmationMessage: 'Delete PayPal account {{identifier}}?',
  VenmoAccountDeleteConfirmationMessage: 'Are you sure you want to delete Venmo account with username {{identifier}}?',
  genericDeleteConfirmationMessage: 'Are you sure you want to delete this payment method?',
  deleteConfirmationButton: 'Delete',
  vaultManagerPaymentMethodDeletionError: 'Unable to delete payment method, please try again.',
  doneEditing: 'Done',
  editPaymentMethods: 'Edit payment methods',
  subscriptionCannotBeDeleted: 'This payment method has a subscription and cannot be deleted.',
};
