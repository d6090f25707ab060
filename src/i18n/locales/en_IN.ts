import type { Strings } from '../en_US.js';
import { en_GB } from './en_GB.js';

/** Indian English: en_GB with these differences. */
export const en_IN: Strings = {
  ...en_GB,
  fieldEmptyForPostalCode: 'Please enter a pincode.',
  fieldInvalidForPostalCode: 'This pincode is not valid.',
  postalCodeLabel: 'Pincode',
  payWithCard: 'Pay with credit or debit card',
  testMode: 'Test mode — simulated gateway',
};
