import { en_US, type Strings } from './en_US.js';
import { resolveLocale, type LocaleId } from './locales.js';

/** Fetches one locale's strings (each non-English locale ships as its own file, dist/esm/locales/<id>.js). */
export type ImportLocale = (id: LocaleId) => Promise<Strings>;

/** A shipped locale file holds only values, in en_US's key order (build.mjs): the keys go back on here. */
export const fromValues = (values: string[]): Strings => Object.fromEntries(Object.keys(en_US).map((key, i) => [key, values[i]]));

/** SPEC/compat order: English, then the chosen locale, then the merchant's overrides (as text). */
export async function loadStrings(locale: unknown, overrides: unknown, importLocale: ImportLocale): Promise<{ locale: LocaleId; strings: Strings }> {
  const id = resolveLocale(locale);
  const localized = id === 'en_US' ? {} : await importLocale(id);
  const merchant: Strings = {};
  if (overrides && typeof overrides === 'object') {
    for (const [key, value] of Object.entries(overrides)) if (typeof value === 'string') merchant[key] = value;
  }
  return { locale: id, strings: { ...en_US, ...localized, ...merchant } };
}
