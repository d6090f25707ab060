// `npm run screenshots`: every view of the widget on the demo page (simulated gateway), in the light, dark
// and custom (--fd-* properties) themes, right to left (he_IL), and at 375 px, into docs/screenshots/.
// Needs a build (`npm run screenshots` builds first). Element screenshots at 1× keep the PNGs small.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../demo/server.mjs';
import { launchChromium } from '../test/browser/support.mjs';
import { encodeScenarioNode as scenario } from '../test/browser/scenario.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'docs/screenshots');
const only = process.argv[2];

const CUSTOMER = scenario({ customer: true });
const GUEST = 'simulator_guest';
const WALLETS = { options: { wallets: true } };
const THREE_DS = scenario({ authorizationType: 'clientToken' });
const FAILED_TILE = scenario({ failures: { paypal: 'load' } });
const SAVED_BANKS = scenario({
  customer: true,
  paymentMethods: [
    { nonce: 'sim_vaulted_sepa', type: 'SEPADebitAccount', default: true, details: { ibanLastFour: '3000', mandateType: 'RECURRENT' } },
    { nonce: 'sim_vaulted_ach', type: 'UsBankAccount', details: { last4: '6789', bankName: 'Emulated Bank' } },
  ],
});
// PayPal beside Pay Later (issue 42), both for a US checkout.
const PAY_LATER = `&options=${encodeURIComponent(JSON.stringify({ paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' }, payLater: { amount: '10.00', currency: 'USD' } }))}`;
const PAYPAL_REPEAT = `&options=${encodeURIComponent(JSON.stringify({ paypal: { flow: 'checkout', amount: '10.00', currency: 'USD', vaultInitiatedCheckout: { paymentMethodToken: 'sim-paypal-token' } } }))}`;
const field = (name) => `[data-braintree-id="${name}-field-group"] input`;

