// Every view of the widget a shopper meets, reached on the demo page as a shopper reaches it, for the
// accessibility tests (docs/accessibility.md): the query, the steps, and the root that holds the view.
import { openDemo, scenario } from '../support.mjs';

const CUSTOMER = scenario({ customer: true });
const THREE_DS = scenario({ authorizationType: 'clientToken' });
const WRAPPER = '[data-braintree-id="wrapper"]';
const MODAL = '[data-braintree-id="three-d-secure-modal"]';
/** The simulated local payment method's page (the bank's, BLIK's code), a dialog at the end of the page. */
const LOCAL_PAYMENT_PAGE = '.featherdrop-local-payment-sim [role="dialog"]';
const field = (name) => `[data-braintree-id="${name}-field-group"] input`;
const options = (value) => `&options=${encodeURIComponent(JSON.stringify(value))}`;

async function fillChallengeCard(page) {
  await page.fill(field('number'), '4000000000001091');
  await page.fill(field('expiration-date'), '12/30');
  await page.fill(field('cvv'), '123');
}

/** A wallet's sheet, its button ready. */
const walletSheet = (id) => ({
  auth: 'simulator_guest', query: '&wallets=1',
  steps: async (page) => {
    await page.click(`.braintree-option__${id}`);
    await page.waitForSelector(`[data-braintree-id="${id}"].braintree-sheet--active:not(.braintree-sheet--loading) button`);
  },
});

