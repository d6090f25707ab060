// The accordion and tabs with one option (issue 43): nothing to choose between, so no row and no tab row, the option's
// sheet alone (Stripe's Payment Element shows its lone method's form the same way), from the start and when
// hidePaymentOptions leaves one, and back to rows or tabs when the others are shown again. Beside saved methods the
// lone option is a disclosure (tabs) or an accordion of one row, opened and closed by keyboard. axe 0 throughout.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, byAutocomplete, demoQuery, openDemo, payResult, typeCardByKeyboard } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'layouts-one-option', (b, p) => {
  browser = b;
  page = p;
});

const PAYPAL = { paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } };
const LAYOUTS = ['accordion', 'tabs'];
/** Each layout's control for an option: the accordion's row button, the tab. */
const control = (layout, id) => (layout === 'tabs' ? `[role="tab"].braintree-option__${id}` : `.featherdrop-accordion button.braintree-option__${id}`);
const OPEN = { accordion: 'aria-expanded', tabs: 'aria-selected' };
const CARD_SHEET = '[data-braintree-id="card"].braintree-sheet--active:not([hidden])';
const SAVED = '.featherdrop-layout__saved .braintree-method';

/** What the options part offers a screen reader around the sheets' content: its roles, its headings and its option buttons. */
const optionsPart = () => page.$eval('[data-braintree-id="options"]', (options) => ({
  roles: [...options.querySelectorAll('[role]')].filter((el) => !el.closest('[hidden], .braintree-sheet__content')).map((el) => el.getAttribute('role')),
  headings: [...options.querySelectorAll('h2, h3')].filter((el) => !el.closest('[hidden]')).map((el) => el.textContent),
  buttons: [...options.querySelectorAll('button.braintree-option')].filter((el) => !el.closest('[hidden]')).length,
}));

for (const layout of LAYOUTS) {
  it(`${layout}, guest, card alone: no row or tab, the card form shows at once; typed by keyboard, it pays`, async () => {
    await openDemo(browser, page, demoQuery('simulator_guest', { layout }));
    await page.waitForSelector(`${CARD_SHEET} ${byAutocomplete('cc-number')}`);
    assert.equal(await optionsPart(), { roles: [], headings: [], buttons: 0 });
    assert.equal(await axe(page), []);
    await page.focus(byAutocomplete('cc-number'));
    await typeCardByKeyboard(page);
    const result = await payResult(page);
    assert.is(result.details.lastFour, '1111');
  });

  it(`${layout}, guest: PayPal hidden leaves the card form alone (no ${layout === 'tabs' ? 'tab row' : 'row'}), as typed; shown again, the ${layout === 'tabs' ? 'tabs' : 'rows'} come back, the card's open`, async () => {
    await openDemo(browser, page, demoQuery('simulator_guest', { ...PAYPAL, layout }));
    await page.click(`${control(layout, 'card')}:not([disabled])`);
    await page.fill(byAutocomplete('cc-number'), '4111111111111111');
    await page.evaluate(() => window.demo.dropin.hidePaymentOptions(['paypal']));
    await page.waitForFunction(() => !document.querySelector('[data-braintree-id="options"] button.braintree-option:not([hidden] *)'));
    assert.equal(await optionsPart(), { roles: [], headings: [], buttons: 0 });
    assert.ok(await page.isVisible(`${CARD_SHEET} ${byAutocomplete('cc-number')}`));
    assert.is(await page.inputValue(byAutocomplete('cc-number')), '4111 1111 1111 1111', 'nothing to type again');
    assert.equal(await axe(page), []);

    await page.evaluate(() => window.demo.dropin.hidePaymentOptions([]));
    await page.waitForSelector(`${control(layout, 'paypal')}:visible`);
    assert.is(await page.getAttribute(control(layout, 'card'), OPEN[layout]), 'true');
    const part = await optionsPart();
    assert.equal(part.roles, layout === 'tabs' ? ['tablist', 'tab', 'tab', 'tabpanel'] : ['region']);
    assert.is(part.buttons, 2);
    assert.equal(await axe(page), []);
    await page.fill(byAutocomplete('cc-exp'), '12/30');
    await page.fill(byAutocomplete('cc-csc'), '123');
    const result = await payResult(page);
    assert.is(result.details.lastFour, '1111');
  });
}

