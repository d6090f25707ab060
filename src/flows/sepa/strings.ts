// The SEPA Direct Debit sheet's English strings, loaded with it; every locale translates them (translations.json,
// which also holds the option's label, 'SEPA Direct Debit', shipped in every locale file's labels area).
/** Its locale values ship in files of their own, fetched with the sheet: a widget without SEPA never loads them. */
export const shipsApart = true;

export const sepaStrings = {
  sepaAccountHolderLabel: 'Account holder',
  sepaIbanLabel: 'IBAN',
  sepaAccountHolderEmpty: 'Please fill out the account holder\'s name.',
  sepaIbanEmpty: 'Please fill out an IBAN.',
  sepaIbanInvalid: 'This IBAN is not valid.',
  sepaFieldsInvalid: 'Check your information and try again.',
  sepaMandateOneOff: 'Your bank will ask you to approve a SEPA Direct Debit mandate for this payment.',
  sepaMandateRecurrent: 'Your bank will ask you to approve a SEPA Direct Debit mandate for this and future payments.',
  sepaCustomerCanceledError: 'The mandate was not approved, so nothing will be debited.',
  sepaTokenizationFailedError: 'Your bank could not set up the mandate. Try again or choose another way to pay.',
  sepaCreateMandateFailedError: 'This account cannot be debited. Check the IBAN or choose another way to pay.',
};
