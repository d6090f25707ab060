import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, cancelThenEscape, demoQuery, openDemo, payResult, scenario } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'venmo', (b, p) => {
  browser = b;
  page = p;
});
const BUTTON = '[data-braintree-id="venmo-button"]';
const MESSAGE = '.featherdrop-venmo-sim__message';
const MESSAGES = [
  'Generating a QR code, get your wallet app ready',
  'To scan the QR code, open your wallet app',
  'Authorize on your wallet app',
  'Wallet account authorized',
];

/** Records every text the overlay's message and alert line show, in order. */
async function watchOverlay() {
  await page.evaluate(() => {
    window.venmoSeen = { message: [], alert: [] };
    const record = () => {
      const dialog = document.querySelector('.featherdrop-venmo-sim');
      if (!dialog) return;
      for (const [key, selector] of [['message', '.featherdrop-venmo-sim__message'], ['alert', '[role="alert"]']]) {
        const text = dialog.querySelector(selector)?.textContent;
        const seen = window.venmoSeen[key];
        if (text && seen.at(-1) !== text) seen.push(text);
      }
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

it('the desktop overlay shows the four messages in order and ends with a VenmoAccount @venmojoe; sheet and overlay are axe-clean', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', { venmo: true }));
  await page.click('.braintree-option__venmo');
  await page.waitForSelector(BUTTON);
  assert.equal(await axe(page, '[data-braintree-id="venmo"]'), []);
  await watchOverlay();
  await page.click(BUTTON);
  await page.waitForSelector('[role="dialog"][aria-labelledby]');
  assert.is(await page.textContent(MESSAGE), MESSAGES[0]);
  // Real 1 s polling: the QR code (CREATED) comes at the first poll.
  await page.waitForSelector('.featherdrop-venmo-sim__qr');
  assert.equal(await axe(page, '.featherdrop-venmo-sim'), []);
  await page.click('[role="dialog"] button:text-is("Scan")');
  await page.waitForSelector(`${MESSAGE}:text-is("${MESSAGES[2]}")`);
  await page.click('[role="dialog"] button:text-is("Authorize")');
  await page.waitForSelector(`${MESSAGE}:text-is("${MESSAGES[3]}")`);
  assert.equal(await axe(page, '.featherdrop-venmo-sim'), []);
  await page.waitForSelector('.featherdrop-venmo-sim', { state: 'detached' });
  const seen = await page.evaluate(() => window.venmoSeen);
  assert.equal(seen.message, MESSAGES);
  assert.equal(seen.alert, MESSAGES, 'the hidden alert line announces each message');
  await page.waitForSelector('[data-braintree-id="methods"]');
  const result = await payResult(page);
  assert.is(result.type, 'VenmoAccount');
  assert.is(result.details.username, '@venmojoe');
  assert.match(result.nonce, /^sim_venmo_/);
});

it('cancelling the overlay adds no method and shows no error', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', { venmo: true }));
  await page.click('.braintree-option__venmo');
  await cancelThenEscape(page, BUTTON, '.featherdrop-venmo-sim__qr');
  // One tokenization at a time: the overlay opens again only once the cancel's outcome was handled.
  await page.click(BUTTON);
  await page.waitForSelector('[role="dialog"]');
  assert.is(await page.isVisible('[data-braintree-id="sheet-error"]'), false);
  assert.is(await page.evaluate(() => window.demo.dropin.isPaymentMethodRequestable()), false);
  assert.is(await page.locator('.braintree-method').count(), 0);
  await page.click('[role="dialog"] button:text-is("Cancel")');
  await page.waitForSelector('[role="dialog"]', { state: 'detached' });
});

it('not on desktop: Approve in the simulated app reloads the page with the return, which is tokenized and the fragment cleaned', async () => {
  await openDemo(browser, page, demoQuery('simulator_guest', { venmo: { allowDesktop: false } }));
  await page.click('.braintree-option__venmo');
  await page.click(BUTTON);
  await page.waitForSelector('[role="dialog"] h2:text-is("Venmo app (simulated)")');
  assert.equal(await axe(page, '.featherdrop-venmo-sim'), []);
  await page.evaluate(() => { window.beforeReload = true; });
  await Promise.all([page.waitForEvent('load'), page.click('[role="dialog"] button:text-is("Approve")')]);
  await page.waitForFunction(() => window.demo && (window.demo.dropin || window.demo.error));
  assert.is(await page.evaluate(() => window.beforeReload), undefined, 'the page was reloaded');
  await page.waitForSelector('.braintree-method--active');
  assert.match(await page.textContent('.braintree-method--active'), '@venmojoe');
  assert.is(await page.evaluate(() => window.location.hash), '');
  assert.match(await page.evaluate(() => window.location.search), /allowDesktop/, 'the rest of the URL is kept');
  const result = await page.evaluate(() => window.demo.dropin.requestPaymentMethod());
  assert.is(result.type, 'VenmoAccount');
  assert.is(result.details.username, '@venmojoe');
  assert.match(result.nonce, /^sim_venmo_app_/);
});

it('a Venmo that fails to load leaves the card working; the Venmo chunk is fetched only when enabled', async () => {
  const fetched = [];
  page.on('request', (request) => fetched.push(request.url()));
  await openDemo(browser, page, '?auth=simulator_guest');
  assert.not.ok(fetched.some((url) => /\/(?:chunks|script)\/venmo-/.test(url)));
  await openDemo(browser, page, demoQuery(scenario({ failures: { venmo: 'load' } }), { venmo: true }));
  assert.ok(fetched.some((url) => /\/(?:chunks|script)\/venmo-/.test(url)));
  assert.equal(await page.evaluate(() => window.demo.dropin.getAvailablePaymentOptions()), ['card']);
});

test.run();