/** Each view: the demo query and the steps that reach it; `page` shots take the whole page (3D Secure). */
const VIEWS = {
  methods: { auth: CUSTOMER, query: '&vaultManager=1' },
  'other-ways-to-pay': { auth: CUSTOMER, query: '&wallets=1', steps: (p) => p.click('[data-braintree-id="toggle"]') },
  options: { auth: GUEST, query: '&wallets=1' },
  'card-empty': { auth: GUEST },
  'card-errors': {
    auth: GUEST,
    steps: async (p) => {
      await p.fill(field('number'), '4111 1111 1111 1112');
      await p.evaluate(() => window.demo.dropin.requestPaymentMethod().catch(() => {}));
      await p.waitForSelector('[data-braintree-id="sheet-error-text"]');
    },
  },
  'billing-address': {
    auth: GUEST,
    query: `&options=${encodeURIComponent(JSON.stringify({ card: { cardholderName: true, billingAddress: { fields: ['countryCodeAlpha2', 'streetAddress', 'extendedAddress', 'locality', 'region', 'postalCode'], required: ['countryCodeAlpha2', 'streetAddress', 'locality', 'region', 'postalCode'] } } }))}`,
    steps: async (p) => {
      await p.selectOption('[data-braintree-id="billing-country-field-group"] select', 'US');
      await p.fill('[data-braintree-id="billing-street-address-field-group"] input', '1 Main St');
      await p.evaluate(() => window.demo.dropin.requestPaymentMethod().catch(() => {}));
      await p.waitForSelector('[data-braintree-id="billing-locality-field-error"]:not(:empty)');
    },
  },
  edit: { auth: CUSTOMER, query: '&vaultManager=1', steps: (p) => p.click('[data-braintree-id="methods-edit"]') },
  'delete-confirmation': {
    auth: CUSTOMER, query: '&vaultManager=1',
    steps: async (p) => {
      await p.click('[data-braintree-id="methods-edit"]');
      await p.click('.braintree-method:has-text("4444")');
    },
  },
  '3d-secure': {
    auth: THREE_DS, query: `&options=${encodeURIComponent(JSON.stringify({ threeDSecure: { amount: '10.00' } }))}`, page: true,
    steps: async (p) => {
      await p.fill(field('number'), '4000000000001091');
      await p.fill(field('expiration-date'), '12/30');
      await p.fill(field('cvv'), '123');
      p.evaluate(() => { window.demo.dropin.requestPaymentMethod().catch(() => {}); }).catch(() => {});
      await p.waitForSelector('[role="dialog"] iframe, [role="dialog"] .featherdrop-3ds-acs');
    },
  },
  paypal: { auth: GUEST, query: '&wallets=1', steps: (p) => p.click('.braintree-option__paypal') },
  'paypal-credit': { auth: GUEST, query: '&wallets=1', steps: (p) => p.click('.braintree-option__paypalCredit') },
  venmo: { auth: GUEST, query: '&wallets=1', steps: (p) => p.click('.braintree-option__venmo') },
  'apple-pay': { auth: GUEST, query: '&wallets=1', steps: (p) => p.click('.braintree-option__applePay') },
  'google-pay': { auth: GUEST, query: '&wallets=1', steps: (p) => p.click('.braintree-option__googlePay') },
  sepa: {
    auth: GUEST, query: '&banks=1',
    steps: async (p) => {
      await p.click('.braintree-option__sepa');
      await p.fill(field('sepa-account-holder'), 'Anna Schmidt');
      await p.fill(field('sepa-iban'), 'DE89 3704 0044 0532 0130 01');
      await p.evaluate(() => window.demo.dropin.requestPaymentMethod().catch(() => {}));
      await p.waitForSelector('[data-braintree-id="sepa-iban-field-group"] [role="alert"]:not(:empty)');
    },
  },
  'us-bank-account': {
    auth: GUEST, query: '&banks=1',
    steps: async (p) => {
      await p.click('.braintree-option__usBankAccount');
      await p.fill(field('us-bank-account-first-name'), 'Jane');
      await p.fill(field('us-bank-account-last-name'), 'Doe');
      await p.fill(field('us-bank-account-routing-number'), '021000022');
      await p.fill(field('us-bank-account-account-number'), '1000123456');
      await p.evaluate(() => window.demo.dropin.requestPaymentMethod().catch(() => {}));
      await p.waitForSelector('[data-braintree-id="us-bank-account-routing-number-field-group"] [role="alert"]:not(:empty)');
    },
  },
  'bank-tiles': { auth: GUEST, query: '&banks=1' },
  'bank-methods': { auth: SAVED_BANKS, query: '&banks=1' },
  // The whole demo page: the order and the Pay button in what the chosen option charges (€ on SEPA's sheet).
  'demo-euro': { auth: GUEST, query: '&banks=1&local=1', page: true, steps: (p) => p.click('.braintree-option__sepa') },
  'local-payment-tiles': { auth: GUEST, query: '&local=1' },
  'local-payment': {
    auth: GUEST, query: '&local=1',
    steps: async (p) => {
      await p.click('.braintree-option__ideal');
      await p.waitForSelector('[data-braintree-id="local-payment-button"]:visible');
    },
  },
  'pay-later': { auth: GUEST, query: PAY_LATER, steps: (p) => p.click('.braintree-option__payLater') },
  'pay-later-window': { auth: GUEST, query: PAY_LATER, page: true, steps: (p) => openWalletDialog(p, 'payLater') },
  // openFirst (issue 43): a customer with saved cards starts on the card form.
  'open-first': { auth: CUSTOMER, query: `&options=${encodeURIComponent(JSON.stringify({ openFirst: 'card' }))}` },
  // hidePaymentOptions (issue 43): the wallets' list with PayPal and PayPal Credit hidden while the page runs.
  'hidden-options': { auth: GUEST, query: '&wallets=1', steps: (p) => p.evaluate(() => window.demo.dropin.hidePaymentOptions(['paypal', 'paypalCredit'])) },
  // layout (issue 43): a customer's accordion with the card row open; a guest's tabs, the wallets overflowing into the menu.
  'layout-accordion': {
    auth: CUSTOMER, query: `&wallets=1&options=${encodeURIComponent(JSON.stringify({ layout: 'accordion' }))}`,
    steps: (p) => p.click('.featherdrop-accordion .braintree-option__card'),
  },
  'layout-tabs': { auth: GUEST, query: `&wallets=1&options=${encodeURIComponent(JSON.stringify({ layout: 'tabs' }))}` },
  'layout-tabs-menu': {
    auth: GUEST, query: `&wallets=1&options=${encodeURIComponent(JSON.stringify({ layout: 'tabs' }))}`,
    steps: (p) => p.click('.featherdrop-tabs__more-button'),
  },
  // 3D Secure in a layout (issue 43): the challenge over the tabs; the accordion after a cancelled one, the card's row open.
  'layout-tabs-3d-secure': {
    auth: THREE_DS, query: `&options=${encodeURIComponent(JSON.stringify({ threeDSecure: { amount: '10.00' }, layout: 'tabs', paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } }))}`, page: true,
    steps: (p) => challenge(p, '[role="tab"].braintree-option__card'),
  },
  'layout-accordion-3d-secure-cancelled': {
    auth: THREE_DS, query: `&options=${encodeURIComponent(JSON.stringify({ threeDSecure: { amount: '10.00' }, layout: 'accordion', paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } }))}`,
    steps: async (p) => {
      await challenge(p, '.featherdrop-accordion .braintree-option__card');
      await p.keyboard.press('Escape');
      await p.waitForSelector('[data-braintree-id="sheet-error-text"]');
    },
  },
  // One option in a layout (issue 43): a guest's card form alone (no row, no tab); a customer's saved cards with the
  // tabs' one option, a disclosure, opened.
  'layout-accordion-one-option': { auth: GUEST, query: `&options=${encodeURIComponent(JSON.stringify({ layout: 'accordion' }))}` },
  'layout-tabs-one-option': {
    auth: CUSTOMER, query: `&options=${encodeURIComponent(JSON.stringify({ layout: 'tabs' }))}`,
    steps: (p) => p.click('.featherdrop-tabs .braintree-option__card'),
  },
  // expressCheckout (issue 43): every wallet's button in a row above the card sheet (list), a customer's saved methods
  // (accordion), the card tab (tabs).
  'express-list': { auth: GUEST, query: `&wallets=1&options=${encodeURIComponent(JSON.stringify({ expressCheckout: true }))}` },
  'express-accordion': { auth: CUSTOMER, query: `&wallets=1&options=${encodeURIComponent(JSON.stringify({ expressCheckout: true, layout: 'accordion' }))}` },
  'express-tabs': { auth: GUEST, query: `&wallets=1&options=${encodeURIComponent(JSON.stringify({ expressCheckout: true, layout: 'tabs' }))}` },
  'failed-tile': { auth: FAILED_TILE, query: '&wallets=1' },
  // One working option beside a failed one: the options list, not the card's sheet alone (issue 38).
  'failed-beside-card': { auth: FAILED_TILE, query: `&options=${encodeURIComponent(JSON.stringify({ paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } }))}` },
  'paypal-window': { auth: GUEST, query: '&wallets=1', page: true, steps: (p) => openWalletDialog(p, 'paypal') },
  'venmo-overlay': { auth: GUEST, query: '&wallets=1', page: true, steps: (p) => openWalletDialog(p, 'venmo') },
  'apple-pay-sheet': { auth: GUEST, query: '&wallets=1', page: true, steps: (p) => openWalletDialog(p, 'applePay') },
  'google-pay-sheet': { auth: GUEST, query: '&wallets=1', page: true, steps: (p) => openWalletDialog(p, 'googlePay') },
  'local-payment-bank': {
    auth: GUEST, query: '&local=1', page: true,
    steps: async (p) => {
      await p.click('.braintree-option__ideal');
      await p.click('[data-braintree-id="local-payment-button"]:visible');
      await p.waitForSelector('[data-featherdrop-dialog] button');
    },
  },
  // PayPal's one-click repeat (issue 42): the Pay button on the saved PayPal account opens the simulated window.
  'paypal-repeat-window': {
    auth: CUSTOMER, query: PAYPAL_REPEAT, page: true,
    steps: async (p) => {
      await p.click('.braintree-method:has-text("shopper@example.com")');
      p.evaluate(() => { window.demo.dropin.requestPaymentMethod().catch(() => {}); }).catch(() => {});
      await p.waitForSelector('[data-featherdrop-dialog] button');
    },
  },
  'sepa-mandate': {
    auth: GUEST, query: '&banks=1', page: true,
    steps: async (p) => {
      await p.click('.braintree-option__sepa');
      await p.fill(field('sepa-account-holder'), 'Anna Schmidt');
      await p.fill(field('sepa-iban'), 'DE89370400440532013000');
      p.evaluate(() => { window.demo.dropin.requestPaymentMethod().catch(() => {}); }).catch(() => {});
      await p.waitForSelector('[data-featherdrop-dialog] button');
    },
  },
};