/** name → { auth, query, steps(page), root }: `root` holds the view (the widget, the 3D Secure modal, a simulated page). */
export const VIEWS = {
  'saved methods': { auth: CUSTOMER, query: '&vaultManager=1' },
  'other ways to pay': { auth: CUSTOMER, query: '&wallets=1', steps: (page) => page.click('[data-braintree-id="toggle"]') },
  'payment options': { auth: 'simulator_guest', query: '&wallets=1' },
  'card sheet with errors': {
    auth: 'simulator_guest',
    steps: async (page) => {
      await page.fill(field('number'), '4111 1111 1111 1112');
      await page.evaluate(() => window.demo.dropin.requestPaymentMethod().catch(() => {}));
      await page.waitForSelector('[data-braintree-id="sheet-error-text"]');
    },
  },
  'billing address': {
    auth: 'simulator_guest',
    query: options({ card: { cardholderName: true, billingAddress: { fields: ['countryCodeAlpha2', 'streetAddress', 'extendedAddress', 'locality', 'region', 'postalCode'], required: ['streetAddress', 'locality', 'postalCode'] } } }),
  },
  'vault manager': { auth: CUSTOMER, query: '&vaultManager=1', steps: (page) => page.click('[data-braintree-id="methods-edit"]') },
  'delete confirmation': {
    auth: CUSTOMER, query: '&vaultManager=1',
    steps: async (page) => {
      await page.click('[data-braintree-id="methods-edit"]');
      await page.click('.braintree-method:has-text("4444")');
      await page.waitForSelector('[data-braintree-id="delete-confirmation"]');
    },
  },
  'PayPal sheet': walletSheet('paypal'),
  'Venmo sheet': walletSheet('venmo'),
  'Apple Pay sheet': walletSheet('applePay'),
  'Google Pay sheet': walletSheet('googlePay'),
  'SEPA Direct Debit sheet with errors': {
    auth: 'simulator_guest', query: '&banks=1',
    steps: async (page) => {
      await page.click('.braintree-option__sepa');
      await page.fill(field('sepa-account-holder'), 'Anna Schmidt');
      await page.fill(field('sepa-iban'), 'DE89 3704 0044 0532 0130 01');
      await page.evaluate(() => window.demo.dropin.requestPaymentMethod().catch(() => {}));
      await page.waitForSelector('[data-braintree-id="sepa-iban-field-group"] [role="alert"]:not(:empty)');
    },
  },
  'US bank account sheet with errors': {
    auth: 'simulator_guest', query: '&banks=1',
    steps: async (page) => {
      await page.click('.braintree-option__usBankAccount');
      await page.fill(field('us-bank-account-first-name'), 'Jane');
      await page.fill(field('us-bank-account-routing-number'), '021000022');
      await page.evaluate(() => window.demo.dropin.requestPaymentMethod().catch(() => {}));
      await page.waitForSelector('[data-braintree-id="us-bank-account-routing-number-field-group"] [role="alert"]:not(:empty)');
    },
  },
  'iDEAL sheet': {
    auth: 'simulator_guest', query: '&local=1',
    steps: async (page) => {
      await page.click('.braintree-option__ideal');
      await page.waitForSelector('[data-braintree-id="local-payment-button"]:visible');
    },
  },
  'BLIK bank page': {
    auth: 'simulator_guest', root: LOCAL_PAYMENT_PAGE,
    query: options({ localPayment: {
      methods: ['blik'], amount: '40.00', currencyCode: 'PLN', givenName: 'Jan', surname: 'Kowalski',
      fallback: { url: 'https://shop.example/return', buttonText: 'Back to the shop' },
    } }),
    steps: async (page) => {
      await page.click('.braintree-option__blik');
      await page.click('[data-braintree-id="local-payment-button"]:visible');
      await page.waitForSelector(`${LOCAL_PAYMENT_PAGE} [data-featherdrop-id="simulator-blik-code"]`);
    },
  },
  '3D Secure challenge': {
    auth: THREE_DS, query: options({ threeDSecure: { amount: '10.00' } }), root: MODAL,
    steps: async (page) => {
      await fillChallengeCard(page);
      await page.evaluate(() => { window.demo.dropin.requestPaymentMethod().catch(() => {}); });
      await page.waitForSelector('.featherdrop-3ds-acs button');
    },
  },
  // Layouts (issue 43): a customer's accordion, saved methods on top, the card's row open; a guest's tabs with the
  // wallets, those that do not fit in the menu.
  'accordion with the card open': {
    auth: CUSTOMER, query: `&vaultManager=1${options({ layout: 'accordion', paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } })}`,
    steps: async (page) => {
      await page.click('.featherdrop-accordion button.braintree-option__card');
      await page.waitForSelector(`${field('number')}:visible`);
    },
  },
  'tabs with a menu': {
    auth: 'simulator_guest', query: `&wallets=1${options({ layout: 'tabs' })}`,
    steps: (page) => page.waitForSelector(`${field('number')}:visible`),
  },
};

// Issue 43's express row (expressCheckout): the wallets' own buttons above the options left (PayPal Credit's would
// share PayPal's stop name, which tabThrough takes for a focus trap).
VIEWS['express row'] = {
  auth: 'simulator_guest', query: `&wallets=1${options({ expressCheckout: ['paypal', 'venmo', 'applePay', 'googlePay'] })}`,
  steps: (page) => page.waitForSelector('[data-featherdrop-id="express-googlePay"] button'),
};

/** Opens `view` on the demo page (`extra`: more query, e.g. `&theme=dark`); resolves the view's root selector. */
export async function openView(browser, page, view, extra = '') {
  await openDemo(browser, page, `?auth=${view.auth}${view.query ?? ''}${extra}`);
  // The first view is in: a view's heading (the list), or a layout's rows or tabs (issue 43).
  await page.waitForSelector(`${WRAPPER} :is([data-view-focus], .featherdrop-accordion, .featherdrop-tabs)`);
  await view.steps?.(page);
  // Marks settle.
  await page.waitForLoadState('networkidle');
  await settled(page);
  return view.root ?? WRAPPER;
}

/** Resolves once fonts are in and every transition has run (a looping animation, such as a spinner, never finishes). */
export async function settled(page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

export { fillChallengeCard, field, WRAPPER, MODAL };
