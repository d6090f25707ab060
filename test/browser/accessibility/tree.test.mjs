// What a screen reader gets, read from Chromium's accessibility tree over CDP (docs/accessibility.md): every
// control named, in the shopper's language, in all 34 locales (4.1.2, 3.1.2, 2.5.3); errors and status changes
// in live regions (4.1.3, 3.3.1).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALES, browserSuite, openDemo, scenario } from '../support.mjs';

let browser;
let page;
const it = browserSuite(test, 'a11y-tree', (b, p) => {
  browser = b;
  page = p;
});

const CONTROLS = ['button', 'link', 'textbox', 'combobox', 'checkbox', 'radio', 'listbox', 'menuitem', 'tab', 'switch', 'dialog', 'alertdialog'];
/** Names a shopper reads the same in every language: brands, the IBAN, the demo shopper's e-mail, digits. */
const SAME_EVERYWHERE = /IBAN|iDEAL|Bancontact|BLIK|EPS|Swish|PayPal Credit|PayPal|Venmo|Apple Pay|Google Pay|American Express|Mastercard|Visa|Discover|JCB|UnionPay|Maestro|Diners Club|shopper@example\.com|[\d\s•.,:()/×-]/g;

/** The accessibility tree under `selector`, as Chromium gives it to assistive technology. */
async function tree(selector) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: `document.querySelector(${JSON.stringify(selector)})` });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', { objectId: result.objectId });
    return nodes.filter((node) => !node.ignored);
  } finally {
    await cdp.detach();
  }
}

/** The controls under `selector` (role, accessible name and the text a sighted shopper reads on it), in tree order. */
async function controls(selector) {
  const nodes = (await tree(selector)).filter((node) => CONTROLS.includes(node.role?.value));
  const cdp = await page.context().newCDPSession(page);
  try {
    return await Promise.all(nodes.map(async (node) => {
      const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId });
      const { result } = await cdp.send('Runtime.callFunctionOn', { objectId: object.objectId, functionDeclaration: VISIBLE_TEXT, returnByValue: true });
      return { role: node.role.value, name: (node.name?.value ?? '').trim(), text: normal(result.value) };
    }));
  } finally {
    await cdp.detach();
  }
}

/** 2.5.3 is about a control's text label: a button's or link's text, without decorative glyphs (aria-hidden). */
const VISIBLE_TEXT = `function () {
  if (!this.matches('button, a')) return '';
  const copy = this.cloneNode(true);
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent;
}`;
/** Compared without case or white space (a button's parts are separate blocks, run together in its text). */
const normal = (text) => text.replace(/\s+/g, '').toLowerCase();

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
    found[view] = await controls(`${CONTAINER} [data-braintree-id="wrapper"]`);
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

// Layouts (issue 43): per locale an accordion (the card's row open) under the express row (expressCheckout) and tabs
// (the card's tab chosen, the menu open) side by side, on one page; their rows, tabs, menu button and items, the
// express row's region and its wallets' buttons named in the widget's language, holding the text they show.
const LAYOUTS = '#a11y-layouts';
const EXPRESS = `${LAYOUTS} [data-featherdrop-id="express-checkout"]`;

/** The landmarks under `selector` (a region is named by its heading), as controls() gives controls. */
const regions = async (selector) => (await tree(selector)).filter((node) => node.role?.value === 'region')
  .map((node) => ({ role: 'region', name: (node.name?.value ?? '').trim(), text: '' }));

async function layoutNamesIn(locale) {
  await page.evaluate(async ({ locale, auth, root }) => {
    document.querySelector(root)?.remove();
    document.querySelector('main').insertAdjacentHTML('beforeend', `<div id="${root.slice(1)}"><div id="a11y-accordion"></div><div id="a11y-tabs"></div></div>`);
    window.__layouts = await Promise.all(['accordion', 'tabs'].map((layout) => window.featherdrop.create({
      authorization: auth, container: `#a11y-${layout}`, locale, layout, expressCheckout: layout === 'accordion' && ['paypal', 'venmo', 'googlePay'],
      paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' }, paypalCredit: { flow: 'checkout', amount: '10.00', currency: 'USD' }, venmo: true,
      googlePay: { transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' } },
    })));
  }, { locale, auth: AUTH, root: LAYOUTS });
  await page.click(`${LAYOUTS} #a11y-accordion button.braintree-option__card`);
  await page.click(`${LAYOUTS} #a11y-tabs [role="tab"].braintree-option__card`);
  await page.click(`${LAYOUTS} .featherdrop-tabs__more-button`);
  await page.waitForSelector(`${LAYOUTS} [role="menu"]:not([hidden])`);
  await page.waitForFunction((root) => !document.querySelector(`${root} .braintree-sheet--loading:not([hidden])`), LAYOUTS);
  await page.waitForSelector(`${EXPRESS}:not([hidden]) [data-featherdrop-id="express-googlePay"] button`);
  const found = [...await regions(EXPRESS), ...await controls(LAYOUTS)];
  await page.evaluate(() => Promise.all(window.__layouts.map((widget) => widget.teardown())));
  return found;
}

it('34 locales, the accordion, the tabs and the express row: every row, tab, menu button and item, the row\'s region and buttons have a name in the widget\'s language, holding the text they show', async () => {
  await openDemo(browser, page, '?auth=simulator_guest');
  const english = await layoutNamesIn('en_US');
  const roles = (found) => found.map((control) => control.role).join();
  for (const role of ['tab', 'menuitem']) assert.ok(english.some((control) => control.role === role), `a ${role}: ${roles(english)}`);
  assert.equal(english[0], { role: 'region', name: 'Express checkout', text: '' }, 'the express row, named by its heading');
  const row = english.slice(1, 4);
  assert.ok(row.every((control, i) => control.role === 'button' && control.name.startsWith(['PayPal', 'Venmo', 'Google Pay'][i])), `the wallets' buttons follow: ${JSON.stringify(row)}`);
  const problems = [];
  for (const locale of LOCALES.filter((id) => id !== 'en_US')) {
    const found = await layoutNamesIn(locale);
    if (roles(found) !== roles(english)) problems.push(`${locale}: controls ${roles(found)} ≠ English ${roles(english)}`);
    found.forEach(({ role, name, text }, i) => {
      if (!name) problems.push(`${locale}: a ${role} without a name`);
      else if (text && !normal(name).includes(text)) problems.push(`${locale}: ${role} reads "${text}", is named "${name}"`);
      else if (!locale.startsWith('en_') && name === english[i]?.name && name.replace(SAME_EVERYWHERE, '')) problems.push(`${locale}: ${role} "${name}" is English`);
    });
  }
  assert.equal(problems, []);
});

/** Whether the tree node that holds `text` is inside a live region (or is one): what a screen reader announces on its own. */
async function announced(selector, text) {
  const nodes = await tree(selector);
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
  const loading = (await tree('#dropin-container')).find((node) => node.role?.value === 'status');
  assert.ok(loading, 'the loading indicator is a status');
  assert.is(loading.properties.find((property) => property.name === 'live')?.value.value, 'polite');
  assert.ok(loading.name?.value, 'and it is named');
  release();
  await page.waitForSelector('.braintree-method--active');
});

test.run();