/** The simulated 3D Secure challenge for a card typed into a layout's card row or tab. */
async function challenge(page, card) {
  await page.click(card);
  await page.fill(field('number'), '4000000000001091');
  await page.fill(field('expiration-date'), '12/30');
  await page.fill(field('cvv'), '123');
  page.evaluate(() => { window.demo.dropin.requestPaymentMethod().catch(() => {}); }).catch(() => {});
  await page.waitForSelector('[role="dialog"] .featherdrop-3ds-acs button');
}

/** A wallet's simulated dialog (its window, sheet or overlay), opened from its tile's button. */
async function openWalletDialog(page, option) {
  await page.click(`.braintree-option__${option}`);
  await page.locator('.braintree-sheet--active button').first().click();
  await page.waitForSelector('[data-featherdrop-dialog] button');
}

/** Variants: theme and locale as demo parameters, and the window width. */
const VARIANTS = {
  light: { query: '', width: 800 },
  dark: { query: '&theme=dark', width: 800 },
  rtl: { query: '&locale=he_IL', width: 800 },
  brand: { query: '&theme=brand', width: 800, views: ['methods', 'other-ways-to-pay', 'card-errors', 'delete-confirmation'] },
  '375': {
    query: '', width: 375,
    views: ['methods', 'other-ways-to-pay', 'card-empty', 'card-errors', 'billing-address', 'options', '3d-secure', 'paypal', 'paypal-credit', 'paypal-window', 'paypal-repeat-window', 'apple-pay-sheet', 'google-pay-sheet', 'sepa', 'sepa-mandate', 'us-bank-account', 'bank-tiles', 'bank-methods', 'demo-euro', 'local-payment-tiles', 'local-payment', 'local-payment-bank', 'failed-beside-card', 'pay-later', 'pay-later-window', 'open-first', 'hidden-options', 'layout-accordion', 'layout-tabs', 'layout-tabs-menu', 'layout-tabs-3d-secure', 'layout-accordion-3d-secure-cancelled', 'layout-accordion-one-option', 'layout-tabs-one-option', 'express-list', 'express-accordion', 'express-tabs'],
  },
};

