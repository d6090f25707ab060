// The simulator's pages and dialogs speak the widget's language (issue 32): every table of texts
// (src/**/simulator-texts.json, src/**/simulator/texts.json) has the same keys and parameters in each
// language, a language for each of the 34 locales, and right to left the values keep their own direction.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALES } from '../../../src/i18n/locales.js';
import { simulatorTexts, type SimulatorTexts } from '../../../src/gateway/simulator/texts.js';

const src = join(process.cwd(), 'src');
const tables = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => /(^|\/)(simulator-texts|simulator\/texts)\.json$/.test(file))
  .map((file) => ({ file, texts: JSON.parse(readFileSync(join(src, file), 'utf8')) as SimulatorTexts }));
const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

test('the tables are found: the shared one and those of Google Pay, the local payment methods, PayPal, SEPA and 3D Secure', () => {
  assert.equal(tables.map((t) => t.file).sort(), [
    'flows/googlePay/simulator-texts.json', 'flows/localPayment/simulator-texts.json', 'flows/paypal/simulator-texts.json', 'flows/sepa/simulator-texts.json',
    'flows/threeDSecure/simulator/texts.json', 'gateway/simulator/texts.json',
  ]);
});

test('each language has every English key, with the same parameters, and nothing else', () => {
  for (const { file, texts } of tables) {
    for (const [language, own] of Object.entries(texts)) {
      assert.equal(Object.keys(own).sort(), Object.keys(texts.en).sort(), `${file} ${language}`);
      for (const [key, text] of Object.entries(own)) assert.equal(params(text), params(texts.en[key]), `${file} ${language} ${key}`);
    }
  }
});

test('every locale but English reads its own language: no text falls back to English', () => {
  for (const locale of LOCALES.filter((id) => !id.startsWith('en_'))) {
    for (const { file, texts } of tables) {
      const own = simulatorTexts(locale, texts);
      const english = simulatorTexts('en_US', texts);
      for (const key of Object.keys(texts.en)) assert.is.not(own.text(key), english.text(key), `${file} ${locale} ${key}`);
    }
  }
});

test('Chinese: zh_HK and zh_TW read Traditional, zh_CN and zh_XC Simplified; lang is a valid tag', () => {
  const [shared] = tables.filter((t) => t.file.startsWith('gateway/'));
  assert.is(simulatorTexts('zh_TW', shared.texts).text('approve'), '核准');
  assert.is(simulatorTexts('zh_HK', shared.texts).text('approve'), '核准');
  assert.is(simulatorTexts('zh_CN', shared.texts).text('approve'), '批准');
  assert.is(simulatorTexts('zh_XC').lang, 'zh-Hans');
  assert.is(simulatorTexts('fr_XC').lang, 'fr');
  assert.is(simulatorTexts('pt_BR').lang, 'pt-BR');
  for (const locale of LOCALES) assert.ok(Intl.getCanonicalLocales(simulatorTexts(locale).lang).length, locale);
});

test('parameters are filled in; a view\'s own table comes first, then the shared one', () => {
  const own = { en: { title: 'Pay {{amount}}', approve: 'Yes' }, de: { title: '{{amount}} zahlen', approve: 'Ja' } };
  assert.is(simulatorTexts('de_DE', own).text('title', { amount: '10,00 $' }), '10,00 $ zahlen');
  assert.is(simulatorTexts('de_DE', own).text('approve'), 'Ja');
  assert.is(simulatorTexts('de_DE', own).text('cancel'), 'Abbrechen');
  assert.is(simulatorTexts('en_US').text('simulated', { name: 'PayPal' }), 'PayPal (simulated)');
});

test('right to left (ar_EG, he_IL) the page is rtl and each value is isolated (FSI … PDI), so a card or an amount keeps its order', () => {
  for (const locale of ['ar_EG', 'he_IL']) {
    const texts = simulatorTexts(locale);
    assert.is(texts.dir, 'rtl');
    assert.ok(texts.text('payWith', { amount: '$10.00', card: 'Visa •••• 1111' }).includes('\u2068Visa •••• 1111\u2069'), locale);
  }
  assert.is(simulatorTexts('de_DE').dir, 'ltr');
  assert.is(simulatorTexts('en_US').text('payWith', { amount: '$10.00', card: 'Visa' }), 'Pay $10.00 with Visa?');
});

test('money: the amount in the locale\'s format; an unknown currency code falls back to the number and the code', () => {
  assert.is(simulatorTexts('en_US').money('10.00'), '$10.00');
  assert.is(simulatorTexts('de_DE').money(2.5, 'EUR'), '2,50\u00a0€');
  assert.is(simulatorTexts('en_US').money(2.5, 'nope'), '2.50 nope');
});

test.run();
