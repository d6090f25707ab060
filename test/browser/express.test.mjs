// `expressCheckout` (issue 43): the wallets' own buttons in a row above the options, in the list, the accordion and
// tabs, pressed by keyboard and by mouse; each simulated flow completes to a nonce; axe 0 light and dark, he_IL right
// to left, 320 px; the custom element's express-checkout attribute, the script tag's form, Pay Later's button.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, demoQuery, openDemo, payResult } from './support.mjs';

const pages = {};
let browser;
let page;
const it = browserSuite(test, 'express', (b, p) => {
  browser = b;
  page = p;
}, { pages });

const PAYPAL = { paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } };
const WALLETS = {
  ...PAYPAL,
  venmo: true,
  applePay: { displayName: 'Feather', paymentRequest: { total: { label: 'Feather', amount: '10.00' } } },
  googlePay: { transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' } },
};
const ROW = '[data-featherdrop-id="express-checkout"]';
const express = (id) => `${ROW} [data-featherdrop-id="express-${id}"]`;
const PAYPAL_BUTTON = `${express('paypal')} [data-braintree-id="paypal-button"] button`;
const DIALOG = '[role="dialog"]';
const buttons = () => page.$$eval(`${ROW} [data-featherdrop-id^="express-"]`, (els) => els.map((el) => el.getAttribute('data-featherdrop-id')));

/** Tabs from the page's start until focus is on `selector`, as a keyboard user reaches it; fails after 20 stops. */
async function tabTo(selector) {
  await page.evaluate(() => document.activeElement?.blur());
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

it('list, guest, keyboard alone: the row comes first in Tab order; Enter on PayPal\'s button, Enter on Approve gives a PayPalAccount', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', { ...WALLETS, expressCheckout: true }));
  await page.waitForSelector(PAYPAL_BUTTON);
  assert.equal(await buttons(), ['express-paypal', 'express-venmo', 'express-applePay', 'express-googlePay']);
  assert.is(await page.textContent(`${ROW} h2`), 'Express checkout');
  assert.not.ok(await page.$('.braintree-option__paypal'), 'the wallets are not tiles below');
  assert.ok(await page.$('[data-braintree-id="card"].braintree-sheet--active'), 'the one listed option, card, shows its sheet');
  assert.equal(await axe(page), []);
  await tabTo(PAYPAL_BUTTON);
  await page.keyboard.press('Enter');
  await page.waitForSelector(DIALOG);
  assert.is(await page.evaluate(() => document.activeElement.textContent), 'Approve');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-braintree-id="methods"]');
  assert.ok(await page.evaluate(() => window.demo.dropin.isPaymentMethodRequestable()));
  const result = await payResult(page);
  assert.is(result.type, 'PayPalAccount');
  assert.match(result.nonce, /^sim_paypal_/);
});

it('list, customer, mouse: the row above the saved methods; Google Pay\'s button approved gives an AndroidPayCard', async () => {
  await openDemo(browser, page, demoQuery('simulator_customer', { ...WALLETS, expressCheckout: ['applePay', 'googlePay'] }));
  await page.waitForSelector(`${express('googlePay')} [data-braintree-id="google-pay-button"] button`);
  assert.equal(await buttons(), ['express-applePay', 'express-googlePay']);
  assert.ok(await page.$eval(ROW, (row) => !!(row.compareDocumentPosition(document.querySelector('[data-braintree-id="methods"]')) & Node.DOCUMENT_POSITION_FOLLOWING)));
  assert.equal(await axe(page), []);
  await page.click(`${express('googlePay')} [data-braintree-id="google-pay-button"] button`);
  await page.waitForSelector(DIALOG);
  await page.click(`${DIALOG} button:has-text("Approve")`);
  const result = await payResult(page);
  assert.is(result.type, 'AndroidPayCard');
  assert.match(result.nonce, /^sim_googlepay_/);
});

it('accordion, dark, mouse: Venmo\'s button in the row runs its flow to a VenmoAccount; no Venmo row below', async () => {
  await openDemo(browser, page, `${demoQuery('simulator_guest', { ...WALLETS, layout: 'accordion', expressCheckout: ['venmo', 'paypal'] })}&theme=dark`);
  await page.waitForSelector(`${express('venmo')} [data-braintree-id="venmo-button"]`);
  assert.equal(await buttons(), ['express-paypal', 'express-venmo'], "paymentOptionPriority's order");
  assert.not.ok(await page.$('.featherdrop-accordion .braintree-option__venmo'));
  assert.ok(await page.$('.featherdrop-accordion .braintree-option__applePay'), 'a wallet not named stays a row');
  assert.equal(await axe(page), [], 'dark');
  await page.click(`${express('venmo')} [data-braintree-id="venmo-button"]`);
  await page.waitForSelector('.featherdrop-venmo-sim__qr');
  await page.click(`${DIALOG} button:text-is("Scan")`);
  await page.click(`${DIALOG} button:text-is("Authorize")`);
  await page.waitForSelector('.featherdrop-venmo-sim', { state: 'detached' });
  const result = await payResult(page);
  assert.is(result.type, 'VenmoAccount');
  assert.match(result.nonce, /^sim_venmo_/);
});

