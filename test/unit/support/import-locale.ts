import { readFileSync } from 'node:fs';
import type { Strings } from '../../../src/i18n/en_US.js';
import type { Localized } from '../../../src/i18n/load-strings.js';
import type { LocaleId } from '../../../src/i18n/locales.js';
import { LOCALE_BASES, TRANSLATIONS } from '../../../scripts/string-areas.mjs';
import { english } from './english.js';

const tables = Object.fromEntries(Object.entries(TRANSLATIONS).map(([area, file]) => [area, JSON.parse(readFileSync(file, 'utf8')) as Record<string, Strings>]));

/** A locale's own translations of one area, as translators write them (its base's where it states only how it differs). */
export function ownStrings(id: LocaleId, area: string): Strings {
  const base = LOCALE_BASES[id];
  const own = tables[area][id];
  return { ...(base && base !== 'en_US' ? ownStrings(base, area) : {}), ...own };
}

/** A locale's strings, every area together (English variants fall back to English where they state nothing). */
export const localeSource = async (id: LocaleId): Promise<Strings> =>
  Object.assign({}, ...Object.keys(english).map((area) => ownStrings(id, area)));

/**
 * Unit tests read the translation sources directly (the shipped build fetches dist/esm/locales/<id>.js, values
 * per area): each area gets the locale's strings of that area's keys (English where an English variant states none).
 */
export const importLocaleSource = async (id: LocaleId): Promise<Localized> => (area, englishStrings) => {
  const own = ownStrings(id, area);
  return Object.fromEntries(Object.keys(englishStrings).map((key) => [key, own[key] ?? englishStrings[key]]));
};
