import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { en_US } from '../../../src/i18n/en_US.js';
import { createStrings, fromAreas, loadLocale } from '../../../src/i18n/load-strings.js';
import { ALIASES, LOCALES, resolveLocale } from '../../../src/i18n/locales.js';
import { sheetErrorKey } from '../../../src/i18n/sheet-error.js';
import { createTranslate } from '../../../src/i18n/translate.js';
import { withLoaded } from '../../../src/dropin/opt-in-loaded.js';
import type { FlowOption } from '../../../src/flows/types.js';
import { paypalLocale } from '../../../src/flows/paypal/paypal-locale.js';
import { importLocaleSource } from '../support/import-locale.js';
import { allEnglish } from '../support/english.js';
import { cardStrings } from '../../../src/flows/card/strings.js';
import { vaultManagerStrings } from '../../../src/flows/vaultManager/strings.js';

const hasEnglish = (key: string) => Object.hasOwn(allEnglish, key);

test('34 locales and the original 23 two-character aliases', () => {
  assert.is(LOCALES.length, 34);
  assert.is(Object.keys(ALIASES).length, 23);
  assert.is(ALIASES.zh, 'zh_CN');
  assert.is(ALIASES.pt, 'pt_PT');
});

test('resolution: exact id, hyphen form, alias, xx_YY → xx, unknown → en_US', () => {
  assert.is(resolveLocale('fr_CA'), 'fr_CA');
  assert.is(resolveLocale('fr-CA'), 'fr_CA');
  assert.is(resolveLocale('ja'), 'ja_JP');
  assert.is(resolveLocale('de_AT'), 'de_DE');
  assert.is(resolveLocale('es_MX'), 'es_ES');
  assert.is(resolveLocale('tlh_KL'), 'en_US');
  assert.is(resolveLocale('xx'), 'en_US');
  assert.is(resolveLocale(undefined), 'en_US');
  assert.is(resolveLocale(42), 'en_US');
});

test('an option named in its own words is translated from its slice\'s labels area, fetched with the locale, before its strings load', async () => {
  const fetched: string[] = [];
  const importLocale = async () => fromAreas({}, async (area) => {
    fetched.push(area);
    return ['Bankkonto'];
  });
  const loaded = [{ id: 'bank', label: 'Bank account' }, { id: 'a', slice: 'bank', label: 'A' }] as FlowOption[];
  const labels = withLoaded({}, { options: [] as FlowOption[] }, loaded)[1].labels;
  assert.equal(labels, { 'bank-labels': { 'Bank account': 'Bank account', A: 'A' } }, 'by slice, in order');
  const { localized } = await loadLocale('de_DE', importLocale, Object.keys(labels));
  assert.equal(fetched, ['bank-labels'], 'with the locale');
  assert.is(createStrings(localized, undefined, labels).t('Bank account'), 'Bankkonto');
  assert.is(createStrings(undefined, undefined, labels).t('Bank account'), 'Bank account', 'English');
  assert.is(createStrings(localized, { 'Bank account': 'Konto' }, labels).t('Bank account'), 'Konto', 'the merchant\'s words win');
});

test('t() fills {{parameters}} and falls back to the key', () => {
  const t = createTranslate(en_US);
  assert.is(t('payingWith', { paymentSource: 'Visa' }), 'Paying with Visa');
  assert.is(t('endingIn', { lastFourCardDigits: '1111' }), 'Ending in 1111');
  assert.is(t('noSuchKey'), 'noSuchKey');
});

test('t() reads own properties only: inherited names are neither keys nor parameters', () => {
  const t = createTranslate({ ...en_US, payingWith: 'Paying with {{constructor}}' });
  assert.is(t('constructor'), 'constructor');
  assert.is(t('toString'), 'toString');
  assert.is(t('payingWith', { paymentSource: 'Visa' }), 'Paying with {{constructor}}');
  assert.is(t('payingWith'), 'Paying with {{constructor}}');
  assert.is(createTranslate(en_US)('endingIn', { lastFourCardDigits: undefined }), 'Ending in ');
});

test('sheet error keys are own properties only', () => {
  assert.is(sheetErrorKey('constructor', createTranslate(en_US).has), 'genericError');
  assert.is(sheetErrorKey('__proto__', createTranslate(en_US).has), 'genericError');
});

test('en_US keeps every translation key of the original', () => {
  const original = ['payingWith', 'chooseAnotherWayToPay', 'chooseAWayToPay', 'otherWaysToPay', 'edit', 'doneEditing',
    'editPaymentMethods', 'CreditCardDeleteConfirmationMessage', 'PayPalAccountDeleteConfirmationMessage',
    'VenmoAccountDeleteConfirmationMessage', 'genericDeleteConfirmationMessage', 'deleteCancelButton', 'deleteConfirmationButton',
    'fieldEmptyForCvv', 'fieldEmptyForExpirationDate', 'fieldEmptyForCardholderName', 'fieldEmptyForNumber', 'fieldEmptyForPostalCode',
    'fieldInvalidForCardholderName', 'fieldInvalidForCvv', 'fieldInvalidForExpirationDate', 'fieldInvalidForNumber',
    'fieldInvalidForPostalCode', 'fieldTooLongForCardholderName', 'genericError', 'hostedFieldsTokenizationFailOnDuplicateError',
    'hostedFieldsFailedTokenizationError', 'hostedFieldsFieldsInvalidError', 'hostedFieldsTokenizationCvvVerificationFailedError',
    'hostedFieldsTokenizationNetworkErrorError', 'paypalButtonMustBeUsed', 'paypalAccountTokenizationFailedError',
    'paypalFlowFailedError', 'paypalTokenizationRequestActiveError', 'applePayTokenizationError', 'applePayActiveCardError',
    'vaultManagerPaymentMethodDeletionError', 'venmoCanceledError', 'venmoAppFailedError', 'unsupportedCardTypeError',
    'cardholderNameLabel', 'cardNumberLabel', 'cvvLabel', 'cvvThreeDigitLabelSubheading', 'cvvFourDigitLabelSubheading',
    'expirationDateLabel', 'expirationDateLabelSubheading', 'cardholderNamePlaceholder', 'expirationDatePlaceholder',
    'postalCodeLabel', 'saveCardLabel', 'payWithCard', 'endingIn', 'Card', 'PayPal', 'PayPal Credit', 'Apple Pay', 'Google Pay',
    'Venmo', 'American Express', 'Discover', 'Diners Club', 'MasterCard', 'Visa', 'JCB', 'Maestro', 'UnionPay'];
  assert.is(original.length, 67);
  for (const key of original) assert.type(allEnglish[key], 'string', key);
  assert.is(allEnglish.genericError, 'Something went wrong on our end.');
  assert.is(allEnglish.hostedFieldsFieldsInvalidError, 'Check your information and try again');
  assert.is(allEnglish.vaultManagerPaymentMethodDeletionError, 'Unable to delete payment method, please try again.');
  assert.is(allEnglish.unsupportedCardTypeError, 'This card type is not supported. Please try another card.');
});

