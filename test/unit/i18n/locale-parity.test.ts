// Every locale has every en_US key, no unknown key, and keeps every {{placeholder}}.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import { en_US } from '../../../src/i18n/en_US.js';
import { LOCALES } from '../../../src/i18n/locales.js';
import { loadStrings } from '../../../src/i18n/load-strings.js';
import { importLocaleSource } from '../support/import-locale.js';

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

test('a file for each of the 33 other locales', () => {
  const files = readdirSync('src/i18n/locales').map((f) => f.replace(/\.ts$/, '')).sort();
  assert.equal(files, LOCALES.filter((id) => id !== 'en_US').sort());
});

for (const id of LOCALES.filter((l) => l !== 'en_US')) {
  test(`${id}: same keys as en_US, placeholders kept, nothing empty`, async () => {
    const module = await import(`../../../src/i18n/locales/${id}.ts`);
    const strings: Record<string, string> = module[id];
    assert.equal(Object.keys(strings).sort(), Object.keys(en_US).sort());
    for (const [key, english] of Object.entries(en_US)) {
      assert.ok(strings[key].trim().length > 0, `${id}.${key} is empty`);
      assert.equal(placeholders(strings[key]), placeholders(english), `${id}.${key} placeholders`);
    }
    const { locale } = await loadStrings(id, undefined, importLocaleSource);
    assert.is(locale, id);
  });
}

test.run();
