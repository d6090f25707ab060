import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, openDemo, scenario } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'vault', (b, p) => {
  browser = b;
  page = p;
});
const method = (text) => `.braintree-method:has-text("${text}")`;

it('the vault-manager chunk is fetched only with vaultManager', async () => {
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  await openDemo(browser, page, '?auth=simulator_customer');
  assert.not.ok(requested.some((u) => /\/(?:chunks|script)\/vaultManager-/.test(u)));
  assert.is(await page.$('[data-braintree-id="methods-edit"]'), null);
  await openDemo(browser, page, '?auth=simulator_customer&vaultManager=1');
  await page.waitForSelector('[data-braintree-id="methods-edit"]');
  assert.ok(requested.some((u) => /\/(?:chunks|script)\/vaultManager-/.test(u)));
});

it('Edit → delete the Mastercard → it is gone; the subscription Amex cannot be deleted; No keeps everything', async () => {
  await openDemo(browser, page, `?auth=${scenario({ customer: true })}&vaultManager=1`);
  await page.click('[data-braintree-id="methods-edit"]');
  assert.is(await page.textContent('[data-braintree-id="methods-label"]'), 'Edit payment methods');
  assert.is(await page.isDisabled(method('0005')), true);
  await page.click(method('4444'));
  assert.is(await page.textContent('[data-braintree-id="delete-confirmation__message"]'), 'Delete Mastercard card ending in 4444?');
  assert.equal(await axe(page), []);
  await page.click('[data-braintree-id="delete-confirmation__no"]');
  assert.is(await page.locator('.braintree-method').count(), 3);
  await page.click(method('4444'));
  await page.click('[data-braintree-id="delete-confirmation__yes"]');
  await page.waitForSelector('[data-braintree-id="methods"]:not(.braintree-methods--edit)');
  assert.is(await page.locator(method('4444')).count(), 0);
  assert.is(await page.locator('.braintree-method').count(), 2);
  assert.is(await page.textContent('[data-braintree-id="methods-label"]'), 'Paying with Card');
});

it('a failing deletion shows the error and stays in edit mode; axe-core is clean in edit mode', async () => {
  await openDemo(browser, page, `?auth=${scenario({ customer: true, failures: { delete: 'network' } })}&vaultManager=1`);
  await page.click('[data-braintree-id="methods-edit"]');
  assert.equal(await axe(page), []);
  await page.click(method('1111'));
  await page.click('[data-braintree-id="delete-confirmation__yes"]');
  await page.waitForSelector('[data-braintree-id="sheet-error-text"]');
  assert.is(await page.textContent('[data-braintree-id="sheet-error-text"]'), 'Unable to delete payment method, please try again.');
  assert.is(await page.textContent('[data-braintree-id="methods-label"]'), 'Edit payment methods');
  assert.is(await page.locator('.braintree-method').count(), 3);
});

it('deleting every deletable method by keyboard alone ends on the initial view', async () => {
  const methods = [
    { nonce: 'a', type: 'CreditCard', default: true, details: { cardType: 'Visa', lastFour: '1111' } },
    { nonce: 'b', type: 'CreditCard', details: { cardType: 'MasterCard', lastFour: '4444' } },
  ];
  await openDemo(browser, page, `?auth=${scenario({ customer: true, paymentMethods: methods })}&vaultManager=1`);
  await page.focus('[data-braintree-id="methods-edit"]');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-braintree-id="delete-confirmation__yes"]');
    // Issue 16: the confirmation starts on the safe button; Tab reaches Delete.
    assert.is(await page.evaluate(() => document.activeElement.dataset.braintreeId), 'delete-confirmation__no');
    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement.dataset.braintreeId), 'delete-confirmation__yes');
    await page.keyboard.press('Enter');
    if (i === 0) {
      await page.waitForSelector('[data-braintree-id="methods"]:not(.braintree-methods--edit)');
      await page.focus('[data-braintree-id="methods-edit"]');
      await page.keyboard.press('Enter');
    }
  }
  await page.waitForSelector('[data-braintree-id="card"].braintree-sheet--active');
  assert.is(await page.locator('.braintree-method').count(), 0);
});

it('Escape on the confirmation is No', async () => {
  await openDemo(browser, page, `?auth=${scenario({ customer: true })}&vaultManager=1`);
  await page.click('[data-braintree-id="methods-edit"]');
  await page.click(method('4444'));
  await page.keyboard.press('Escape');
  assert.is(await page.textContent('[data-braintree-id="methods-label"]'), 'Edit payment methods');
  assert.is(await page.locator('.braintree-method').count(), 3);
});

test.run();
