// The original's behaviours in the accordion and tabs layouts (issue 43), as a shopper and a merchant meet them:
// hidePaymentOptions and clearSelectedPaymentMethod with their events and the requestable state, the vault manager's
// delete, the script-tag form's posted nonce (data-layout) and the custom element's `layout` attribute.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, byAutocomplete, demoQuery, openDemo, payResult } from './support.mjs';

const pages = {};
let browser;
let page;
const it = browserSuite(test, 'layouts-behaviours', (b, p) => {
  browser = b;
  page = p;
}, { pages });

const PAYPAL = { paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } };
const LAYOUTS = ['accordion', 'tabs'];
/** Each layout's control for an option: the accordion's row button, the tab. */
const control = (layout, id) => (layout === 'tabs' ? `[role="tab"].braintree-option__${id}` : `.featherdrop-accordion button.braintree-option__${id}`);
const SAVED = '.featherdrop-layout__saved .braintree-method';
const requestable = () => page.evaluate(() => window.demo.dropin.isPaymentMethodRequestable());

/** Records the widget's public events in the page from now on; `events()` reads and empties them. */
async function recordEvents() {
  await page.evaluate(() => {
    window.__events = [];
    for (const name of ['paymentMethodRequestable', 'noPaymentMethodRequestable', 'paymentOptionSelected']) window.demo.dropin.on(name, () => window.__events.push(name));
  });
}
const events = () => page.evaluate(() => window.__events.splice(0));

async function typeCard(scope = '') {
  await page.fill(`${scope} ${byAutocomplete('cc-number')}`, '4111111111111111');
  await page.fill(`${scope} ${byAutocomplete('cc-exp')}`, '12/30');
  await page.fill(`${scope} ${byAutocomplete('cc-csc')}`, '123');
}

for (const layout of LAYOUTS) {
  it(`${layout}, customer: the selected saved card hidden is unselected with its event; shown again, nothing selected; clearSelectedPaymentMethod unselects`, async () => {
    await openDemo(browser, page, demoQuery('simulator_customer', { ...PAYPAL, layout }));
    await page.waitForSelector(`${SAVED}.braintree-method--active`);
    await recordEvents();
    assert.is(await requestable(), true);
    await page.evaluate(() => window.demo.dropin.hidePaymentOptions(['card']));
    await page.waitForFunction((saved) => document.querySelectorAll(saved).length === 1, SAVED);
    assert.match(await page.textContent(SAVED), 'shopper@example.com', 'the PayPal account stays');
    assert.is(await page.$(`${SAVED}.braintree-method--active`), null);
    assert.is(await page.$(control(layout, 'card')), null, 'the card\'s row or tab is gone');
    assert.is(await requestable(), false);
    assert.equal(await events(), ['noPaymentMethodRequestable']);
    assert.equal(await axe(page), []);

    await page.evaluate(() => window.demo.dropin.hidePaymentOptions([]));
    await page.waitForFunction((saved) => document.querySelectorAll(saved).length === 4, SAVED);
    await page.waitForSelector(control(layout, 'card'));
    assert.is(await page.$(`${SAVED}.braintree-method--active`), null, 'nothing selected');
    await page.click(`${SAVED}:has-text("4444")`);
    await page.waitForSelector(`${SAVED}.braintree-method--active:has-text("4444")`);
    assert.is(await requestable(), true);
    assert.equal(await events(), ['paymentMethodRequestable']);

    await page.evaluate(() => window.demo.dropin.clearSelectedPaymentMethod());
    await page.waitForFunction(() => !window.demo.dropin.isPaymentMethodRequestable());
    assert.is(await page.$(`${SAVED}.braintree-method--active`), null);
    assert.equal(await events(), ['noPaymentMethodRequestable']);
  });

  it(`${layout}, guest: the open card hidden gives way to PayPal, not requestable; shown again, paying by card and then, clearSelectedPaymentMethod empties the form`, async () => {
    await openDemo(browser, page, demoQuery('simulator_guest', { ...PAYPAL, layout }));
    await page.click(`${control(layout, 'card')}:not([disabled])`);
    await typeCard();
    await page.waitForFunction(() => window.demo.dropin.isPaymentMethodRequestable());
    await recordEvents();
    await page.evaluate(() => window.demo.dropin.hidePaymentOptions(['card']));
    await page.waitForSelector('[data-braintree-id="paypal"].braintree-sheet--active:not([hidden])');
    assert.is(await page.$(control(layout, 'card')), null);
    assert.is(await requestable(), false);
    assert.equal(await events(), ['noPaymentMethodRequestable']);
    assert.equal(await axe(page), []);

    await page.evaluate(() => window.demo.dropin.hidePaymentOptions([]));
    await page.click(control(layout, 'card'));
    await page.waitForSelector(`${byAutocomplete('cc-number')}:visible`);
    await typeCard();
    const result = await payResult(page);
    assert.is(result.details.lastFour, '1111');
    await page.evaluate(() => window.demo.dropin.clearSelectedPaymentMethod());
    await page.waitForFunction(() => !window.demo.dropin.isPaymentMethodRequestable());
    assert.is(await page.$(`${SAVED}`), null, 'the guest\'s card is gone');
    await page.click(control(layout, 'card'));
    assert.is(await page.inputValue(byAutocomplete('cc-number')), '', 'the form is empty');
  });

  it(`${layout}: the vault manager deletes a saved card (Edit, the card, Yes); the subscribed one cannot be; editing ends with it`, async () => {
    await openDemo(browser, page, demoQuery('simulator_customer', { ...PAYPAL, layout, vaultManager: true }));
    await page.waitForSelector(`${SAVED}.braintree-method--active`);
    await page.click('[data-braintree-id="methods-edit"]');
    await page.waitForSelector('.braintree-methods--edit');
    assert.is(await page.$(control(layout, 'card')), null, 'the options step aside while editing');
    assert.ok(await page.$eval(`${SAVED}:has-text("0005")`, (el) => el.disabled), 'the subscribed card');
    assert.equal(await axe(page, '[data-braintree-id="wrapper"]', { disabled: true }), []);
    await page.click(`${SAVED}:has-text("4444")`);
    await page.waitForSelector('[data-braintree-id="delete-confirmation"]');
    assert.equal(await axe(page), []);
    await page.click('[data-braintree-id="delete-confirmation__yes"]');
    await page.waitForFunction((saved) => document.querySelectorAll(saved).length === 3 && ![...document.querySelectorAll(saved)].some((el) => el.textContent.includes('4444')), SAVED);
    // As the list: a deletion ends editing, and the options come back.
    await page.waitForSelector('[data-braintree-id="methods"]:not(.braintree-methods--edit)');
    await page.waitForSelector(control(layout, 'card'));
    assert.equal(await page.evaluate(async () => (await window.demo.dropin.requestPaymentMethod()).details.lastFour), '1111', 'the default card still pays');
  });
}

