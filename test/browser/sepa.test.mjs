// SEPA Direct Debit on the simulated gateway, driven as a shopper: typing (the IBAN grouped as typed), the field
// messages, the bank's mandate page by keyboard (approve, cancel) and by a failing bank, a refused IBAN that
// keeps what was typed; axe-clean sheet and page; in German and right to left.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, demoQuery, drawnMark, markFiles, openDemo, payResult, scenario } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'sepa', (b, p) => {
  browser = b;
  page = p;
});

const SEPA = { sepa: { customerId: 'customer-7', merchantAccountId: 'eur-account' } };
const HOLDER = '[data-braintree-id="sepa-account-holder-input"]';
const IBAN = '[data-braintree-id="sepa-iban-input"]';
const IBAN_ERROR = '[data-braintree-id="sepa-iban-field-group"] [role="alert"]';
const DIALOG = '[role="dialog"]';
const SHEET_ERROR = '[data-braintree-id="sheet-error"]';

async function open(auth = 'simulator_guest', extra = {}) {
  await openDemo(browser, page, demoQuery(auth, { ...SEPA, ...extra }));
  await page.click('.braintree-option__sepa');
  await page.waitForSelector(HOLDER);
}

it('typed by keyboard and approved on the bank\'s page: a SEPADebitAccount; sheet and page axe-clean', async () => {
  await open();
  assert.equal(await axe(page), []);
  await page.focus(HOLDER);
  await page.keyboard.type('Anna Schmidt');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement.dataset.braintreeId), 'sepa-iban-input', 'Tab goes from the holder to the IBAN');
  await page.keyboard.type('de89370400440532013000');
  assert.is(await page.inputValue(IBAN), 'DE89 3704 0044 0532 0130 00', 'grouped in fours as typed');
  await page.waitForFunction(() => !document.getElementById('pay').disabled);
  await page.click('#pay');
  await page.waitForSelector(DIALOG);
  assert.equal(await axe(page, DIALOG), []);
  assert.match(await page.textContent(DIALOG), 'SEPA Direct Debit mandate');
  assert.is(await page.evaluate(() => document.activeElement.textContent), 'Approve');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('result').textContent.length > 0);
  const result = JSON.parse(await page.textContent('#result'));
  assert.is(result.type, 'SEPADebitAccount');
  assert.equal(result.details, { ibanLastFour: '3000', mandateType: 'ONE_OFF', customerId: 'customer-7' });
  assert.is(await page.$(DIALOG), null);
});

it('a wrong IBAN: its message on leaving the field, Pay asks no bank; axe-clean with the message', async () => {
  await open();
  await page.fill(HOLDER, 'Anna Schmidt');
  await page.fill(IBAN, 'DE89 3704 0044 0532 0130 01');
  await page.focus(HOLDER);
  assert.is(await page.textContent(IBAN_ERROR), 'This IBAN is not valid.');
  assert.equal(await axe(page), []);
  assert.is(await page.isDisabled('#pay'), true, 'not requestable');
  await page.evaluate(() => window.demo.dropin.requestPaymentMethod().catch(() => {}));
  assert.is(await page.$(DIALOG), null);
  assert.is(await page.evaluate(() => document.activeElement.dataset.braintreeId), 'sepa-iban-input', 'the field to fix has focus');
});

it('Escape on the bank\'s page cancels: the message shows, the typing stays, a second Pay is approved', async () => {
  await open();
  await page.fill(HOLDER, 'Anna Schmidt');
  await page.fill(IBAN, 'DE89370400440532013000');
  await page.click('#pay');
  await page.waitForSelector(DIALOG);
  await page.keyboard.press('Escape');
  await page.waitForSelector(`${SHEET_ERROR}:has-text("The mandate was not approved")`);
  assert.is(await page.inputValue(IBAN), 'DE89 3704 0044 0532 0130 00');
  assert.is(await page.inputValue(HOLDER), 'Anna Schmidt');
  await page.click('#pay');
  await page.waitForSelector(DIALOG);
  await page.click(`${DIALOG} [data-featherdrop-id="simulator-approve"]`);
  await page.waitForFunction(() => document.getElementById('result').textContent.includes('SEPADebitAccount'));
});

