// The US bank account (ACH) sheet's English strings, loaded with it; every locale translates them
// (translations.json, which also holds the option's label, 'US bank account', shipped in every locale file).
/** Its locale values ship in files of their own, fetched with the sheet: a widget without ACH never loads them. */
export const shipsApart = true;

export const usBankAccountStrings = {
  achOwnershipLabel: 'Account owner',
  achPersonal: 'Personal',
  achBusiness: 'Business',
  achFirstNameLabel: 'First name',
  achLastNameLabel: 'Last name',
  achBusinessNameLabel: 'Business name',
  achRoutingNumberLabel: 'Routing number',
  achAccountNumberLabel: 'Account number',
  achAccountTypeLabel: 'Account type',
  achChecking: 'Checking',
  achSavings: 'Savings',
  achBillingAddressLabel: 'Billing address',
  achStreetAddressLabel: 'Street address',
  achLocalityLabel: 'City',
  achRegionLabel: 'State',
  achPostalCodeLabel: 'ZIP code',
  achMandateAgree: 'I agree to the authorization above.',
  achFieldEmpty: 'Please fill out this field.',
  achRoutingNumberInvalid: 'This routing number is not valid.',
  achAccountNumberInvalid: 'An account number has 4 to 17 digits.',
  achRegionInvalid: 'Enter the state as two letters, such as NY.',
  achPostalCodeInvalid: 'Enter a 5-digit ZIP code.',
  achMandateRequired: 'Agree to the authorization to pay from this account.',
  achFieldsInvalid: 'Check your information and try again.',
  usBankAccountFailedTokenizationError: 'This bank account could not be used. Check the routing and account numbers.',
};
