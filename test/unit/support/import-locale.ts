import type { Strings } from '../../../src/i18n/en_US.js';
import type { Localized } from '../../../src/i18n/load-strings.js';
import type { LocaleId } from '../../../src/i18n/locales.js';

/** A locale's source object (every key of every area, as translators write it). */
export const localeSource = (id: LocaleId): Promise<Strings> =>
  import(`../../../src/i18n/locales/${id}.ts`).then((m: Record<string, Strings>) => m[id]);

/**
 * Unit tests read the locale sources directly (the shipped build fetches dist/esm/locales/<id>.js, values
 * per area): each area gets the source's strings of that area's keys (English where an English variant states none).
 */
export const importLocaleSource = (id: LocaleId): Promise<Localized> =>
  localeSource(id).then((source) => (_area, english) => Object.fromEntries(Object.keys(english).map((key) => [key, source[key] ?? english[key]])));
