// Keyboard focus in every view (docs/accessibility.md): the Tab order (2.4.3, 2.1.1), focus visible on every stop
// (2.4.7) and not covered by anything (2.4.11), in the light theme, the dark theme and forced colours.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserSuite } from '../support.mjs';
import { tabThrough } from './keyboard.mjs';
import { VIEWS, openView } from './views.mjs';

let browser;
let page;
const it = browserSuite(test, 'a11y-focus', (b, p) => {
  browser = b;
  page = p;
});

const CARD = ['input: Card Number', 'input: Expiration Date (MM/YY)', 'input: CVV (3 digits)'];

/** Each view's Tab stops, in the order a keyboard user meets them (reading order; Edit sits in the heading's row). */
const ORDER = {
  'saved methods': ['methods-edit', 'button: Visa Ending in 1111', 'button: Mastercard Ending in 4444', 'button: American Express Ending in 0005', 'toggle'],
  'other ways to pay': [
    'button: Visa Ending in 1111', 'button: Mastercard Ending in 4444', 'button: PayPal shopper@example.com', 'button: American Express Ending in 0005',
    'button: Card', 'button: PayPal', 'button: PayPal Credit', 'button: Venmo', 'button: Apple Pay', 'button: Google Pay',
  ],
  'payment options': ['button: Card', 'button: PayPal', 'button: PayPal Credit', 'button: Venmo', 'button: Apple Pay', 'button: Google Pay'],
  'card sheet with errors': [...CARD, 'a: PayPal Privacy Statement'],
  'billing address': [
    'input: Cardholder Name', ...CARD, 'select: Country (optional)', 'input: Street Address', 'input: Apartment, Suite, Unit (optional)', 'input: City',
    'input: State / Province / Region (optional)', 'input: Postal Code', 'a: PayPal Privacy Statement',
  ],
  'vault manager': ['methods-edit', 'button: Visa Ending in 1111 × Delete', 'button: Mastercard Ending in 4444 × Delete'],
  'delete confirmation': ['delete-confirmation__no', 'delete-confirmation__yes'],
  'PayPal sheet': ['simulator-wallet-button', 'toggle'],
  'Venmo sheet': ['venmo-button', 'toggle'],
  'Apple Pay sheet': ['apple-pay-button', 'toggle'],
  'Google Pay sheet': ['button: Google Pay', 'toggle'],
  'SEPA Direct Debit sheet with errors': ['sepa-account-holder-input', 'sepa-iban-input', 'toggle'],
  'US bank account sheet with errors': [
    'input: Personal', 'us-bank-account-first-name-input', 'us-bank-account-last-name-input', 'us-bank-account-routing-number-input',
    'us-bank-account-account-number-input', 'input: Checking', 'us-bank-account-street-address-input', 'us-bank-account-locality-input',
    'us-bank-account-region-input', 'us-bank-account-postal-code-input', 'us-bank-account-mandate-input', 'toggle',
  ],
  'iDEAL sheet': ['local-payment-button', 'toggle'],
  'BLIK bank page': ['simulator-blik-code', 'simulator-approve', 'simulator-fail', 'simulator-cancel'],
  '3D Secure challenge': ['simulator-complete', 'simulator-fail'],
  // Layouts (issue 43): the accordion's rows are buttons; the tabs one stop (roving tabindex), then the menu's button.
  'accordion with the card open': [
    'methods-edit', 'button: Visa Ending in 1111', 'button: Mastercard Ending in 4444', 'button: PayPal shopper@example.com',
    'button: American Express Ending in 0005', 'button: Card', ...CARD, 'a: PayPal Privacy Statement', 'button: PayPal',
  ],
  'tabs with a menu': ['button: Card', 'button: Other ways to pay', ...CARD, 'a: PayPal Privacy Statement'],
};

// Issue 43's express row: each wallet's own button, then the options left below it.
ORDER['express row'] = ['simulator-wallet-button', 'venmo-button', 'apple-pay-button', 'button: Google Pay', 'button: Card', 'button: PayPal Credit'];

const THEMES = {
  light: { query: '' },
  dark: { query: '&theme=dark' },
  'forced colours': { query: '', forcedColors: 'active' },
};

for (const [name, view] of Object.entries(VIEWS)) {
  it(`${name}: Tab meets every control in reading order; focus shows on each and nothing covers it (light, dark, forced colours)`, async () => {
    for (const [theme, { query, forcedColors = 'none' }] of Object.entries(THEMES)) {
      await page.emulateMedia({ forcedColors });
      const root = await openView(browser, page, view, query);
      const stops = await tabThrough(page, root, { look: true });
      assert.equal(stops.map((stop) => stop.name), ORDER[name], `${theme}: the order`);
      assert.equal(stops.filter((stop) => !stop.focusShows).map((stop) => stop.name), [], `${theme}: focus does not show on these`);
      assert.equal(stops.filter((stop) => stop.obscured).map((stop) => `${stop.name} ${stop.obscured}`), [], `${theme}: covered`);
    }
  });
}

test.run();
