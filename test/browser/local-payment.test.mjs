import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, demoQuery, openDemo, payResult } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'local-payment', (b, p) => {
  browser = b;
  page = p;
});

const BASE = { amount: '10.00', givenName: 'Jan', surname: 'Jansen', fallback: { url: 'https://shop.example/return', buttonText: 'Back to the shop' } };
const EUR = { localPayment: { ...BASE, methods: ['ideal', 'bancontact', 'blik', 'eps', 'swish'], currencyCode: 'EUR' } };
const PLN = { localPayment: { ...BASE, methods: ['ideal', 'blik'], currencyCode: 'PLN', countryCode: 'PL' } };
const DIALOG = '.featherdrop-local-payment-sim [role="dialog"]';
const CONTINUE = '[data-braintree-id="local-payment-button"]:visible';
const ERROR = '[data-braintree-id="sheet-error"]';

async function open(options, auth = 'simulator_guest', extra = '') {
  await openDemo(browser, page, demoQuery(auth, options) + extra);
}

async function choose(id) {
  await page.click(`.braintree-option__${id}`);
  await page.waitForSelector(`[data-braintree-id="local-payment-button"][data-featherdrop-method="${id}"]`, { state: 'visible' });
}

const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
const sheetError = () => page.evaluate((sel) => document.querySelector(sel)?.textContent ?? '', ERROR);

it('a tile per method the currency and country allow, each with its brand mark and name; the list is axe-clean', async () => {
  await open(EUR);
  assert.equal(await page.evaluate(() => window.demo.dropin.getAvailablePaymentOptions()), ['card', 'ideal', 'bancontact', 'eps']);
  await page.waitForSelector('.braintree-option__ideal svg');
  for (const [id, name] of [['ideal', 'iDEAL'], ['bancontact', 'Bancontact'], ['eps', 'EPS']]) {
    assert.is(await page.textContent(`.braintree-option__${id} .braintree-option__label`), name);
    await page.waitForSelector(`.braintree-option__${id} .braintree-option__logo svg`);
  }
  assert.equal(await axe(page), []);
  await open({ localPayment: { ...EUR.localPayment, countryCode: 'be' } });
  assert.equal(await page.evaluate(() => window.demo.dropin.getAvailablePaymentOptions()), ['card', 'bancontact']);
});

it('iDEAL by keyboard: the button opens the bank page with focus inside, Approve gives a LocalPayment with the payer details; focus comes back', async () => {
  await open(EUR);
  await choose('ideal');
  assert.equal(await axe(page), []);
  assert.is(await page.textContent('.featherdrop-local-payment__notice:visible'), 'You will confirm the payment with iDEAL in a new window.');
  await page.focus(CONTINUE);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${DIALOG} [data-featherdrop-id="simulator-approve"]`);
  assert.equal(await axe(page, DIALOG), []);
  assert.is(await page.textContent('.featherdrop-local-payment__notice:visible'), 'Finish the payment in the iDEAL window.');
  assert.is(await focused(), 'Approve');
  assert.match(await page.textContent(DIALOG), /€10\.00|10\.00/);
  await page.keyboard.press('Enter');
  const result = await payResult(page);
  assert.is(result.type, 'LocalPayment');
  assert.match(result.nonce, /^sim_local_payment_ideal_/);
  assert.is(result.details.paymentType, 'ideal');
  assert.is(result.details.firstName, 'Jan');
  assert.is(result.details.lastName, 'Jansen');
  assert.match(result.correlationId, /^SIMPAY-IDEAL-/);
  assert.is(await page.$(DIALOG), null);
  assert.match(await page.textContent('[data-braintree-id="methods"]'), /iDEAL/);
});

it('Cancel (and Escape) closes the bank page with nothing paid and nothing said; focus is back on the button, and paying again works', async () => {
  await open(EUR);
  await choose('bancontact');
  await page.click(CONTINUE);
  await page.waitForSelector(`${DIALOG} [data-featherdrop-id="simulator-cancel"]`);
  await page.click(`${DIALOG} [data-featherdrop-id="simulator-cancel"]`);
  await page.waitForSelector(DIALOG, { state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.textContent === 'Continue to Bancontact'); // focus back, and the window no longer open
  assert.is(await sheetError(), '');
  assert.is(await page.evaluate(() => window.demo.dropin.isPaymentMethodRequestable()), false);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${DIALOG} [data-featherdrop-id="simulator-approve"]`);
  await page.keyboard.press('Escape');
  await page.waitForSelector(DIALOG, { state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.textContent === 'Continue to Bancontact'); // focus back, and the window no longer open
  await page.click(CONTINUE);
  await page.click(`${DIALOG} [data-featherdrop-id="simulator-approve"]`);
  const result = await payResult(page);
  assert.is(result.details.paymentType, 'bancontact');
});

