// Every locale translates every English string of every area, no unknown key, every {{placeholder}} kept;
// the areas are the ones build.mjs ships (scripts/string-areas.mjs), and no key is in two of them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import { LOCALES } from '../../../src/i18n/locales.js';
import { loadLocale } from '../../../src/i18n/load-strings.js';
import { STRING_AREAS } from '../../../scripts/string-areas.mjs';
import { allEnglish, english } from '../support/english.js';
import { importLocaleSource, localeSource } from '../support/import-locale.js';

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

test('a file for each of the 33 other locales', () => {
  const files = readdirSync('src/i18n/locales').map((f) => f.replace(/\.ts$/, '')).sort();
  assert.equal(files, LOCALES.filter((id) => id !== 'en_US').sort());
});

test('the areas are build.mjs\'s, and every key is in one area only', () => {
  assert.equal(Object.keys(english).sort(), Object.keys(STRING_AREAS).sort());
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
