// Issue 16: axe-core finds no violation in any view, in every one of the 34 locales (and the dark theme in
// six), with disabled elements included (a failed option's developer message, a subscribed card in edit mode).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { prepareAxePage } from './axe-page.mjs';
import { LOCALES, browserSuite, scenario } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'design-locales', (b, p) => {
  browser = b;
  page = p;
});

const AUTH = scenario({ customer: true, failures: { paypal: 'load' } });
const WRAPPER = '#axe-container [data-braintree-id="wrapper"]';

/** Every view of one widget in one locale; returns the violations found, by view. */
async function views(locale) {
  return page.evaluate(async ({ locale, auth }) => {
    const container = document.getElementById('axe-container');
    const dropin = await window.featherdrop.create({
      authorization: auth, container, locale, vaultManager: true,
      paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' }, paypalCredit: { flow: 'checkout', amount: '10.00', currency: 'USD' }, venmo: true,
      applePay: { displayName: 'Feather shop', paymentRequest: { total: { label: 'Feather shop', amount: '10.00' } } },
      googlePay: { transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' } },
    });
    const $ = (selector) => container.querySelector(selector);
    const until = async (check) => {
      for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
      if (!check()) throw new Error(`${locale}: ${check} did not show (${container.firstElementChild?.className})`);
    };
    const click = async (selector) => {
      const shown = () => $(selector);
      shown.toString = () => selector;
      await until(shown);
      $(selector).click();
    };
    const found = {};
    const run = async (view) => {
      found[view] = await window.__axe();
    };
    await until(() => $('.braintree-method--active'));
    await run('methods');
    await click('[data-braintree-id="toggle"]');
    await until(() => $('.braintree-option__paypal.braintree-disabled'));
    await run('other ways to pay, a failed option');
    await click('[data-braintree-id="methods-edit"]');
    await until(() => $('.braintree-method--disabled'));
    await run('edit, a subscribed card');
    await click('.braintree-method:not(:disabled)');
    await until(() => $('[data-braintree-id="delete-confirmation"]'));
    await run('delete confirmation');
    await click('[data-braintree-id="delete-confirmation__no"]');
    await click('[data-braintree-id="methods-edit"]');
    await until(() => $('[data-braintree-id="toggle"]'));
    await click('[data-braintree-id="toggle"]');
    await until(() => $('.braintree-option__card'));
    await click('.braintree-option__card');
    await until(() => $('[data-braintree-id="card"] input'));
    await dropin.requestPaymentMethod().catch(() => {});
    await until(() => $('[data-braintree-id="sheet-error-text"]'));
    await run('card sheet with errors');
    for (const wallet of ['paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay']) {
      // From a sheet the toggle shows the other ways to pay below the methods; they stay until a tile is chosen.
      if ($('[data-braintree-id="toggle"]')) await click('[data-braintree-id="toggle"]');
      await until(() => $(`.braintree-option__${wallet}`));
      if ($(`.braintree-option__${wallet}`).disabled) continue;
      await click(`.braintree-option__${wallet}`);
      await until(() => $(`[data-braintree-id="${wallet}"].braintree-sheet--active`) && !$(`[data-braintree-id="${wallet}"].braintree-sheet--loading`));
      await run(`${wallet} sheet`);
    }
    await dropin.teardown();
    return Object.fromEntries(Object.entries(found).filter(([, violations]) => violations.length));
  }, { locale, auth: AUTH });
}

const prepare = (theme) => prepareAxePage(browser, page, WRAPPER, theme);

it('34 locales, every view, light: no axe violations (disabled elements included)', async () => {
  assert.is(LOCALES.length, 34);
  await prepare();
  const failures = {};
  for (const locale of LOCALES) {
    const found = await views(locale);
    if (Object.keys(found).length) failures[locale] = found;
  }
  assert.equal(failures, {});
});

// Dark changes colours, not text: every view in the locales the issue was tried in (scripts, RTL, long words).
it('every view, dark (en_US, de_DE, ar_EG, he_IL, ja_JP, th_TH): no axe violations (disabled elements included)', async () => {
  await prepare('dark');
  const failures = {};
  for (const locale of ['en_US', 'de_DE', 'ar_EG', 'he_IL', 'ja_JP', 'th_TH']) {
    const found = await views(locale);
    if (Object.keys(found).length) failures[locale] = found;
  }
  assert.equal(failures, {});
});

test.run();
