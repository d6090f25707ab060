import { DropinError } from '../../../errors.js';

/** The merchant's mistake in `paypal.sdkVersion` or `paypalCredit.sdkVersion`: the option fails to set up with it. */
export const sdkVersionInvalid = (id: string) => `options.${id}.sdkVersion must be 5 or 6.`;

/** Throws the DropinError for an `sdkVersion` that is neither absent, 5 nor 6. */
export function checkSdkVersion(id: string, sdkVersion: unknown) {
  if (![undefined, 5, 6].includes(sdkVersion as number)) throw new DropinError(sdkVersionInvalid(id));
}