async function shoot(browser, url, name, view, variant) {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: variant.width, height: 900 });
  try {
    await page.goto(`${url}/demo/index.html?auth=${view.auth}${view.query ?? ''}${variant.query}`);
    await page.waitForFunction(() => window.demo && (window.demo.dropin || window.demo.error));
    await view.steps?.(page);
    // Marks, the sheet's fields and transitions settle.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    await page.evaluate(() => document.activeElement?.blur());
    await page.mouse.move(0, 0);
    const path = join(out, `${name}.png`);
    if (view.page) await page.screenshot({ path });
    else await page.locator('#dropin-container').screenshot({ path, animations: 'disabled' });
  } finally {
    await page.close();
  }
}

if (!only) rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const { server, url } = await startServer();
const chromium = await launchChromium();
let count = 0;
try {
  for (const [variantName, variant] of Object.entries(VARIANTS)) {
    for (const [viewName, view] of Object.entries(VIEWS)) {
      if (variant.views && !variant.views.includes(viewName)) continue;
      const name = `${viewName}-${variantName}`;
      if (only && !name.includes(only)) continue;
      await shoot(chromium, url, name, view, variant);
      count++;
    }
  }
} finally {
  await chromium.close();
  server.close();
}
/** docs/screenshots.md: every view, one row each, a column per variant. */
function writeIndex() {
  const names = Object.keys(VARIANTS);
  const rows = Object.keys(VIEWS).map((view) => `| ${view} | ${names.map((variant) => (!VARIANTS[variant].views || VARIANTS[variant].views.includes(view) ? `![${view}, ${variant}](screenshots/${view}-${variant}.png)` : '')).join(' | ')} |`);
  writeFileSync(join(root, 'docs/screenshots.md'), [
    '# Screenshots',
    '',
    'Every view of the widget on the demo page (simulated gateway), rendered by `npm run screenshots`',
    '(`scripts/screenshots.mjs`): light, dark (`data-theme="dark"`), right to left (he_IL), a custom theme',
    '(`--fd-*` properties, theming.md, "Theming") and a 375 px phone.',
    '',
    `| view | ${names.join(' | ')} |`,
    `|---|${names.map(() => '---').join('|')}|`,
    ...rows,
    '',
  ].join('\n'));
}

writeIndex();
console.log(`${count} screenshots in docs/screenshots/`);
