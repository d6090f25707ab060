// Paying with the keyboard alone, where the flow leaves the widget for a wallet's window or the bank's page
// (2.1.1, 2.1.2, 2.4.3): each stop asserted on the way; and the time a shopper gets (2.2.1): featherdrop sets no
// limit of its own, and where Venmo's QR code expires the shopper simply starts again, nothing lost.
// (The card, the saved methods and the vault manager by keyboard: card.test.mjs, core.test.mjs, vault-manager.test.mjs.)
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserSuite, demoQuery, openDemo, readResult, scenario } from '../support.mjs';
import { describe } from './keyboard.mjs';

let browser;
let page;
const it = browserSuite(test, 'a11y-keyboard', (b, p) => {
  browser = b;
  page = p;
});

const WALLETS = demoQuery('simulator_guest', {
  paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' }, venmo: true,
  googlePay: { transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' } },
});
const THREE_DS = demoQuery(scenario({ authorizationType: 'clientToken' }), { threeDSecure: { amount: '10.00' } });
const PAY = 'button: Pay $10.00';

/** Presses Tab until `name` has focus (at most 30 times); fails if it never does. */
async function tabTo(name) {
  const seen = [];
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const now = await describe(page);
    if (now === name) return;
    seen.push(now);
  }
  assert.unreachable(`Tab never reached ${name}: ${seen.join(' → ')}`);
}

/** The next stop after one Tab (or Shift+Tab). */
async function next(key = 'Tab') {
  await page.keyboard.press(key);
  return describe(page);
}

const focusedView = () => page.evaluate(() => document.activeElement.getAttribute('data-view-focus'));

it('PayPal by keyboard alone: the tile, the button, the window (Tab stays in it), Approve, back on the button, then Pay', async () => {
  await openDemo(browser, page, WALLETS);
  await tabTo('button: PayPal');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-braintree-id="paypal"].braintree-sheet--active [data-featherdrop-id="simulator-wallet-button"]');
  assert.is(await focusedView(), 'paypal', 'the sheet\'s heading takes focus: the shopper hears where they are');
  assert.is(await next(), 'simulator-wallet-button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-featherdrop-dialog]');
  assert.is(await describe(page), 'simulator-approve', 'the window opens on Approve');
  assert.is(await next(), 'simulator-cancel');
  assert.is(await next(), 'simulator-approve', 'Tab wraps inside the window');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-featherdrop-dialog]', { state: 'detached' });
  await page.waitForFunction(() => !document.getElementById('pay').disabled);
  await tabTo(PAY);
  await page.keyboard.press('Enter');
  assert.is((await readResult(page)).type, 'PayPalAccount');
});

it('Venmo by keyboard alone: the QR overlay opens on Scan, Authorize follows, and the payment goes through', async () => {
  await openDemo(browser, page, WALLETS);
  await tabTo('button: Venmo');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-braintree-id="venmo-button"]');
  assert.is(await next(), 'venmo-button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-featherdrop-id="simulator-scan"]');
  assert.is(await describe(page), 'simulator-scan');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement.getAttribute('data-featherdrop-id') === 'simulator-authorize', null, { timeout: 5000 });
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-featherdrop-dialog]', { state: 'detached', timeout: 10_000 });
  await page.waitForFunction(() => !document.getElementById('pay').disabled);
  await tabTo(PAY);
  await page.keyboard.press('Enter');
  assert.is((await readResult(page)).type, 'VenmoAccount');
});

it('Google Pay by keyboard alone: the button, the sheet on Approve, then Pay', async () => {
  await openDemo(browser, page, WALLETS);
  await tabTo('button: Google Pay');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-braintree-id="google-pay-button"] button');
  assert.is(await next(), 'button: Google Pay');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-featherdrop-dialog]');
  assert.is(await describe(page), 'simulator-approve');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.getElementById('pay').disabled);
  await tabTo(PAY);
  await page.keyboard.press('Enter');
  assert.is((await readResult(page)).type, 'AndroidPayCard');
});

const BLIK = demoQuery('simulator_guest', { localPayment: {
  methods: ['blik'], amount: '40.00', currencyCode: 'PLN', givenName: 'Jan', surname: 'Kowalski',
  fallback: { url: 'https://shop.example/return', buttonText: 'Back to the shop' },
} });