it('tabs, every wallet in the express row: the card alone below it, its form with no tab row', async () => {
  const wallets = { ...PAYPAL, venmo: true, googlePay: { transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' } } };
  await openDemo(browser, page, `${demoQuery('simulator_guest', { ...wallets, layout: 'tabs', expressCheckout: true })}&theme=dark`);
  await page.waitForSelector('[data-featherdrop-id="express-googlePay"] button');
  await page.waitForSelector(`${CARD_SHEET} ${byAutocomplete('cc-number')}`);
  assert.equal(await optionsPart(), { roles: [], headings: [], buttons: 0 });
  assert.equal(await axe(page), []);
});

it('tabs, customer, card alone: no tab row but one disclosure under "Other ways to pay"; Enter opens the form and unselects the saved card, Enter again closes it', async () => {
  await openDemo(browser, page, demoQuery('simulator_customer', { layout: 'tabs', locale: 'he_IL' }));
  await page.waitForSelector(`${SAVED}.braintree-method--active`);
  const button = '[data-braintree-id="options"] button.braintree-option__card';
  await page.waitForSelector(`${button}:not([aria-disabled])`);
  assert.equal(await optionsPart(), { roles: [], headings: ['אמצעי תשלום אחרים'], buttons: 1 });
  assert.is(await page.getAttribute(button, 'aria-expanded'), 'false');
  assert.equal(await axe(page), []);
  await page.focus(button);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${CARD_SHEET} ${byAutocomplete('cc-number')}`);
  assert.is(await page.getAttribute(button, 'aria-expanded'), 'true');
  assert.is(await page.getAttribute(button, 'aria-controls'), await page.getAttribute('[data-braintree-id="card"]', 'id'));
  assert.is(await page.getAttribute('[data-braintree-id="card"]', 'role'), 'region');
  assert.is(await page.$(`${SAVED}.braintree-method--active`), null, 'the saved card is unselected');
  assert.is(await page.evaluate(() => window.demo.dropin.isPaymentMethodRequestable()), false);
  // Arrow keys move nothing: a disclosure is no tab.
  await page.keyboard.press('ArrowLeft');
  assert.is(await page.evaluate(() => document.activeElement.classList.contains('braintree-option__card')), true);
  assert.equal(await axe(page), []);
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-braintree-id="card"][hidden]', { state: 'attached' });
  assert.is(await page.getAttribute(button, 'aria-expanded'), 'false');
  await page.click(`${SAVED}:has-text("4444")`);
  const result = await payResult(page);
  assert.is(result.details.lastFour, '4444');
});

it('accordion, customer, card alone: one row under "Other ways to pay" (an accordion of one) that opens and closes by keyboard', async () => {
  await openDemo(browser, page, `${demoQuery('simulator_customer', { layout: 'accordion' })}&theme=dark`);
  await page.waitForSelector(`${SAVED}.braintree-method--active`);
  const row = control('accordion', 'card');
  await page.waitForSelector(`${row}:not([disabled])`);
  assert.equal(await optionsPart(), { roles: [], headings: ['Other ways to pay', 'Card'], buttons: 1 });
  await page.focus(row);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${CARD_SHEET} ${byAutocomplete('cc-number')}`);
  assert.is(await page.getAttribute(row, 'aria-expanded'), 'true');
  assert.equal(await axe(page), []);
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-braintree-id="card"][hidden]', { state: 'attached' });
  assert.is(await page.getAttribute(row, 'aria-expanded'), 'false');
});

test.run();
