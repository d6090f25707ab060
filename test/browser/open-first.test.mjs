// `openFirst` (issue 43): a customer with saved cards starts on the card form, pays with a new card by keyboard,
// and finds the saved cards one "Choose another way to pay" away; in the accordion and tabs, the option named opens
// first for customers and guests alike.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, byAutocomplete, demoQuery, openDemo, payResult, typeCardByKeyboard } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'open-first', (b, p) => {
  browser = b;
  page = p;
});

it('a customer starts on the card form, types a new card by keyboard and pays with it, not the saved one', async () => {
  await openDemo(browser, page, demoQuery('simulator_customer', { openFirst: 'card' }));
  await page.waitForSelector('[data-braintree-id="card"].braintree-sheet--active');
  assert.not.ok(await page.isVisible('.braintree-method--active'), 'the saved methods are not the first view');
  assert.is(await page.evaluate(() => window.demo.dropin.isPaymentMethodRequestable()), false);
  assert.equal(await axe(page), []);
  await page.focus(byAutocomplete('cc-number'));
  await typeCardByKeyboard(page);
  const result = await payResult(page);
  assert.is(result.type, 'CreditCard');
  assert.is(result.details.lastFour, '1111');
  assert.not.match(result.nonce, /^sim_vaulted_/, 'a new card, tokenized from the form');
});

it('"Choose another way to pay" shows the saved cards with the default one selected; paying uses it', async () => {
  await openDemo(browser, page, demoQuery('simulator_customer', { openFirst: 'card' }));
  await page.waitForSelector('[data-braintree-id="card"].braintree-sheet--active');
  await page.click('[data-braintree-id="toggle"]');
  await page.waitForSelector('.braintree-method--active');
  assert.match(await page.textContent('.braintree-method--active'), 'Ending in 1111');
  const result = await payResult(page);
  assert.is(result.nonce, 'sim_vaulted_visa_1111');
});

for (const layout of ['accordion', 'tabs']) {
  it(`${layout}, customer: openFirst 'paypal' starts with PayPal's ${layout === 'tabs' ? 'tab chosen' : 'row open'}, no saved card selected; a guest's openFirst 'card' opens the card`, async () => {
    const control = (id) => (layout === 'tabs' ? `[role="tab"].braintree-option__${id}` : `.featherdrop-accordion button.braintree-option__${id}`);
    const open = layout === 'tabs' ? 'aria-selected' : 'aria-expanded';
    const PAYPAL = { paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } };
    await openDemo(browser, page, demoQuery('simulator_customer', { ...PAYPAL, layout, openFirst: 'paypal' }));
    await page.waitForSelector(`${control('paypal')}[${open}="true"]`);
    assert.ok(await page.isVisible('[data-braintree-id="paypal"].braintree-sheet--active'));
    assert.is(await page.getAttribute(control('card'), open), 'false');
    assert.is(await page.$('.featherdrop-layout__saved .braintree-method--active'), null);
    assert.is(await page.evaluate(() => window.demo.dropin.isPaymentMethodRequestable()), false);
    assert.equal(await axe(page), []);

    await openDemo(browser, page, demoQuery('simulator_guest', { ...PAYPAL, layout, openFirst: 'card', paymentOptionPriority: ['paypal', 'card'] }));
    await page.waitForSelector(`${control('card')}[${open}="true"]`);
    assert.is(await page.getAttribute(control('paypal'), open), 'false');
    await page.focus(byAutocomplete('cc-number'));
    await typeCardByKeyboard(page);
    assert.is((await payResult(page)).details.lastFour, '1111');
  });
}

it('a bad openFirst rejects create with the DropinError and leaves the container empty', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', { openFirst: 'cash' }));
  const error = await page.evaluate(() => window.demo.error);
  assert.equal(error, { name: 'DropinError', message: 'options.openFirst must be one of the payment options in paymentOptionPriority.', type: 'merchant' });
  assert.is(await page.innerHTML('#dropin-container'), '');
});

test.run();
