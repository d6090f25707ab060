// What a screen reader gets, read from Chromium's accessibility tree over CDP (docs/accessibility.md): every
// control named, in the shopper's language, in all 34 locales (4.1.2, 3.1.2, 2.5.3); errors and status changes
// in live regions (4.1.3, 3.3.1).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALES, browserSuite, openDemo, scenario } from '../support.mjs';
import { SAME_EVERYWHERE, controls, normal, tree } from './ax-tree.mjs';

let browser;
let page;
const it = browserSuite(test, 'a11y-tree', (b, p) => {
  browser = b;
  page = p;
});

const AUTH = scenario({ customer: true });
const CONTAINER = '#a11y-container';
const STEPS = {
  'saved methods': [],
  'other ways to pay': ['[data-braintree-id="toggle"]'],
  'vault manager': ['[data-braintree-id="methods-edit"]'],
  'delete confirmation': ['.braintree-method:not(:disabled)'],
  'card sheet': ['[data-braintree-id="delete-confirmation__no"]', '[data-braintree-id="methods-edit"]', '[data-braintree-id="toggle"]', '.braintree-option__card'],
  'PayPal sheet': ['[data-braintree-id="toggle"]', '.braintree-option__paypal'],
  'Venmo sheet': ['[data-braintree-id="toggle"]', '.braintree-option__venmo'],
  'Apple Pay sheet': ['[data-braintree-id="toggle"]', '.braintree-option__applePay'],
  'Google Pay sheet': ['[data-braintree-id="toggle"]', '.braintree-option__googlePay'],
  'SEPA Direct Debit sheet': ['[data-braintree-id="toggle"]', '.braintree-option__sepa'],
  'US bank account sheet': ['[data-braintree-id="toggle"]', '.braintree-option__usBankAccount'],
  'iDEAL sheet': ['[data-braintree-id="toggle"]', '.braintree-option__ideal'],
};

/** Every view of one customer's widget in one locale, each view's controls as the tree names them. */
async function namesIn(locale) {
  await page.evaluate(async ({ locale, auth, container }) => {
    document.querySelector(container)?.remove();
    document.querySelector('main').insertAdjacentHTML('beforeend', `<div id="${container.slice(1)}"></div>`);
    window.__dropin = await window.featherdrop.create({
      authorization: auth, container: container, locale, vaultManager: true,
      card: { cardholderName: true, billingAddress: { fields: ['countryCodeAlpha2', 'streetAddress', 'locality', 'postalCode'], required: ['streetAddress'] } },
      paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' }, venmo: true,
      applePay: { displayName: 'Feather shop', paymentRequest: { total: { label: 'Feather shop', amount: '10.00' } } },
      googlePay: { transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' } },
      sepa: { customerId: 'customer-7', merchantAccountId: 'eur-account' },
      usBankAccount: { mandateText: 'I authorize Feather shop to debit the bank account above.' },
      localPayment: {
        methods: ['ideal'], amount: '10.00', currencyCode: 'EUR', givenName: 'Jan', surname: 'Jansen',
        fallback: { url: 'https://shop.example/return', buttonText: 'Back to the shop' },
      },
    });
  }, { locale, auth: AUTH, container: CONTAINER });
  const found = { lang: await page.getAttribute(`${CONTAINER} [data-braintree-id="wrapper"]`, 'lang') };
  await page.waitForSelector(`${CONTAINER} .braintree-method--active`);
  for (const [view, clicks] of Object.entries(STEPS)) {
    for (const selector of clicks) {
      const target = page.locator(`${CONTAINER} ${selector}`).first();
      if (await target.isVisible()) await target.click();
    }
    // The view's controls are there (a sheet's fields or button, the list's methods).
    await page.waitForFunction((container) => !document.querySelector(`${container} .braintree-sheet--loading`), CONTAINER);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve))); // a task later: rendered
    found[view] = await controls(page, `${CONTAINER} [data-braintree-id="wrapper"]`);
  }
  await page.evaluate(() => window.__dropin.teardown());
  return found;
}

