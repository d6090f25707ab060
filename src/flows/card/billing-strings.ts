// The billing address's English strings (card.billingAddress), loaded with its chunk; every locale
// translates them (src/i18n/locales/). The postal code's label and message are the card sheet's.
/** Its locale values ship in files of their own, fetched with the billing address's chunk. */
export const shipsApart = true;

export const billingStrings = {
  billingAddressHeading: 'Billing Address',
  countryLabel: 'Country',
  streetAddressLabel: 'Street Address',
  extendedAddressLabel: 'Apartment, Suite, Unit',
  localityLabel: 'City',
  stateLabel: 'State',
  provinceLabel: 'Province',
  regionLabel: 'State / Province / Region',
  optionalLabel: '(optional)',
  selectPlaceholder: 'Select…',
  fieldEmptyForCountry: 'Please select a country.',
  fieldEmptyForStreetAddress: 'Please fill out a street address.',
  fieldEmptyForExtendedAddress: 'Please fill out an apartment, suite or unit.',
  fieldEmptyForLocality: 'Please fill out a city.',
  fieldEmptyForRegion: 'Please fill out a state, province or region.',
  fieldEmptyForState: 'Please select a state.',
  fieldEmptyForProvince: 'Please select a province.',
};