test('strings: English, then the locale, then merchant overrides (strings only); a view\'s area joins the same way', async () => {
  const { locale, localized } = await loadLocale('de', importLocaleSource);
  assert.is(locale, 'de_DE');
  const { t, addStrings } = createStrings(localized, { payingWith: '<b>Bezahlt</b> mit {{paymentSource}}', edit: 42, saveCardLabel: 'Merken' });
  assert.is(t('payingWith', { paymentSource: 'Visa' }), '<b>Bezahlt</b> mit Visa');
  assert.is(t('chooseAWayToPay'), 'Zahlungsmethode wählen');
  assert.is(t('cardNumberLabel'), 'cardNumberLabel', 'not there before its view loads');
  addStrings('card', cardStrings);
  assert.is(t('cardNumberLabel'), 'Kartennummer');
  assert.is(t('saveCardLabel'), 'Merken', 'the merchant wins');
  addStrings('vaultManager', vaultManagerStrings);
  assert.is(t('edit'), 'Bearbeiten', 'a number from the merchant is not a string: German stays');
  const english = createStrings((await loadLocale(undefined, importLocaleSource)).localized, undefined);
  english.addStrings('vaultManager', vaultManagerStrings);
  assert.is(english.t('edit'), 'Edit');
});

test('a locale that cannot load falls back to English with a warning', async () => {
  const warned: unknown[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => { warned.push(args[0]); };
  try {
    const result = await loadLocale('ja', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    assert.equal(result, { locale: 'en_US' });
    assert.match(String(warned[0]), 'ja_JP');
  } finally {
    console.warn = warn;
  }
});

test('an area in a file of its own (the billing address) is fetched when its view adds it; English if it cannot be', async () => {
  const english = { billingAddressHeading: 'Billing Address', countryLabel: 'Country' };
  const fetched: string[] = [];
  const localized = fromAreas({ core: [], card: [] }, async (area) => {
    fetched.push(area);
    return ['Rechnungsadresse', 'Land'];
  });
  const { t, addStrings } = createStrings(localized, { countryLabel: 'Staat' });
  const cardAdded = addStrings('card', { cardNumberLabel: 'Card Number' });
  assert.is(t('cardNumberLabel'), 'Card Number', 'an area of the locale file is in at once');
  await cardAdded;
  assert.equal(fetched, []);
  await addStrings('billing', english);
  assert.equal(fetched, ['billing']);
  assert.is(t('billingAddressHeading'), 'Rechnungsadresse');
  assert.is(t('countryLabel'), 'Staat', 'the merchant\'s override still wins');
  const warn = console.warn;
  const warned: unknown[] = [];
  console.warn = (message: unknown) => warned.push(message);
  try {
    const failing = createStrings(fromAreas({}, () => Promise.reject(new Error('offline'))), undefined);
    await failing.addStrings('billing', english);
    assert.is(failing.t('billingAddressHeading'), 'Billing Address');
    assert.match(String(warned[0]), 'billing strings could not be loaded');
  } finally {
    console.warn = warn;
  }
});

test('sheet error text selection (the error catalogue, docs/errors.md)', () => {
  assert.is(sheetErrorKey('paypalButtonMustBeUsed', hasEnglish), 'paypalButtonMustBeUsed');
  assert.is(sheetErrorKey('notAKey', hasEnglish), 'genericError');
  assert.is(sheetErrorKey({ code: 'HOSTED_FIELDS_FAILED_TOKENIZATION' }, hasEnglish), 'hostedFieldsFailedTokenizationError');
  assert.is(sheetErrorKey({ code: 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR' }, hasEnglish), 'hostedFieldsTokenizationNetworkErrorError');
  assert.is(sheetErrorKey({ code: 'SOMETHING_UNKNOWN' }, hasEnglish), 'genericError');
  assert.is(sheetErrorKey(new Error('x'), hasEnglish), 'genericError');
  assert.is(sheetErrorKey('developerError', hasEnglish), 'developerError');
  assert.is(en_US.developerError, 'Developer Error: Something went wrong. Check the console for details.');
});

test('PayPal receives only a supported five-character locale', () => {
  assert.is(paypalLocale('de_DE'), 'de_DE');
  assert.is(paypalLocale('es_XC'), 'es_XC');
  assert.is(paypalLocale('de'), undefined);
  assert.is(paypalLocale('de_AT'), undefined);
  assert.is(paypalLocale(undefined), undefined);
});

test.run();
