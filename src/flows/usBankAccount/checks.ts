import { validate as isRoutingNumber } from 'abavalidator';

/** The states, the District of Columbia and the territories ACH reaches, by their postal codes. */
const REGIONS = new Set(('AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI '
  + 'SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI').split(' '));

/** What is wrong with a field's value (a translation key), or nothing. Every field is required. */
export const CHECKS: Record<string, (value: string) => string | undefined> = {
  // Nine digits whose ABA checksum (weights 3, 7, 1) is a multiple of ten.
  routingNumber: (value) => (isRoutingNumber(value) ? undefined : 'achRoutingNumberInvalid'),
  accountNumber: (value) => (/^\d{4,17}$/.test(value) ? undefined : 'achAccountNumberInvalid'),
  region: (value) => (REGIONS.has(value.toUpperCase()) ? undefined : 'achRegionInvalid'),
  postalCode: (value) => (/^\d{5}(-\d{4})?$/.test(value) ? undefined : 'achPostalCodeInvalid'),
};

export function problemOf(field: string, value: string): string | undefined {
  if (!value.trim()) return 'achFieldEmpty';
  return CHECKS[field]?.(value.trim());
}
