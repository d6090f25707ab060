import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { en_US } from '../../../src/i18n/en_US.js';
import { loadStrings } from '../../../src/i18n/load-strings.js';
import { ALIASES, LOCALES, resolveLocale } from '../../../src/i18n/locales.js';
import { sheetErrorKey } from '../../../src/i18n/sheet-error.js';
import { createTranslate } from '../../../src/i18n/translate.js';
import { paypalLocale } from '../../../src/flows/paypal/paypal-locale.js';
import { importLocaleSource } from '../support/import-locale.js';

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
  assert.is(sheetErrorKey('constructor', en_US), 'genericError');
  assert.is(sheetErrorKey('__proto__', en_US), 'genericError');
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
  for (const key of original) assert.type((en_US as Record<string, string>)[key], 'string', key);
  assert.is(en_US.genericError, 'Something went wrong on our end.');
  assert.is(en_US.hostedFieldsFieldsInvalidError, 'Check your information and try again');
  assert.is(en_US.vaultManagerPaymentMethodDeletionError, 'Unable to delete payment method, please try again.');
  assert.is(en_US.unsupportedCardTypeError, 'This card type is not supported. Please try another card.');
});

test('loadStrings: English, then the locale chunk, then merchant overrides (strings only)', async () => {
  const { locale, strings } = await loadStrings('de', { payingWith: '<b>Bezahlt</b> mit {{paymentSource}}', edit: 42 }, importLocaleSource);
  assert.is(locale, 'de_DE');
  assert.is(strings.payingWith, '<b>Bezahlt</b> mit {{paymentSource}}');
  assert.is.not(strings.chooseAWayToPay, en_US.chooseAWayToPay);
  assert.is(strings.edit, (await loadStrings('de_DE', undefined, importLocaleSource)).strings.edit);
  assert.is((await loadStrings('fr_FR', undefined, importLocaleSource)).locale, 'fr_FR');
  assert.is((await loadStrings(undefined, undefined, importLocaleSource)).strings.edit, 'Edit');
});

test('sheet error text selection (SPEC 8)', () => {
  assert.is(sheetErrorKey('paypalButtonMustBeUsed', en_US), 'paypalButtonMustBeUsed');
  assert.is(sheetErrorKey('notAKey', en_US), 'genericError');
  assert.is(sheetErrorKey({ code: 'HOSTED_FIELDS_FAILED_TOKENIZATION' }, en_US), 'hostedFieldsFailedTokenizationError');
  assert.is(sheetErrorKey({ code: 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR' }, en_US), 'hostedFieldsTokenizationNetworkErrorError');
  assert.is(sheetErrorKey({ code: 'SOMETHING_UNKNOWN' }, en_US), 'genericError');
  assert.is(sheetErrorKey(new Error('x'), en_US), 'genericError');
  assert.is(sheetErrorKey('developerError', en_US), 'developerError');
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