it('BLIK by keyboard alone: the tile, the button, the code page (focus in the code, Tab stays in the page), a short code\'s message, the code, Approve, then Pay', async () => {
  await openDemo(browser, page, BLIK);
  await tabTo('button: BLIK');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-braintree-id="local-payment-button"]:visible');
  await tabTo('local-payment-button');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement.getAttribute('data-featherdrop-id') === 'simulator-blik-code');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  const code = '[data-featherdrop-id="simulator-blik-code"]';
  await page.waitForFunction((sel) => document.querySelector(sel).getAttribute('aria-invalid') === 'true', code);
  assert.is(await describe(page), 'simulator-blik-code', 'focus stays in the code with its message');
  const description = await page.evaluate((sel) => document.querySelector(sel).getAttribute('aria-describedby').split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '').join(' '), code);
  assert.match(description, 'Enter the 6-digit BLIK code.', 'the message is the field\'s description');
  assert.equal([await next(), await next(), await next(), await next()], ['simulator-approve', 'simulator-fail', 'simulator-cancel', 'simulator-blik-code'], 'Tab wraps inside the page');
  await page.keyboard.type('777');
  assert.is(await next(), 'simulator-approve');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.getElementById('pay').disabled);
  await tabTo('button: Pay PLN 40.00');
  await page.keyboard.press('Enter');
  const result = await readResult(page);
  assert.is(result.details.paymentType, 'blik');
});

/** A guest's card typed with the keyboard, field to field with Tab; focus ends in the CVV field. */
async function typeCard(number) {
  await tabTo('input: Card Number');
  await page.keyboard.type(number);
  assert.is(await next(), 'input: Expiration Date (MM/YY)');
  await page.keyboard.type('1230');
  assert.is(await next(), 'input: CVV (3 digits)');
  await page.keyboard.type('123');
}

it('3D Secure by keyboard alone: Pay opens the bank\'s page on Complete, Tab stays in it, Complete pays and focus goes back to Pay', async () => {
  await openDemo(browser, page, THREE_DS);
  await typeCard('4000000000001091');
  await tabTo(PAY);
  await page.keyboard.press('Enter');
  await page.waitForSelector('.featherdrop-3ds-acs button');
  await page.waitForFunction(() => document.activeElement.getAttribute('data-featherdrop-id') === 'simulator-complete');
  assert.is(await next(), 'simulator-fail');
  assert.is(await next(), 'simulator-complete', 'Tab wraps inside the challenge');
  assert.is(await next('Shift+Tab'), 'simulator-fail', 'and Shift+Tab the other way');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  const result = await readResult(page);
  assert.is(result.liabilityShifted, true);
  assert.is(await describe(page), PAY);
});

it('2.2.1: featherdrop sets no time limit: 30 minutes on the card sheet, then 10 minutes on the bank\'s page, and the payment still goes through', async () => {
  await page.clock.install();
  await openDemo(browser, page, THREE_DS);
  await typeCard('4000000000001091');
  await page.clock.fastForward('30:00');
  await tabTo(PAY);
  await page.keyboard.press('Enter');
  await page.waitForSelector('.featherdrop-3ds-acs button');
  await page.clock.fastForward('10:00');
  assert.ok(await page.isVisible('.featherdrop-3ds-acs'), 'the bank\'s page is still there');
  await page.click('[data-featherdrop-id="simulator-complete"]');
  assert.is((await readResult(page)).liabilityShifted, true);
});

