import { en_US, type Strings } from './en_US.js';
import { resolveLocale, type LocaleId } from './locales.js';
import { createTranslate, type Translate } from './translate.js';

/** A locale's translations of one area's strings (the keys of that area's English table). */
export interface Localized {
  (area: string, english: Strings): Strings;
  /** Fetches an area shipped in a file of its own (SEPARATE_AREAS); undefined when it is here already. */
  loadArea?(area: string): Promise<void> | undefined;
}

/** Fetches one locale (each non-English locale ships as its own file, dist/esm/locales/<id>.js). */
export type ImportLocale = (id: LocaleId) => Promise<Localized>;

/**
 * A shipped locale file holds each area's values in its English key order (build.mjs): the keys go back on
 * here. Areas few widgets show come in files of their own, fetched with `importArea` when their view loads.
 */
export function fromAreas(areas: Record<string, string[] | undefined>, importArea?: (area: string) => Promise<string[]>): Localized {
  const localized: Localized = (area, english) =>
    Object.fromEntries(Object.keys(english).flatMap((key, i) => (areas[area]?.[i] == null ? [] : [[key, areas[area]![i]]])));
  localized.loadArea = (area) => (areas[area] || !importArea ? undefined : importArea(area).then((values) => { areas[area] = values; }));
  return localized;
}

/**
 * The original's locale resolution, then the locale's file (with the areas the widget needs from the start). A locale that cannot load (a file missing from
 * a bundle or a CDN) is not worth a failed checkout: English, with a warning for the developer.
 */
export async function loadLocale(requested: unknown, importLocale: ImportLocale, areas: string[] = []): Promise<{ locale: LocaleId; localized?: Localized }> {
  const locale = resolveLocale(requested);
  if (locale === 'en_US') return { locale };
  try {
    const localized = await importLocale(locale);
    await Promise.all(areas.map((area) => localized.loadArea?.(area)));
    return { locale, localized };
  } catch (error) {
    console.warn(`featherdrop: the ${locale} strings could not be loaded; showing English.`, error);
    return { locale: 'en_US' };
  }
}

/**
 * The widget's strings: English, then the locale, then the merchant's overrides (strings only, shown as
 * text). A lazily loaded view adds its area's English strings when it loads; the locale's translations
 * and the merchant's overrides of them still win.
 */
export function createStrings(localized: Localized | undefined, overrides: unknown, labels: Record<string, Strings> = {}): { t: Translate; addStrings(area: string, english: Strings): Promise<void> } {
  const merchant: Strings = {};
  if (overrides && typeof overrides === 'object') {
    for (const [key, value] of Object.entries(overrides)) if (typeof value === 'string') merchant[key] = value;
  }
  // `labels`: area → the opt-in options' names (each in its English words), by their slice's labels area
  // (src/dropin/opt-in-loaded.ts), fetched with the locale, so a tile is named before its option's strings load.
  const table: Strings = { ...en_US, ...localized?.('core', en_US) };
  for (const [area, english] of Object.entries(labels)) Object.assign(table, english, localized?.(area, english));
  Object.assign(table, merchant);
  return {
    t: createTranslate(table),
    /** Synchronous for an area the locale file holds; one in a file of its own settles once fetched (English if it cannot be). */
    addStrings(area, english) {
      const add = () => {
        const translated = localized?.(area, english) ?? {};
        for (const key of Object.keys(english)) if (!Object.hasOwn(table, key)) table[key] = translated[key] ?? english[key];
      };
      const loading = localized?.loadArea?.(area);
      if (!loading) {
        add();
        return Promise.resolve();
      }
      return loading.then(add, (error) => {
        console.warn(`featherdrop: the ${area} strings could not be loaded; showing English.`, error);
        add();
      });
    },
  };
}