it('the script-tag form with data-layout="accordion": the card typed in its row posts payment_method_nonce in a hidden input', async () => {
  pages['/form.html'] = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shop</title></head><body>
    <form action="/checkout" method="post"><script src="/dist/featherdrop.js" data-authorization="simulator_guest" data-layout="accordion" data-paypal.flow="checkout" data-paypal.amount="10.00" data-paypal.currency="USD"></script>
    <button type="submit" class="pay">Pay</button></form></body></html>`;
  await page.goto(`${browser.url}/form.html`);
  await page.click(`${control('accordion', 'card')}:not([disabled])`);
  assert.ok(await page.$(control('accordion', 'paypal')), 'PayPal\'s row beside the card\'s');
  await typeCard();
  await Promise.all([page.waitForURL('**/checkout'), page.click('button.pay')]);
  const posted = JSON.parse(await page.textContent('#posted'));
  assert.match(posted.payment_method_nonce, /^tokencc_sim_/);
});

it('the custom element\'s layout="tabs" attribute shows tabs and pays; changed to "accordion" it recreates the widget with rows', async () => {
  pages['/element.html'] = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shop</title></head><body>
    <featherdrop-drop-in id="pay" authorization="simulator_guest" layout="tabs"></featherdrop-drop-in>
    <script src="/dist/featherdrop.js"></script>
    <script>document.querySelector('#pay').options = ${JSON.stringify(PAYPAL)};</script></body></html>`;
  await page.goto(`${browser.url}/element.html`);
  // The options, set as integration.md shows before the script's later file defines the element, are taken
  // over when it is defined: PayPal's tab shows.
  await page.waitForSelector(`#pay ${control('tabs', 'paypal')}`);
  await page.waitForSelector(`#pay ${control('tabs', 'card')}[aria-selected="true"]`);
  await typeCard('#pay');
  await page.waitForFunction(() => document.querySelector('#pay').isPaymentMethodRequestable());
  const result = await page.evaluate(() => document.querySelector('#pay').requestPaymentMethod());
  assert.is(result.details.lastFour, '1111');
  await page.evaluate(() => document.querySelector('#pay').setAttribute('layout', 'accordion'));
  await page.waitForSelector(`#pay ${control('accordion', 'card')}`);
  assert.is(await page.$('#pay [role="tab"]'), null);
});

test.run();
