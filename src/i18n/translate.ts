import type { Strings, TranslationKey } from './en_US.js';

export interface Translate {
  (key: TranslationKey | (string & {}), params?: Record<string, string | undefined>): string;
  /** Whether a string of that key exists (an own property). */
  has(key: string): boolean;
}

/**
 * `t('endingIn', {lastFourCardDigits: '1111'})`. Keys and placeholders come from data (a saved
 * card's type, a merchant's translation), so only own properties count: an unknown key falls back to
 * the key itself and a placeholder without a parameter stays as written. The table is read live, so
 * strings added later (a lazily loaded view's) are found.
 */
export function createTranslate(strings: Strings): Translate {
  const t = (key: string, params?: Record<string, string | undefined>) =>
    (Object.hasOwn(strings, key) ? strings[key] : String(key)).replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
      params && Object.hasOwn(params, name) ? params[name] ?? '' : placeholder);
  return Object.assign(t, { has: (key: string) => Object.hasOwn(strings, key) });
}
