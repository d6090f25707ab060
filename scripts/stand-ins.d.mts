/** The build's stand-ins for files braintree-web requires, by name: their paths from the project root. */
export const STAND_INS: Record<string, string>;
/** Throws when a stand-in was not an input of the build whose metafile this is. */
export function checkStandIns(metafile: { inputs: Record<string, unknown> }): void;
