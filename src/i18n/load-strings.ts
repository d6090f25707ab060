import { en_US, type Strings } from './en_US.js';
import { resolveLocale, type LocaleId } from './locales.js';

/** Fetches one locale's strings (each non-English locale ships as its own file, dist/esm/locales/<id>.js). */
export type ImportLocale = (id: LocaleId) => Promise<Strings>;

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
