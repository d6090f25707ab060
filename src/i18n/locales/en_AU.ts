import type { Strings } from '../en_US.js';
import { en_GB } from './en_GB.js';

/** Australian English: en_GB with these differences. */
export const en_AU: Strings = {
  ...en_GB,
  cardholderNamePlaceholder: 'Name on card',
};
