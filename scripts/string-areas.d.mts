/** area → [English file, its export]. */
export const STRING_AREAS: Record<string, [file: string, exportName: string]>;
/** area → its translations file (locale → key → string). */
export const TRANSLATIONS: Record<string, string>;
/** Areas whose locale values ship in files of their own (<id>.<area>.js). */
export const SEPARATE_AREAS: string[];
/** A locale whose translations state only how it differs from another. */
export const LOCALE_BASES: Record<string, string>;
/** label → the slice whose translations.json translates it: the payment options' labels the shell's strings do not hold. */
export const OPTION_LABELS: Record<string, string>;
/** `<slice>-labels` → that slice's labels of OPTION_LABELS, in its definitions' order: an area shipped apart. */
export const LABEL_AREAS: Record<string, string[]>;
/** The locales other than en_US. */
export const LOCALE_IDS: string[];
/** A locale's string of an area's key: its own, else its base's (English last for the English variants). */
export function translate(area: string, id: string, key: string, english: Record<string, string>): string | undefined;
