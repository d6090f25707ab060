import { en_US, type Strings } from '../../../src/i18n/en_US.js';
import { applePayStrings } from '../../../src/flows/applePay/strings.js';
import { billingStrings } from '../../../src/flows/card/billing-strings.js';
import { cardStrings } from '../../../src/flows/card/strings.js';
import { googlePayStrings } from '../../../src/flows/googlePay/strings.js';
import { localPaymentStrings } from '../../../src/flows/localPayment/strings.js';
import { payLaterStrings } from '../../../src/flows/payLater/strings.js';
import { paypalStrings } from '../../../src/flows/paypal/strings.js';
import { sepaStrings } from '../../../src/flows/sepa/strings.js';
import { usBankAccountStrings } from '../../../src/flows/usBankAccount/strings.js';
import { venmoStrings } from '../../../src/flows/venmo/strings.js';
import { vaultManagerStrings } from '../../../src/flows/vaultManager/strings.js';
import { OPTION_LABELS } from '../../../scripts/string-areas.mjs';

/** Every area's English strings, under the area names of scripts/string-areas.mjs (the locale-parity test checks they match). */
export const english: Record<string, Strings> = {
  core: en_US, card: cardStrings, billing: billingStrings, paypal: paypalStrings, venmo: venmoStrings, applePay: applePayStrings, googlePay: googlePayStrings, sepa: sepaStrings, usBankAccount: usBankAccountStrings, vaultManager: vaultManagerStrings,
  localPayment: localPaymentStrings, payLater: payLaterStrings,
  // The options' labels the shell does not hold, each in its own English words (scripts/string-areas.mjs).
  ...(Object.keys(OPTION_LABELS).length ? { labels: Object.fromEntries(Object.keys(OPTION_LABELS).map((label) => [label, label])) } : {}),
};

/** Every English string, all areas together. */
export const allEnglish: Strings = Object.assign({}, ...Object.values(english));