it('34 locales: every control in every view has a name, in the widget\'s language (no English left), holding the text it shows (2.5.3), and the widget says which language it is', async () => {
  await openDemo(browser, page, '?auth=simulator_guest');
  const english = await namesIn('en_US');
  for (const view of Object.keys(STEPS)) assert.ok(english[view].length >= 2, `${view}: ${JSON.stringify(english[view])}`);
  const problems = [];
  for (const locale of LOCALES) {
    const found = locale === 'en_US' ? english : await namesIn(locale);
    if (found.lang !== locale.replace('_', '-')) problems.push(`${locale}: lang="${found.lang}"`);
    for (const view of Object.keys(STEPS)) {
      const roles = found[view].map((control) => control.role);
      if (roles.join() !== english[view].map((control) => control.role).join()) problems.push(`${locale} ${view}: controls ${roles} ≠ English ${english[view].map((c) => c.role)}`);
      found[view].forEach(({ role, name, text }, i) => {
        if (!name) problems.push(`${locale} ${view}: a ${role} without a name`);
        // 2.5.3 label in name: what a shopper reads on a control is in the name they speak to it.
        if (text && !normal(name).includes(text)) problems.push(`${locale} ${view}: ${role} reads "${text}", is named "${name}"`);
        else if (!locale.startsWith('en_') && name === english[view][i]?.name && name.replace(SAME_EVERYWHERE, '')) problems.push(`${locale} ${view}: ${role} "${name}" is English`);
      });
    }
  }
  assert.equal(problems, []);
});

/** Whether the tree node that holds `text` is inside a live region (or is one): what a screen reader announces on its own. */
async function announced(selector, text) {
  const nodes = await tree(page, selector);
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const holder = nodes.find((node) => node.role?.value === 'StaticText' && node.name?.value.includes(text));
  if (!holder) return `"${text}" is not in the tree`;
  for (let node = holder; node; node = byId.get(node.parentId)) {
    const live = node.properties?.find((property) => property.name === 'live')?.value.value;
    if (live && live !== 'off') return live;
  }
  return 'not in a live region';
}

it('4.1.3 / 3.3.1: a field\'s error is an alert; the sheet\'s error (a declined card) and the loading state are polite live regions', async () => {
  await openDemo(browser, page, '?auth=simulator_guest');
  await page.fill('[data-braintree-id="number-field-group"] input', '4111 1111 1111 1112');
  await page.evaluate(() => window.demo.dropin.requestPaymentMethod().catch(() => {}));
  await page.waitForSelector('[data-braintree-id="number-field-error"]:not(:empty)');
  const wrapper = '[data-braintree-id="wrapper"]';
  const fieldError = await page.textContent('[data-braintree-id="number-field-error"]');
  assert.is(await announced(wrapper, fieldError), 'assertive', fieldError);

  await openDemo(browser, page, '?auth=simulator_guest');
  await page.fill('[data-braintree-id="number-field-group"] input', '4000 1111 1111 1115');
  await page.fill('[data-braintree-id="expiration-date-field-group"] input', '12/30');
  await page.fill('[data-braintree-id="cvv-field-group"] input', '123');
  await page.evaluate(() => window.demo.dropin.requestPaymentMethod().catch(() => {}));
  await page.waitForSelector('[data-braintree-id="sheet-error-text"]');
  const declined = await page.textContent('[data-braintree-id="sheet-error-text"]');
  assert.is(await announced(wrapper, declined), 'polite', declined);

  // The simulated gateway's chunk held: the widget shows its loading state meanwhile.
  let release;
  await page.route('**/simulated-gateway-*.js', async (route) => {
    await new Promise((resolve) => { release = resolve; });
    await route.continue();
  });
  await page.goto(`${browser.url}/demo/index.html?auth=simulator_customer`);
  await page.waitForSelector('[data-braintree-id="loading-indicator"]');
  const loading = (await tree(page, '#dropin-container')).find((node) => node.role?.value === 'status');
  assert.ok(loading, 'the loading indicator is a status');
  assert.is(loading.properties.find((property) => property.name === 'live')?.value.value, 'polite');
  assert.ok(loading.name?.value, 'and it is named');
  release();
  await page.waitForSelector('.braintree-method--active');
});

test.run();
