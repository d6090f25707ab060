// src/i18n/option-labels.ts: the options' names a locale translates, in the order of the locale files'
// `labels` area, up to the last one some locale translates (the values are positional).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALE_IDS, OPTION_LABELS, translate } from '../../../scripts/string-areas.mjs';
import { TRANSLATED_LABELS } from '../../../src/i18n/option-labels.js';

test('TRANSLATED_LABELS is the labels area\'s order up to the last name some locale translates', () => {
  const labels = Object.keys(OPTION_LABELS);
  const english = Object.fromEntries(labels.map((label) => [label, label]));
  const translated = labels.map((label) => LOCALE_IDS.some((id) => ![undefined, label].includes(translate('labels', id, label, english))));
  assert.ok(translated.includes(true), 'some option name is translated');
  assert.equal(TRANSLATED_LABELS, labels.slice(0, translated.lastIndexOf(true) + 1));
});

test.run();
