/** One place the build depends on braintree-web's insides (scripts/build/braintree-pins.mjs). */
export type Pin =
  | { name: string; kind: 'deep import'; specifier: RegExp }
  | { name: string; kind: 'stand-in'; specifier: RegExp; requiredIn: string; standIn: string; onlyThere?: boolean }
  | { name: string; kind: 'patch'; file: string; find: RegExp; replace: string | ((match: string, ...groups: string[]) => string) };
/** The braintree-web version every pin was last checked against. */
export const CHECKED_AGAINST: string;
export const PINS: Pin[];
/** Each stand-in's path from the project root, by its pin's name. */
export const STAND_INS: Record<string, string>;
/** `source` with the patch applied; throws, naming the pin, when it no longer matches. */
export function patched(pin: Pin & { kind: 'patch' }, source: string): string;
/** The errors of the pins that no longer apply to the braintree-web in `dir` (the installed one by default). */
export function pinFailures(pins?: Pin[], dir?: string): Error[];
/** Throws, naming every pin that no longer applies. */
export function checkPins(pins?: Pin[], dir?: string): void;
/** Throws when a stand-in was not an input of the build whose metafile this is. */
export function checkStandIns(metafile: { inputs: Record<string, unknown> }): void;
export const braintreeSources: { name: string; setup(build: unknown): void };
