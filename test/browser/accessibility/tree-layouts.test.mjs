// What a screen reader gets in the accordion, the tabs and the express row (issue 43), read from Chromium's accessibility
// tree over CDP in all 34 locales. Its own file (and browser) beside tree.test.mjs: together they outlast one
// browser's guard on a loaded machine.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALES, browserSuite, openDemo, scenario } from '../support.mjs';
import { SAME_EVERYWHERE, controls, normal, tree } from './ax-tree.mjs';

let browser;
let page;
const it = browserSuite(test, 'a11y-tree-layouts', (b, p) => {
  browser = b;
  page = p;
});

const AUTH = scenario({ customer: true });

// Layouts (issue 43): per locale an accordion (the card's row open) under the express row (expressCheckout) and tabs
// (the card's tab chosen, the menu open) side by side, on one page; their rows, tabs, menu button and items, the
// express row's region and its wallets' buttons named in the widget's language, holding the text they show.
const LAYOUTS = '#a11y-layouts';
const EXPRESS = `${LAYOUTS} [data-featherdrop-id="express-checkout"]`;

/** The landmarks under `selector` (a region is named by its heading), as controls() gives controls. */
const regions = async (selector) => (await tree(page, selector)).filter((node) => node.role?.value === 'region')
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
  const found = [...await regions(EXPRESS), ...await controls(page, LAYOUTS)];
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

test.run();
