import type { Strings, TranslationKey } from './en_US.js';

export type Translate = (key: TranslationKey | (string & {}), params?: Record<string, string | undefined>) => string;

/** `t('endingIn', {lastFourCardDigits: '1111'})`; unknown keys fall back to the key itself. */
export function createTranslate(strings: Strings): Translate {
  return (key, params) =>
    (strings[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => params?.[name] ?? '');
}
