import type { Strings, TranslationKey } from './en_US.js';

export type Translate = (key: TranslationKey | (string & {}), params?: Record<string, string | undefined>) => string;

/**
 * `t('endingIn', {lastFourCardDigits: '1111'})`. Keys and placeholders come from data (a saved
 * card's type, a merchant's translation), so only own properties count: an unknown key falls back to
 * the key itself and a placeholder without a parameter stays as written.
 */
export function createTranslate(strings: Strings): Translate {
  return (key, params) =>
    (Object.hasOwn(strings, key) ? strings[key] : String(key)).replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
      params && Object.hasOwn(params, name) ? params[name] ?? '' : placeholder);
}