it('Fail on the bank page shows the failure in the sheet, which stays usable: the next try pays', async () => {
  await open(EUR);
  await choose('eps');
  await page.click(CONTINUE);
  await page.click(`${DIALOG} [data-featherdrop-id="simulator-fail"]`);
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent, ERROR);
  assert.is(await sheetError(), 'The payment was not completed. Try again or choose another way to pay.');
  assert.equal(await axe(page), []);
  await page.click(CONTINUE);
  await page.click(`${DIALOG} [data-featherdrop-id="simulator-approve"]`);
  const result = await payResult(page);
  assert.is(result.details.paymentType, 'eps');
});

it('requestPaymentMethod on a local payment sheet before paying rejects and points at the button', async () => {
  await open(EUR);
  await choose('ideal');
  const rejected = await page.evaluate(() => window.demo.dropin.requestPaymentMethod().then(() => 'resolved', (error) => error.message));
  assert.is(rejected, 'No payment method is available.');
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent, ERROR);
  assert.is(await sheetError(), 'Use the Continue button to confirm the payment in a new window.');
});

it('BLIK: the bank page asks the 6-digit code; a short code gets the field message and keeps what was typed; 000000 is declined; a good code pays', async () => {
  await open(PLN);
  assert.equal(await page.evaluate(() => window.demo.dropin.getAvailablePaymentOptions()), ['card', 'blik']);
  await choose('blik');
  await page.click(CONTINUE);
  const code = `${DIALOG} [data-featherdrop-id="simulator-blik-code"]`;
  await page.waitForSelector(code);
  assert.is(await focused(), '');
  assert.is(await page.evaluate(() => document.activeElement.dataset.featherdropId), 'simulator-blik-code');
  await page.keyboard.type('12a3');
  await page.keyboard.press('Enter');
  assert.is(await page.textContent(`${DIALOG} [role="alert"]`), 'Enter the 6-digit BLIK code.');
  assert.is(await page.inputValue(code), '123');
  assert.is(await page.getAttribute(code, 'aria-invalid'), 'true');
  assert.equal(await axe(page, DIALOG), []);
  await page.fill(code, '000000');
  await page.click(`${DIALOG} [data-featherdrop-id="simulator-approve"]`);
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent, ERROR);
  assert.is(await sheetError(), 'The payment was not completed. Try again or choose another way to pay.');
  await page.click(CONTINUE);
  await page.fill(code, '777123');
  await page.click(`${DIALOG} [data-featherdrop-id="simulator-approve"]`);
  const result = await payResult(page);
  assert.is(result.type, 'LocalPayment');
  assert.is(result.details.paymentType, 'blik');
  assert.is(result.details.countryCode, 'PL');
});

it('in German: the tiles, the sheet and the bank page speak it (brand names stay)', async () => {
  await open(EUR, 'simulator_guest', '&locale=de_DE');
  await choose('ideal');
  assert.is(await page.textContent('.featherdrop-local-payment__notice:visible'), 'Sie bestätigen die Zahlung mit iDEAL in einem neuen Fenster.');
  assert.is(await page.textContent(CONTINUE), 'Weiter zu iDEAL');
  await page.click(CONTINUE);
  await page.waitForSelector(`${DIALOG} [data-featherdrop-id="simulator-approve"]`);
  assert.is(await page.textContent(`${DIALOG} [data-featherdrop-id="simulator-approve"]`), 'Genehmigen');
  assert.is(await page.getAttribute('.featherdrop-local-payment-sim', 'lang'), 'de-DE');
});

it('a customer: the methods show below the saved ones, and the new local payment is listed and requested', async () => {
  await open(EUR, 'simulator_customer');
  await page.click('[data-braintree-id="toggle"]');
  await choose('ideal');
  await page.click(CONTINUE);
  await page.click(`${DIALOG} [data-featherdrop-id="simulator-approve"]`);
  const result = await payResult(page);
  assert.is(result.details.paymentType, 'ideal');
  assert.is(result.vaulted, undefined);
});

test.run();