it('tabs, he_IL right to left, keyboard: the row first, Apple Pay\'s button by Enter, Approve by Enter gives an ApplePayCard', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', { ...WALLETS, layout: 'tabs', locale: 'he_IL', expressCheckout: ['applePay', 'googlePay'] }));
  await page.waitForSelector(`${express('applePay')} [data-braintree-id="apple-pay-button"]`);
  assert.is(await page.textContent(`${ROW} h2`), 'תשלום מהיר');
  assert.is(await page.$eval(ROW, (row) => getComputedStyle(row).direction), 'rtl');
  assert.not.ok(await page.$('[role="tab"].braintree-option__applePay'));
  assert.ok(await page.$('[role="tab"].braintree-option__paypal'), 'a wallet not named stays a tab');
  assert.ok(await page.$('[role="tab"][aria-selected="true"].braintree-option__card'), 'the first listed tab is chosen, never a wallet');
  assert.equal(await axe(page), []);
  await tabTo(`${express('applePay')} [data-braintree-id="apple-pay-button"]`);
  await page.keyboard.press('Enter');
  await page.waitForSelector(DIALOG);
  await page.keyboard.press('Enter');
  const result = await payResult(page);
  assert.is(result.type, 'ApplePayCard');
  assert.match(result.nonce, /^sim_applepay_/);
});

for (const layout of ['list', 'accordion', 'tabs']) {
  it(`${layout} at 320 px: the buttons stack, nothing scrolls sideways`, async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    try {
      await openDemo(browser, page, demoQuery('simulator_guest', { ...WALLETS, layout, expressCheckout: true }));
      await page.waitForSelector(PAYPAL_BUTTON);
      const boxes = await page.$$eval(`${ROW} [data-featherdrop-id^="express-"]`, (els) => els.map((el) => el.getBoundingClientRect()));
      assert.ok(boxes.every((box, i) => i === 0 || box.top >= boxes[i - 1].bottom), 'one under another');
      assert.ok(boxes.every((box) => box.height >= 24), 'each at least 24 px high');
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no horizontal scroll');
      assert.equal(await axe(page), []);
    } finally {
      await page.setViewportSize({ width: 800, height: 900 });
    }
  });
}

it('the custom element\'s express-checkout attribute: "paypal venmo" shows those buttons and PayPal\'s pays; "false" recreates it without the row', async () => {
  pages['/element.html'] = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shop</title></head><body>
    <featherdrop-drop-in id="pay" authorization="simulator_guest" express-checkout="paypal venmo"></featherdrop-drop-in>
    <script src="/dist/featherdrop.js"></script>
    <script>document.querySelector('#pay').options = ${JSON.stringify(WALLETS)};</script></body></html>`;
  await page.goto(`${browser.url}/element.html`);
  await page.waitForSelector(`#pay ${PAYPAL_BUTTON}`);
  await page.waitForSelector(`#pay ${express('venmo')} [data-braintree-id="venmo-button"]`);
  assert.equal(await buttons(), ['express-paypal', 'express-venmo']);
  assert.ok(await page.$('#pay .braintree-option__applePay'), 'a wallet not named stays a tile');
  assert.equal(await axe(page), []);
  await page.click(`#pay ${PAYPAL_BUTTON}`);
  await page.click(`${DIALOG} button:has-text("Approve")`);
  await page.waitForFunction(() => document.querySelector('#pay').isPaymentMethodRequestable());
  const result = await page.evaluate(() => document.querySelector('#pay').requestPaymentMethod());
  assert.is(result.type, 'PayPalAccount');
  await page.evaluate(() => document.querySelector('#pay').setAttribute('express-checkout', 'false'));
  await page.waitForSelector('#pay .braintree-option__paypal');
  assert.is(await page.$(ROW), null, 'no express row');
});

it('the script-tag form with data-express-checkout=\'["paypal"]\': PayPal\'s express button approved, the Pay button posts its nonce', async () => {
  pages['/form.html'] = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shop</title></head><body>
    <form action="/checkout" method="post"><script src="/dist/featherdrop.js" data-authorization="simulator_guest" data-express-checkout='["paypal"]' data-paypal.flow="checkout" data-paypal.amount="10.00" data-paypal.currency="USD"></script>
    <button type="submit" class="pay">Pay</button></form></body></html>`;
  await page.goto(`${browser.url}/form.html`);
  await page.waitForSelector(PAYPAL_BUTTON);
  assert.equal(await buttons(), ['express-paypal']);
  await page.click(PAYPAL_BUTTON);
  await page.click(`${DIALOG} button:has-text("Approve")`);
  await page.waitForSelector('[data-braintree-id="methods"]');
  await Promise.all([page.waitForURL('**/checkout'), page.click('button.pay')]);
  const posted = JSON.parse(await page.textContent('#posted'));
  assert.match(posted.payment_method_nonce, /^sim_paypal_/);
});

it('Pay Later, passed, is an express button too: pressed, its PayPal window approved gives a PayPalAccount; no Pay Later tile below', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', { ...PAYPAL, payLater: { amount: '10.00', currency: 'USD' }, expressCheckout: ['payLater'] }));
  const button = `${express('payLater')} button`;
  await page.waitForSelector(button);
  assert.equal(await buttons(), ['express-payLater']);
  assert.not.ok(await page.$('.braintree-option__payLater'));
  assert.ok(await page.$('.braintree-option__paypal'), 'PayPal, not named, stays a tile');
  assert.equal(await axe(page), []);
  await page.click(button);
  await page.waitForSelector(DIALOG);
  assert.match(await page.textContent(DIALOG), 'Pay $10.00 with PayPal Pay Later');
  await page.click(`${DIALOG} button:has-text("Approve")`);
  const result = await payResult(page);
  assert.equal([result.type, result.nonce], ['PayPalAccount', 'sim_paylater']);
});

it('a bad value: the demo shows create\'s DropinError with its exact message', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', { expressCheckout: 'yes' }));
  const error = await page.evaluate(() => ({ name: window.demo.error.name, message: window.demo.error.message, type: window.demo.error.type }));
  assert.equal(error, { name: 'DropinError', message: 'options.expressCheckout must be true, false or an array of the wallets in paymentOptionPriority (paypal, paypalCredit, venmo, applePay, googlePay, payLater).', type: 'merchant' });
});

test.run();
