// ACH (US bank account) on the simulated gateway, driven as a shopper: by keyboard through the owner's kind,
// the numbers, the address and the mandate's box; the field messages; Pay refused until the box is ticked; a
// refused account that keeps everything typed; axe-clean; in Spanish and right to left.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, demoQuery, drawnMark, markFiles, openDemo, payResult, scenario } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'us-bank-account', (b, p) => {
  browser = b;
  page = p;
});

const MANDATE = 'By paying, I authorize Feather shop to debit the bank account above for this order.';
const ACH = { usBankAccount: { mandateText: MANDATE } };
const input = (hook) => `[data-braintree-id="us-bank-account-${hook}-input"]`;
const AGREE = '[data-braintree-id="us-bank-account-mandate-input"]';
const SHEET_ERROR = '[data-braintree-id="sheet-error"]';

async function open(auth = 'simulator_guest', extra = {}) {
  await openDemo(browser, page, demoQuery(auth, { ...ACH, ...extra }));
  await page.click('.braintree-option__usBankAccount');
  await page.waitForSelector(input('first-name'));
}

async function fill(account = '1000123456') {
  for (const [hook, value] of [['first-name', 'Jane'], ['last-name', 'Doe'], ['routing-number', '021000021'], ['account-number', account],
    ['street-address', '1 Main St'], ['locality', 'New York'], ['region', 'NY'], ['postal-code', '10001']]) await page.fill(input(hook), value);
}

it('by keyboard: the owner\'s kind, every field in order, the box ticked with Space, paid; axe-clean', async () => {
  await open();
  assert.equal(await axe(page), []);
  await page.focus('[data-braintree-id="us-bank-account-ownership-type"] input:checked');
  await page.keyboard.press('ArrowRight');
  assert.is(await page.isChecked('[data-braintree-id="us-bank-account-ownership-type"] input[value="business"]'), true, 'arrows pick the owner\'s kind');
  await page.keyboard.press('ArrowLeft');
  const typed = [['first-name', 'Jane'], ['last-name', 'Doe'], ['routing-number', '021000021'], ['account-number', '1000123456']];
  for (const [hook, value] of typed) {
    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement.dataset.braintreeId), `us-bank-account-${hook}-input`);
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement.value), 'checking', 'then the account type');
  for (const [hook, value] of [['street-address', '1 Main St'], ['locality', 'New York'], ['region', 'NY'], ['postal-code', '10001']]) {
    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement.dataset.braintreeId), `us-bank-account-${hook}-input`);
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement.dataset.braintreeId), 'us-bank-account-mandate-input', 'the box last');
  assert.is(await page.isDisabled('#pay'), true, 'not before the box is ticked');
  await page.keyboard.press('Space');
  const result = await payResult(page);
  assert.is(result.type, 'UsBankAccount');
  assert.equal(result.details, { last4: '3456', accountType: 'checking', ownershipType: 'personal', accountHolderName: 'Jane Doe' });
});

it('wrong numbers get their messages on leaving the field; a request without the box says so; axe-clean with the messages', async () => {
  await open();
  await fill();
  await page.fill(input('routing-number'), '021000022');
  await page.focus(input('account-number'));
  assert.is(await page.textContent('[data-braintree-id="us-bank-account-routing-number-field-group"] [role="alert"]'), 'This routing number is not valid.');
  await page.fill(input('routing-number'), '021000021');
  await page.evaluate(() => window.demo.dropin.requestPaymentMethod().catch(() => {}));
  await page.waitForSelector(`[data-braintree-id="us-bank-account-mandate"] [role="alert"]:has-text("Agree to the authorization")`);
  assert.is(await page.evaluate(() => document.activeElement.dataset.braintreeId), 'us-bank-account-mandate-input');
  assert.equal(await axe(page), []);
});

it('an account the gateway refuses: its message, everything kept, a second try with another account pays', async () => {
  await open();
  await fill('1000000002');
  await page.check(AGREE);
  await page.click('#pay');
  await page.waitForSelector(`${SHEET_ERROR}:has-text("This bank account could not be used")`);
  assert.is(await page.inputValue(input('account-number')), '1000000002');
  assert.is(await page.inputValue(input('postal-code')), '10001');
  assert.is(await page.isChecked(AGREE), true);
  await page.fill(input('account-number'), '1000000000');
  const result = await payResult(page);
  assert.is(result.details.last4, '0000');
});

it('in Spanish and in Arabic (right to left): labels and messages in the language; the merchant\'s text as given', async () => {
  await open('simulator_guest', { locale: 'es_ES' });
  assert.match(await page.textContent('[data-braintree-id="us-bank-account-form"]'), 'Número de ruta');
  assert.match(await page.textContent('[data-braintree-id="us-bank-account-form"]'), MANDATE);
  await open('simulator_guest', { locale: 'ar_EG' });
  assert.is(await page.evaluate(() => getComputedStyle(document.querySelector('[data-braintree-id="us-bank-account-form"]')).direction), 'rtl');
  assert.match(await page.textContent('[data-braintree-id="us-bank-account-form"]'), 'رقم التوجيه');
  assert.equal(await axe(page), []);
});

it('a customer\'s saved bank account is listed by its bank and paid with', async () => {
  const saved = { nonce: 'sim_vaulted_ach', type: 'UsBankAccount', default: true, details: { last4: '6789', bankName: 'Emulated Bank' } };
  await openDemo(browser, page, demoQuery(scenario({ customer: true, paymentMethods: [saved] }), ACH));
  assert.match(await page.textContent('[data-braintree-id="methods"]'), 'Emulated Bank');
  assert.is((await payResult(page)).nonce, 'sim_vaulted_ach');
});

it('a bank building, not a card\'s glyph, on its tile and on a saved account: one file, marks/bank.js', async () => {
  const fetched = markFiles(page);
  await openDemo(browser, page, demoQuery('simulator_guest', ACH));
  const tile = await drawnMark(page, '.braintree-option__usBankAccount .braintree-option__logo');
  assert.equal(fetched, ['bank']);
  const saved = { nonce: 'sim_vaulted_ach', type: 'UsBankAccount', default: true, details: { last4: '6789', bankName: 'Emulated Bank' } };
  await openDemo(browser, page, demoQuery(scenario({ customer: true, paymentMethods: [saved] }), ACH));
  assert.is(await drawnMark(page, '[data-braintree-id="methods"] .braintree-method__logo'), tile);
});

test.run();
