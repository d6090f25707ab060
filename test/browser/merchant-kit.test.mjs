// A merchant's own checkout tests, as docs/testing.md shows them: the demo shop driven through
// `featherdrop/testing` (dist/testing/) on simulator_ authorizations, offline.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { approveWallet, choose, completeChallenge, deleteSavedMethod, fillCard, waitForWidget } from '../../dist/testing/index.js';
import { browserSuite, demoQuery, openDemo, payResult, scenario } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'merchant-kit', (b, p) => {
  browser = b;
  page = p;
});

it('a guest pays by card', async () => {
  await openDemo(browser, page, '?auth=simulator_guest');
  await fillCard(page, { number: '4111 1111 1111 1111' });
  const result = await payResult(page);
  assert.is(result.type, 'CreditCard');
  assert.is(result.details.lastFour, '1111');
});

it('a customer opens the card sheet from the saved methods and pays with a new card', async () => {
  await openDemo(browser, page, '?auth=simulator_customer');
  await fillCard(page, { number: '6011 1111 1111 1117' });
  const result = await payResult(page);
  assert.is(result.details.cardType, 'Discover');
});

it('3D Secure: the challenge is completed and liability shifts', async () => {
  await openDemo(browser, page, `${demoQuery(scenario({ customer: true, paymentMethods: [] }), { threeDSecure: { amount: '10.00' } })}`);
  await fillCard(page, { number: '4000 0000 0000 1091' });
  await page.click('#pay');
  await completeChallenge(page, 'complete');
  const result = await page.waitForFunction(() => document.getElementById('result').textContent).then(() => page.textContent('#result'));
  assert.is(JSON.parse(result).liabilityShifted, true);
});

it('PayPal and Venmo through their simulated wallets', async () => {
  const wallets = { paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' }, venmo: true };
  await openDemo(browser, page, demoQuery('simulator_guest', wallets));
  await choose(page, 'paypal');
  await approveWallet(page);
  assert.is((await payResult(page)).type, 'PayPalAccount');
  await openDemo(browser, page, demoQuery('simulator_guest', wallets));
  await choose(page, 'venmo');
  await approveWallet(page);
  assert.is((await payResult(page)).type, 'VenmoAccount');
});

it('a local payment method (the demo\'s iDEAL) through its simulated bank page', async () => {
  await openDemo(browser, page, '?auth=simulator_guest&local=1');
  await choose(page, 'ideal');
  await approveWallet(page);
  const result = await payResult(page);
  assert.is(result.type, 'LocalPayment');
  assert.is(result.details.paymentType, 'ideal');
});

it('a customer deletes a saved card in the vault manager', async () => {
  await openDemo(browser, page, '?auth=simulator_customer&vaultManager=1');
  await deleteSavedMethod(page, '4444');
  assert.is(await page.locator('.braintree-method', { hasText: '4444' }).count(), 0);
  assert.is(await page.locator('.braintree-method', { hasText: '1111' }).count(), 1);
});

// As docs/testing.md shows them: `page.goto`, then a helper at once (the helpers wait for the widget), on
// every demo page, several times in a row, so a pass is not down to timing.
const DEMO_PAGES = {
  'the demo, guest': ['/demo/index.html?auth=simulator_guest', 'button'],
  'the demo, customer': ['/demo/index.html?auth=simulator_customer', 'button'],
  'the demo, every wallet': ['/demo/index.html?auth=simulator_customer&wallets=1', 'button'],
  'the script-tag form': ['/demo/script-tag.html', 'form'],
  'the script-tag form, guest': ['/demo/script-tag-guest.html', 'form'],
};
for (const [what, [path, pays]] of Object.entries(DEMO_PAGES)) {
  it(`${what}: page.goto, then fillCard at once, then Pay (five times)`, async () => {
    for (let run = 0; run < 5; run++) {
      await page.goto(`${browser.url}${path}`);
      await fillCard(page, { number: '4111 1111 1111 1111' });
      if (pays === 'button') {
        assert.is((await payResult(page)).details.lastFour, '1111');
      } else {
        await Promise.all([page.waitForURL('**/checkout'), page.click('.pay')]);
        assert.match(JSON.parse(await page.textContent('#posted')).payment_method_nonce, /^tokencc_sim_/);
      }
    }
  });
}

it('waitForWidget: a saved method pays with the merchant\'s own button right after page.goto', async () => {
  await page.goto(`${browser.url}/demo/index.html?auth=simulator_customer`);
  await waitForWidget(page);
  assert.is((await payResult(page)).nonce, 'sim_vaulted_visa_1111');
});

test.run();
