// src/i18n/option-labels.ts (derived by the build from the slices' translations): the options' names a locale
// translates, in the order of the locale files' `labels` area, up to the last one some locale translates (the
// values are positional). Read against the built locale files: each position is the translation of that name.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALE_IDS, OPTION_LABELS, translate } from '../../../scripts/string-areas.mjs';
import { TRANSLATED_LABELS } from '../../../src/i18n/option-labels.js';

const labelsArea = (id: string): Array<string | null> => {
  const text = readFileSync(`dist/esm/locales/${id}.js`, 'utf8');
  return JSON.parse(text.slice(text.indexOf('=') + 1, text.lastIndexOf(';'))).labels ?? [];
};

test('TRANSLATED_LABELS names, in order, each value of every locale file\'s labels area', () => {
  const english = Object.fromEntries(Object.keys(OPTION_LABELS).map((label) => [label, label]));
  assert.ok(TRANSLATED_LABELS.length > 0, 'some option name is translated');
  assert.equal(TRANSLATED_LABELS, Object.keys(OPTION_LABELS).slice(0, TRANSLATED_LABELS.length), 'the labels area\'s order');
  let longest = 0;
  for (const id of LOCALE_IDS) {
    const values = labelsArea(id);
    longest = Math.max(longest, values.length);
    assert.ok(values.length <= TRANSLATED_LABELS.length, `${id}: no value past the names it knows`);
    values.forEach((value, i) => value !== null && assert.is(value, translate('labels', id, TRANSLATED_LABELS[i], english), `${id}: ${TRANSLATED_LABELS[i]}`));
  }
  assert.is(longest, TRANSLATED_LABELS.length, 'the last name is one some locale translates');
});

test.run();
