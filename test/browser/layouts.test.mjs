// `layout` (issue 43): the accordion and the tabs in Chromium, by keyboard alone and by mouse, axe 0 in light and
// dark, right to left (he_IL) and at 320 px; a merchant who keeps the list fetches none of their chunks.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, byAutocomplete, demoQuery, openDemo, payResult, typeCardByKeyboard } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'layouts', (b, p) => {
  browser = b;
  page = p;
});
const PAYPAL = { paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } };
const focused = () => page.evaluate(() => document.activeElement?.className ?? '');

const typeCard = () => typeCardByKeyboard(page);

it('accordion, guest, keyboard alone: Tab to the card row, Enter opens it in place, Tab into the form; pays with the card', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', { ...PAYPAL, layout: 'accordion' }));
  await page.waitForSelector('.featherdrop-accordion .braintree-option__card:not([disabled])');
  assert.equal(await axe(page), []);
  await page.focus('.featherdrop-accordion .braintree-option__card');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.featherdrop-accordion [data-braintree-id="card"]:not([hidden])');
  assert.is(await page.getAttribute('.featherdrop-accordion .braintree-option__card', 'aria-expanded'), 'true');
  assert.match(await focused(), 'braintree-option__card', 'focus stays on the row');
  assert.equal(await axe(page), []);
  await page.focus(byAutocomplete('cc-number'));
  await typeCard();
  const result = await payResult(page);
  assert.is(result.type, 'CreditCard');
  assert.is(result.details.lastFour, '1111');
});

it('accordion, customer, mouse: a saved card preselected; opening PayPal closes nothing else open and unselects it; a click brings it back', async () => {
  await openDemo(browser, page, `${demoQuery('simulator_customer', { ...PAYPAL, layout: 'accordion' })}&theme=dark`);
  await page.waitForSelector('.featherdrop-accordion .braintree-method--active');
  assert.equal(await axe(page), []);
  await page.click('.featherdrop-accordion .braintree-option__card');
  await page.waitForSelector('.featherdrop-accordion [data-braintree-id="card"]:not([hidden])');
  assert.not.ok(await page.isVisible('.braintree-method--active'));
  assert.is(await page.evaluate(() => window.demo.dropin.isPaymentMethodRequestable()), false);
  assert.equal(await axe(page), [], 'dark, a row open');
  await page.click('.featherdrop-accordion .braintree-method');
  await page.waitForSelector('.featherdrop-accordion [data-braintree-id="card"][hidden]', { state: 'attached' });
  const result = await payResult(page);
  assert.match(result.nonce, /^sim_vaulted_/);
});

it('tabs, guest, keyboard alone: the first tab is chosen; the arrows move the choice (mirrored right to left); pays by card', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', { ...PAYPAL, layout: 'tabs', locale: 'he_IL' }));
  await page.waitForSelector('[role="tab"][aria-selected="true"].braintree-option__card');
  assert.equal(await axe(page), []);
  await page.focus('[role="tab"].braintree-option__card');
  // Right to left: the left arrow goes to the next tab.
  await page.keyboard.press('ArrowLeft');
  await page.waitForSelector('[role="tab"][aria-selected="true"].braintree-option__paypal');
  assert.match(await focused(), 'braintree-option__paypal');
  await page.keyboard.press('Home');
  await page.waitForSelector('[role="tab"][aria-selected="true"].braintree-option__card');
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => !!document.activeElement?.closest('[role="tabpanel"]') || document.activeElement?.tagName === 'IFRAME' || document.activeElement?.tagName === 'INPUT');
  await page.focus(byAutocomplete('cc-number'));
  await typeCard();
  const result = await payResult(page);
  assert.is(result.details.lastFour, '1111');
});

it('tabs at 320 px: the tabs that do not fit go into a menu, opened and chosen from by keyboard; nothing scrolls sideways', async () => {
  await page.setViewportSize({ width: 320, height: 700 });
  try {
    await openDemo(browser, page, demoQuery('simulator_guest', { ...PAYPAL, layout: 'tabs', venmo: {}, applePay: { displayName: 'Shop', paymentRequest: { total: { label: 'Shop', amount: '10.00' } } }, googlePay: { merchantId: 'x', transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: '10.00', currencyCode: 'USD' } } }));
    await page.waitForSelector('[role="tab"][aria-selected="true"]');
    const menu = await page.$('.featherdrop-tabs__more-button');
    assert.ok(menu, 'a menu for the tabs that do not fit');
    assert.equal(await axe(page), []);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    assert.not.ok(overflow, 'no sideways scrolling');
    await page.focus('.featherdrop-tabs__more-button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="menu"]:not([hidden])');
    const item = await page.evaluate(() => document.activeElement?.getAttribute('role'));
    assert.is(item, 'menuitem', 'focus on the first item');
    const chosen = await page.evaluate(() => [...document.activeElement.classList].find((c) => /^braintree-option__/.test(c)).slice('braintree-option__'.length));
    await page.keyboard.press('Enter');
    await page.waitForSelector(`[role="tab"][aria-selected="true"].braintree-option__${chosen}`);
    await page.waitForFunction((id) => document.activeElement?.classList.contains(`braintree-option__${id}`), chosen);
    assert.is(await page.isVisible('[role="menu"]'), false);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

it('a merchant who keeps the default layout fetches no layout or express chunk; tabs fetch their own, no other', async () => {
  const fetched = [];
  page.on('request', (request) => fetched.push(request.url()));
  const LAYOUT_CHUNKS = /\/(accordion|tabs|layout-rules|chunk-layouts-[\w-]+|express)-[\d.]+\.js$/;
  const chunks = () => fetched.map((url) => LAYOUT_CHUNKS.exec(url)?.[1]).filter(Boolean);
  await openDemo(browser, page, demoQuery('simulator_guest', PAYPAL));
  await page.waitForSelector('.braintree-option__card');
  await page.waitForLoadState('networkidle');
  assert.equal(chunks(), []);
  fetched.length = 0;
  await openDemo(browser, page, demoQuery('simulator_guest', { ...PAYPAL, layout: 'tabs' }));
  await page.waitForSelector('[role="tab"][aria-selected="true"]');
  assert.equal(chunks().sort(), ['chunk-layouts-SheetPanel', 'chunk-layouts-use-styles', 'layout-rules', 'tabs']);
});

it('a bad layout rejects create with the DropinError and leaves the container empty', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', { layout: 'grid' }));
  const error = await page.evaluate(() => ({ name: window.demo.error.name, message: window.demo.error.message, type: window.demo.error.type }));
  assert.equal(error, { name: 'DropinError', message: 'options.layout must be one of: list, accordion, tabs.', type: 'merchant' });
});

test.run();
