import { en_US, type Strings } from './en_US.js';
import { resolveLocale, type LocaleId } from './locales.js';

/** Each non-English locale is its own chunk; esbuild splits this template import per file. */
function importLocale(id: LocaleId): Promise<Strings> {
  return import(`./locales/${id}.ts`).then((m: Record<string, Strings>) => m[id]);
}

/** SPEC/compat order: English, then the chosen locale, then the merchant's overrides (as text). */
export async function loadStrings(locale: unknown, overrides?: unknown): Promise<{ locale: LocaleId; strings: Strings }> {
  const id = resolveLocale(locale);
  const localized = id === 'en_US' ? {} : await importLocale(id);
  const merchant: Strings = {};
  if (overrides && typeof overrides === 'object') {
    for (const [key, value] of Object.entries(overrides)) if (typeof value === 'string') merchant[key] = value;
  }
  return { locale: id, strings: { ...en_US, ...localized, ...merchant } };
}
