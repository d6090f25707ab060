// What a page sees of featherdrop (issue 38): the script tag adds the globals featherdrop and braintree and
// nothing else; a module page's import of dist/esm/index.js is create, VERSION, DropinError and the default
// object, whose keys are create and VERSION; the chunks' internals are out of sight, and a card still pays.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserSuite } from './support.mjs';

let browser;
let page;
const pages = {};
const it = browserSuite(test, 'public-names', (b, p) => {
  browser = b;
  page = p;
}, { pages });

async function payByCard() {
  await page.fill('input[autocomplete="cc-number"]', '4111111111111111');
  await page.fill('input[autocomplete="cc-exp"]', '12/30');
  await page.fill('input[autocomplete="cc-csc"]', '123');
  await page.waitForFunction(() => window.dropin.isPaymentMethodRequestable());
  return page.evaluate(() => window.dropin.requestPaymentMethod().then((result) => result.type));
}

it('the script tag adds window.featherdrop and window.braintree only; featherdrop is create, VERSION and defineElement', async () => {
  pages['/globals.html'] = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shop</title>
    <script>window.before = new Set(Object.getOwnPropertyNames(window));</script>
    <script src="/dist/featherdrop.js"></script></head><body><div id="dropin"></div><script>
      window.added = Object.getOwnPropertyNames(window).filter((name) => !window.before.has(name) && name !== 'before');
      featherdrop.create({ authorization: 'simulator_guest', container: '#dropin' }).then((d) => { window.dropin = d; });
    </script></body></html>`;
  await page.goto(`${browser.url}/globals.html`);
  assert.equal(await page.evaluate(() => window.added.sort()), ['braintree', 'featherdrop']);
  assert.equal(await page.evaluate(() => Object.keys(window.featherdrop)), ['create', 'VERSION', 'defineElement']);
  assert.equal(await page.evaluate(() => Object.keys(window.braintree)), ['dropin']);
  await page.waitForFunction(() => window.dropin);
  assert.is(await payByCard(), 'CreditCard');
});

it('a module page imports create, VERSION, DropinError and default; the default object\'s keys are create and VERSION', async () => {
  pages['/module.html'] = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shop</title></head><body><div id="dropin"></div>
    <script type="module">
      import * as featherdrop from '/dist/esm/index.js';
      window.names = Object.keys(featherdrop);
      window.defaultKeys = Object.keys(featherdrop.default);
      window.json = JSON.stringify(featherdrop.default);
      window.dropin = await featherdrop.default.create({ authorization: 'simulator_guest', container: '#dropin' });
    </script></body></html>`;
  await page.goto(`${browser.url}/module.html`);
  await page.waitForFunction(() => window.dropin);
  assert.equal(await page.evaluate(() => window.names), ['DropinError', 'VERSION', 'create', 'default']);
  assert.equal(await page.evaluate(() => window.defaultKeys), ['create', 'VERSION']);
  assert.equal(await page.evaluate(() => Object.keys(JSON.parse(window.json))), ['VERSION'], 'nothing more in its JSON');
  assert.is(await payByCard(), 'CreditCard', 'the card sheet\'s chunks read the entry\'s internals');
});

test.run();
