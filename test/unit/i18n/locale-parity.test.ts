// Every locale translates every English string of every area, no unknown key, every {{placeholder}} kept;
// the areas are the ones build.mjs ships (scripts/string-areas.mjs: each slice's strings.ts beside its
// translations.json), and no key is in two of them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { LOCALES } from '../../../src/i18n/locales.js';
import { loadLocale } from '../../../src/i18n/load-strings.js';
import { LABEL_AREAS, LOCALE_BASES, LOCALE_IDS, STRING_AREAS, TRANSLATIONS } from '../../../scripts/string-areas.mjs';
import { allEnglish, english } from '../support/english.js';
import { importLocaleSource, localeSource } from '../support/import-locale.js';

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

test('the translations are of the 33 other locales: each area\'s file names only them, each locale stated or based on another', () => {
  assert.equal(LOCALE_IDS, LOCALES.filter((id) => id !== 'en_US').sort());
  for (const [area, file] of Object.entries(TRANSLATIONS)) {
    const stated = Object.keys(JSON.parse(readFileSync(file, 'utf8')));
    assert.equal(stated.filter((id) => !LOCALE_IDS.includes(id)), [], `${area}: unknown locales`);
    assert.equal(LOCALE_IDS.filter((id) => !stated.includes(id) && !Object.hasOwn(LOCALE_BASES, id)), [], `${area}: locales missing`);
  }
});

test('the areas are build.mjs\'s, and every key is in one area only', () => {
  assert.equal(Object.keys(english).sort(), [...Object.keys(STRING_AREAS), ...Object.keys(LABEL_AREAS)].sort());
  const keys = Object.values(english).flatMap((strings) => Object.keys(strings));
  assert.is(new Set(keys).size, keys.length);
});

for (const id of LOCALES.filter((l) => l !== 'en_US')) {
  test(`${id}: same keys as the English areas together, placeholders kept, nothing empty`, async () => {
    const strings = await localeSource(id);
    // The English variants state only how they differ (build.mjs fills the rest from English).
    if (id.startsWith('en_')) assert.equal(Object.keys(strings).filter((key) => !Object.hasOwn(allEnglish, key)), [], 'no unknown key');
    else assert.equal(Object.keys(strings).sort(), Object.keys(allEnglish).sort());
    for (const [key, text] of Object.entries(allEnglish)) {
      if (!Object.hasOwn(strings, key)) continue;
      assert.ok(strings[key].trim().length > 0, `${id}.${key} is empty`);
      assert.equal(placeholders(strings[key]), placeholders(text), `${id}.${key} placeholders`);
    }
    const { locale } = await loadLocale(id, importLocaleSource);
    assert.is(locale, id);
  });
}

test.run();