it('2.2.1: Venmo\'s QR code expires after 5 minutes (Venmo\'s limit): the overlay says so, and the shopper starts again and pays', async () => {
  await page.clock.install();
  await openDemo(browser, page, WALLETS);
  await page.click('.braintree-option__venmo');
  await page.click('[data-braintree-id="venmo-button"]');
  await page.waitForSelector('[data-featherdrop-id="simulator-scan"]');
  await page.clock.fastForward('05:01');
  await page.waitForSelector('.featherdrop-venmo-sim__message:has-text("Something went wrong")');
  await page.clock.fastForward('00:03');
  await page.waitForSelector('[data-featherdrop-dialog]', { state: 'detached' });
  await page.click('[data-braintree-id="venmo-button"]');
  await page.click('[data-featherdrop-id="simulator-scan"]');
  await page.clock.fastForward('00:02');
  await page.click('[data-featherdrop-id="simulator-authorize"]');
  await page.clock.fastForward('00:04');
  await page.waitForSelector('[data-featherdrop-dialog]', { state: 'detached' });
  await page.waitForFunction(() => !document.getElementById('pay').disabled);
  await page.click('#pay');
  assert.is((await readResult(page)).type, 'VenmoAccount');
});

// Layouts (issue 43) by keyboard alone: WAI-ARIA's accordion pattern (each row a button: Enter and Space open and
// close it, focus stays on it, Tab goes into its sheet) and tabs pattern (one tab stop on the chosen tab; the arrows,
// Home and End move and choose; Tab leaves the row for the sheet).
const LAYOUT_WALLETS = (layout) => demoQuery('simulator_guest', { layout, paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' }, venmo: true });
const expanded = (id) => page.getAttribute(`.featherdrop-accordion button.braintree-option__${id}`, 'aria-expanded');
const chosenTab = () => page.evaluate(() => [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].map((tab) => tab.textContent.trim()));

it('accordion by keyboard alone: Space opens the card\'s row, Tab goes into it, Enter on the row closes it, Tab skips its fields; PayPal\'s row opens onto its button', async () => {
  await openDemo(browser, page, LAYOUT_WALLETS('accordion'));
  await page.waitForSelector('.featherdrop-accordion button.braintree-option__card:not([disabled])');
  await tabTo('button: Card');
  await page.keyboard.press('Space');
  await page.waitForSelector('[data-braintree-id="card"]:not([hidden]) input');
  assert.is(await expanded('card'), 'true');
  assert.is(await describe(page), 'button: Card', 'focus stays on the row');
  assert.is(await next(), 'input: Card Number');
  assert.is(await next('Shift+Tab'), 'button: Card');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-braintree-id="card"][hidden]', { state: 'attached' });
  assert.is(await expanded('card'), 'false');
  assert.is(await next(), 'button: PayPal', 'the closed row\'s fields are out of the Tab order');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-braintree-id="paypal"]:not([hidden]) [data-featherdrop-id="simulator-wallet-button"]');
  assert.equal([await expanded('card'), await expanded('paypal')], ['false', 'true'], 'one row open at a time');
  assert.is(await next(), 'simulator-wallet-button');
});

it('tabs by keyboard alone: one tab stop on the chosen tab; the arrows (wrapping), Home and End choose; Tab goes to the sheet, Shift+Tab back', async () => {
  await openDemo(browser, page, LAYOUT_WALLETS('tabs'));
  await page.waitForSelector('[role="tab"][aria-selected="true"].braintree-option__card');
  await tabTo('button: Card');
  assert.is(await page.evaluate(() => document.activeElement.getAttribute('role')), 'tab');
  assert.equal(await page.evaluate(() => [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.tabIndex)), [0, -1, -1], 'a roving tabindex');
  const steps = [['ArrowRight', 'PayPal'], ['ArrowRight', 'Venmo'], ['ArrowRight', 'Card'], ['ArrowLeft', 'Venmo'], ['Home', 'Card'], ['End', 'Venmo']];
  for (const [key, tab] of steps) {
    await page.keyboard.press(key);
    assert.is(await describe(page), `button: ${tab}`, `${key}: focus`);
    assert.equal(await chosenTab(), [tab], `${key}: chosen`);
  }
  await page.waitForSelector('[data-braintree-id="venmo"]:not([hidden]) [data-braintree-id="venmo-button"]');
  assert.is(await next(), 'venmo-button', 'Tab leaves the row for the chosen tab\'s sheet');
  assert.is(await next('Shift+Tab'), 'button: Venmo', 'and comes back to the chosen tab');
  await page.keyboard.press('Home');
  await page.waitForSelector('[data-braintree-id="card"]:not([hidden]) input');
  assert.is(await next(), 'input: Card Number');
});

test.run();
