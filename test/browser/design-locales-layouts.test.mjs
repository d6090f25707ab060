// Issue 43: axe-core finds no violation in the accordion, the tabs and the express row, in every one of the 34
// locales (and the dark theme in six), with disabled elements included. Its own file (and browser) beside
// design-locales.test.mjs: together they outlast one browser's guard on a loaded machine.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { prepareAxePage } from './axe-page.mjs';
import { LOCALES, browserSuite, scenario } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'design-locales-layouts', (b, p) => {
  browser = b;
  page = p;
});

const AUTH = scenario({ customer: true, failures: { paypal: 'load' } });
const prepare = (theme) => prepareAxePage(browser, page, '#axe-container [data-braintree-id="wrapper"]', theme);

// Layouts (issue 43): per locale one page with an accordion and tabs side by side (saved methods on top, a failed
// PayPal, the card's row open, the card's tab chosen, the tabs' menu open) and the express row above the list
// (expressCheckout), one axe run over the three.
const LAYOUTS = '#axe-layouts';

async function layoutViews(locale) {
  return page.evaluate(async ({ locale, auth, root }) => {
    document.querySelector(root).innerHTML = '<div id="axe-accordion"></div><div id="axe-tabs"></div><div id="axe-express"></div>';
    const options = {
      authorization: auth, locale, vaultManager: true,
      paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' }, paypalCredit: { flow: 'checkout', amount: '10.00', currency: 'USD' }, venmo: true,
      applePay: { displayName: 'Feather shop', paymentRequest: { total: { label: 'Feather shop', amount: '10.00' } } },
      googlePay: { transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' } },
    };
    const widgets = await Promise.all([
      ...['accordion', 'tabs'].map((layout) => window.featherdrop.create({ ...options, layout, container: `#axe-${layout}` })),
      window.featherdrop.create({ ...options, expressCheckout: true, container: '#axe-express' }),
    ]);
    const $ = (selector) => document.querySelector(`${root} ${selector}`);
    const until = async (check, what) => {
      for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
      if (!check()) throw new Error(`${locale}: ${what} did not show`);
    };
    await until(() => $('#axe-accordion button.braintree-option__card:not([disabled])') && $('#axe-tabs [role="tab"].braintree-option__card:not([aria-disabled])'), 'the card\'s row and tab');
    $('#axe-accordion button.braintree-option__card').click();
    $('#axe-tabs [role="tab"].braintree-option__card').click();
    await until(() => $('#axe-accordion [data-braintree-id="card"]:not([hidden]) input') && $('#axe-tabs [data-braintree-id="card"]:not([hidden]) input'), 'the card\'s sheets');
    await until(() => $('#axe-express [data-featherdrop-id="express-checkout"]:not([hidden]) [data-featherdrop-id="express-venmo"] button'), 'the express row');
    $('#axe-tabs .featherdrop-tabs__more-button')?.click();
    await until(() => !$('#axe-tabs .featherdrop-tabs__more-button') || $('#axe-tabs [role="menu"]:not([hidden])'), 'the tabs\' menu');
    try {
      return await window.__axe(root);
    } finally {
      await Promise.all(widgets.map((widget) => widget.teardown()));
    }
  }, { locale, auth: AUTH, root: LAYOUTS });
}

for (const [theme, locales] of [['light', LOCALES], ['dark', ['en_US', 'de_DE', 'ar_EG', 'he_IL', 'ja_JP', 'th_TH']]]) {
  it(`accordion, tabs and the express row, ${theme}, ${locales.length} locales: no axe violations (disabled elements included)`, async () => {
    await prepare(theme === 'dark' ? 'dark' : undefined);
    await page.evaluate((root) => document.querySelector('main').insertAdjacentHTML('beforeend', `<div id="${root.slice(1)}"></div>`), LAYOUTS);
    const failures = {};
    for (const locale of locales) {
      const found = await layoutViews(locale);
      if (found.length) failures[locale] = found;
    }
    assert.equal(failures, {});
  });
}

test.run();
