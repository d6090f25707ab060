import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, byAutocomplete, demoQuery, openDemo, payResult, readResult } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'card', (b, p) => {
  browser = b;
  page = p;
});
/** The first path of the mark drawn in a `data-braintree-id` box, once drawn. */
const mark = async (id) => {
  await page.waitForSelector(`[data-braintree-id="${id}"] svg path`);
  return page.getAttribute(`[data-braintree-id="${id}"] svg path`, 'd');
};
const cvvHint = () => page.textContent('[data-braintree-id="cvv-label-descriptor"]');

async function fill(number, expiry = '12/30', cvv = '123') {
  await page.fill(byAutocomplete('cc-number'), number);
  await page.fill(byAutocomplete('cc-exp'), expiry);
  await page.fill(byAutocomplete('cc-csc'), cvv);
  await page.waitForFunction(() => window.demo.dropin.isPaymentMethodRequestable());
}


it('typing a Visa shows its icon and a 3-digit hint; American Express switches to 4 digits', async () => {
  await openDemo(browser, page, '?auth=simulator_guest');
  await page.type(byAutocomplete('cc-number'), '4111111111111111');
  assert.is(await page.inputValue(byAutocomplete('cc-number')), '4111 1111 1111 1111');
  // Issue 16: the number field shows the brand's mark, the artwork of the brand row (no more text chips).
  assert.ok(await mark('visa-card-icon'));
  assert.is(await mark('card-number-icon'), await mark('visa-card-icon'));
  assert.is(await cvvHint(), '(3 digits)');
  await page.fill(byAutocomplete('cc-number'), '');
  await page.type(byAutocomplete('cc-number'), '378282246310005');
  assert.is(await page.inputValue(byAutocomplete('cc-number')), '3782 822463 10005');
  assert.is(await mark('card-number-icon'), await mark('american-express-card-icon'));
  assert.is(await cvvHint(), '(4 digits)');
});

it('an expired date shows the invalid message on blur; an unsupported brand shows the unsupported message', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', {}));
  await page.fill(byAutocomplete('cc-exp'), '01/20');
  await page.focus(byAutocomplete('cc-csc'));
  await page.waitForSelector('[data-braintree-id="expiration-date-field-error"]:has-text("This expiration date is not valid.")');
  assert.is(await page.getAttribute(byAutocomplete('cc-exp'), 'aria-invalid'), 'true');
  const unsupported = 'simulator_' + Buffer.from(JSON.stringify({ supportedCardTypes: ['Visa'] })).toString('base64url');
  await openDemo(browser, page, `?auth=${unsupported}`);
  await page.type(byAutocomplete('cc-number'), '5555555555554444');
  await page.focus(byAutocomplete('cc-exp'));
  await page.waitForSelector('[data-braintree-id="number-field-error"]:has-text("This card type is not supported. Please try another card.")');
  assert.is(await page.evaluate(() => window.demo.dropin.isPaymentMethodRequestable()), false);
});

it('a valid card resolves requestPaymentMethod and the methods view shows it', async () => {
  await openDemo(browser, page, '?auth=simulator_guest');
  await fill('4111111111111111');
  const result = await payResult(page);
  assert.is(result.type, 'CreditCard');
  assert.ok(result.nonce);
  assert.is(result.details.lastFour, '1111');
  assert.is(result.description, 'ending in 11');
  await page.waitForSelector('[data-braintree-id="methods"]');
  assert.is(await page.textContent('[data-braintree-id="methods-label"]'), 'Paying with Card');
  assert.match(await page.textContent('.braintree-method--active'), 'Ending in 1111');
});

it('a declined card shows the failure message and keeps the input', async () => {
  await openDemo(browser, page, '?auth=simulator_guest');
  await fill('4000111111111115');
  const error = await page.evaluate(() => window.demo.dropin.requestPaymentMethod().then(() => null, (e) => e.message));
  assert.is(error, 'No payment method is available.');
  assert.is(await page.textContent('[data-braintree-id="sheet-error-text"]'), 'Check your information and try again.');
  assert.is(await page.inputValue(byAutocomplete('cc-number')), '4000 1111 1111 1115');
  assert.is(await page.inputValue(byAutocomplete('cc-exp')), '12 / 30');
});

it('the save box vaults the card for simulator_customer', async () => {
  await openDemo(browser, page, demoQuery('simulator_customer', { card: { vault: { allowVaultCardOverride: true } } }));
  await page.click('[data-braintree-id="toggle"]');
  assert.is(await page.isChecked('[data-braintree-id="save-card-input"]'), true);
  await fill('5105105105105100');
  const result = await page.evaluate(() => window.demo.dropin.requestPaymentMethod());
  assert.is(result.vaulted, true);
  await page.evaluate(() => window.demo.dropin.clearSelectedPaymentMethod());
  await page.waitForSelector('.braintree-method:has-text("5100")');
});