it('a bank that fails and a refused IBAN show their messages; nothing typed is lost', async () => {
  await open(scenario({ failures: { sepaMandate: 'load' } }));
  await page.fill(HOLDER, 'Anna Schmidt');
  await page.fill(IBAN, 'DE89370400440532013000');
  await page.click('#pay');
  await page.click(`${DIALOG} [data-featherdrop-id="simulator-approve"]`);
  await page.waitForSelector(`${SHEET_ERROR}:has-text("Your bank could not set up the mandate")`);
  await page.fill(IBAN, 'FR1420041010050500013M02606');
  await page.click('#pay');
  await page.waitForSelector(`${SHEET_ERROR}:has-text("This account cannot be debited")`);
  assert.is(await page.$(DIALOG), null, 'no bank page for a refused mandate');
  assert.is(await page.inputValue(IBAN), 'FR14 2004 1010 0505 0001 3M02 606');
  assert.is(await page.inputValue(HOLDER), 'Anna Schmidt');
});

it('in German and in Hebrew (right to left): the tile, the sheet, its messages and the bank\'s page speak the language', async () => {
  // The tile's name comes from the slice's own labels area, fetched with the locale (before the sheet's strings).
  await openDemo(browser, page, demoQuery('simulator_guest', { ...SEPA, locale: 'de_DE' }));
  assert.is((await page.textContent('.braintree-option__sepa')).trim(), 'SEPA-Lastschrift');
  await page.click('.braintree-option__sepa');
  await page.waitForSelector(HOLDER);
  assert.match(await page.textContent('[data-braintree-id="sepa-form"]'), 'Kontoinhaber');
  await page.fill(HOLDER, 'Anna Schmidt');
  await page.fill(IBAN, 'DE89370400440532013000');
  await page.click('#pay');
  await page.waitForSelector(DIALOG);
  assert.match(await page.textContent(DIALOG), 'SEPA-Lastschriftmandat');
  assert.is(await page.getAttribute(DIALOG, 'lang'), 'de-DE');
  await page.keyboard.press('Escape');
  await openDemo(browser, page, demoQuery('simulator_guest', { ...SEPA, locale: 'he_IL' }));
  assert.is((await page.textContent('.braintree-option__sepa')).trim(), 'חיוב ישיר SEPA');
  await page.click('.braintree-option__sepa');
  await page.waitForSelector(HOLDER);
  assert.is(await page.evaluate(() => getComputedStyle(document.querySelector('[data-braintree-id="sepa-form"]')).direction), 'rtl');
  assert.match(await page.textContent('[data-braintree-id="sepa-form"]'), 'בעל החשבון');
  assert.equal(await axe(page), []);
});

it('a customer\'s saved SEPA account is listed and paid with', async () => {
  const saved = { nonce: 'sim_vaulted_sepa', type: 'SEPADebitAccount', default: true, details: { ibanLastFour: '3000', mandateType: 'RECURRENT' } };
  await openDemo(browser, page, demoQuery(scenario({ customer: true, paymentMethods: [saved] }), SEPA));
  assert.match(await page.textContent('[data-braintree-id="methods"]'), 'Ending in 3000');
  const result = await payResult(page);
  assert.is(result.nonce, 'sim_vaulted_sepa');
});

it('SEPA\'s own mark, not a card\'s glyph, on its tile and on a saved account: one file, marks/sepa.js', async () => {
  const fetched = markFiles(page);
  await openDemo(browser, page, demoQuery('simulator_guest', SEPA));
  const tile = await drawnMark(page, '.braintree-option__sepa .braintree-option__logo');
  assert.match(tile, '#9a1b27', 'SEPA\'s red');
  assert.equal(fetched, ['sepa']);
  const saved = { nonce: 'sim_vaulted_sepa', type: 'SEPADebitAccount', default: true, details: { ibanLastFour: '3000', mandateType: 'RECURRENT' } };
  await openDemo(browser, page, demoQuery(scenario({ customer: true, paymentMethods: [saved] }), SEPA));
  assert.is(await drawnMark(page, '[data-braintree-id="methods"] .braintree-method__logo'), tile);
});

test.run();