it('the card chunks are fetched only when the card sheet is needed', async () => {
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  await openDemo(browser, page, '?auth=simulator_customer');
  await page.waitForSelector('.braintree-method--active');
  assert.not.ok(requested.some((u) => /\/(?:chunks|script)\/card-/.test(u)));
  await page.click('[data-braintree-id="toggle"]');
  await page.waitForSelector(byAutocomplete('cc-number'));
  assert.ok(requested.some((u) => /\/(?:chunks|script)\/card-/.test(u)));
  assert.ok(requested.some((u) => /\/(?:chunks|script)\/card-simulator-/.test(u)));
  assert.not.ok(requested.some((u) => /\/(?:chunks|script)\/card-braintree-/.test(u)));
});

it('a shopper completes a card payment with the keyboard alone; axe-core finds nothing', async () => {
  await openDemo(browser, page, '?auth=simulator_guest');
  await page.click('h1');
  for (let i = 0; i < 20 && (await page.evaluate(() => document.activeElement.autocomplete)) !== 'cc-number'; i++) await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement.autocomplete), 'cc-number');
  await page.keyboard.type('4111111111111111');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1230');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  assert.is(await page.inputValue(byAutocomplete('cc-exp')), '12 / 30');
  assert.equal(await axe(page), []);
  // Listen first, then press Enter: the event must not race the listener.
  await page.evaluate(() => {
    window.submitted = new Promise((resolve) => window.demo.dropin.on('card:inputSubmitRequest', resolve));
  });
  await page.keyboard.press('Enter');
  await page.evaluate(() => window.submitted);
  // Past the privacy notice's link to PayPal's statement, to the merchant's Pay button.
  await page.keyboard.press('Tab');
  assert.match(await page.evaluate(() => document.activeElement.href), 'paypal.com');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement.id), 'pay');
  await page.keyboard.press('Enter');
  assert.is((await readResult(page)).details.lastFour, '1111');
});

it('card.overrides.styles reach the simulated fields as braintree-web lets them reach the hosted fields', async () => {
  const styles = {
    input: { 'font-size': '20px', color: 'rgb(1, 2, 3)', background: 'rgb(255, 0, 0)', border: '3px solid' },
    '.number': { 'letter-spacing': '2px' },
    '.invalid': { color: 'rgb(200, 0, 0)' },
    ':focus': { color: 'rgb(0, 0, 200)' },
    '::placeholder': { color: 'rgb(0, 100, 0)' },
    '@media (max-width: 500px)': { input: { 'font-size': '12px' } },
  };
  await openDemo(browser, page, demoQuery('simulator_guest', { card: { overrides: { styles } } }));
  const style = (selector, property, pseudo) => page.evaluate(([s, p, e]) => getComputedStyle(document.querySelector(s), e).getPropertyValue(p), [selector, property, pseudo]);
  assert.is(await style(byAutocomplete('cc-number'), 'font-size'), '20px');
  assert.is(await style(byAutocomplete('cc-exp'), 'font-size'), '20px');
  assert.is(await style(byAutocomplete('cc-number'), 'letter-spacing'), '2px');
  assert.is(await style(byAutocomplete('cc-exp'), 'letter-spacing'), 'normal', '.number is the number field only');
  assert.is(await style(byAutocomplete('cc-exp'), 'color'), 'rgb(1, 2, 3)');
  assert.is(await style(byAutocomplete('cc-number'), 'background-color'), 'rgba(0, 0, 0, 0)', 'background is not an allowed property');
  assert.is(await style(byAutocomplete('cc-number'), 'border-top-width'), '0px', 'border is not an allowed property');
  assert.is(await style(byAutocomplete('cc-number'), 'color', '::placeholder'), 'rgb(0, 100, 0)');
  await page.focus(byAutocomplete('cc-csc'));
  assert.is(await style(byAutocomplete('cc-csc'), 'color'), 'rgb(0, 0, 200)');
  await page.fill(byAutocomplete('cc-number'), '0000 0000');
  await page.focus(byAutocomplete('cc-exp'));
  assert.is(await style(byAutocomplete('cc-number'), 'color'), 'rgb(200, 0, 0)', 'a number no card can start with takes .invalid');
  await page.fill(byAutocomplete('cc-number'), '4111 1111 1111 1111');
  await page.focus(byAutocomplete('cc-exp'));
  assert.is(await style(byAutocomplete('cc-number'), 'color'), 'rgb(1, 2, 3)', 'and loses it once valid');
  // Nothing else on the page: the demo's own inputs keep their look.
  assert.not.equal(await style('#scenario select', 'font-size'), '20px');
  await page.setViewportSize({ width: 400, height: 900 });
  assert.is(await style(byAutocomplete('cc-number'), 'font-size'), '12px');
});

test.run();
