// The emulator's card frame page (card-frame/) also speaks braintree-web 3.80.0's side of the framebus protocol:
// braintree-web-drop-in 1.31.2 (the original, which the time-to-usable benchmark measures against)
// gets its four card frames ready, and a typed card is tokenized over REST.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launchChromium, withShot } from '../browser/support.mjs';
import { startGatewayEmulator } from './gateway-emulator.mjs';
import { TOKENIZATION_KEY } from './gateway-fixtures.mjs';

const require = createRequire(import.meta.url);
const HOST = 'shop.emulator.test';
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>original</title></head>
<body><div id="dropin"></div><script src="/dropin.js"></script>
<script>braintree.dropin.create({ authorization: ${JSON.stringify(TOKENIZATION_KEY)}, container: '#dropin' }).then((d) => { window.dropin = d; }, (e) => { window.failed = String(e.message); });</script>
</body></html>`;

let emulator;
let browser;
let page;

test.before(async () => {
  const file = (name) => readFileSync(require.resolve(`braintree-web-drop-in/${name}`), 'utf8');
  emulator = await startGatewayEmulator({
    sites: {
      [HOST]: { '/': { body: PAGE, type: 'text/html; charset=utf-8' }, '/dropin.js': { body: file('dist/browser/dropin.js'), type: 'text/javascript' } },
      // Without its stylesheet (linked from the configuration's assetsUrl) the original keeps its card sheet hidden.
      'assets.braintreegateway.com': { '/web/dropin/1.31.2/css/dropin.css': { body: file('dropin.css'), type: 'text/css' } },
    },
  });
  browser = await launchChromium(emulator.chromiumArgs);
  page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
});

test.after(async () => {
  await browser?.close();
  await emulator?.close();
});

const field = (name) => page.frameLocator(`iframe[name="braintree-hosted-field-${name}"]`).locator('input[data-braintree-name]');

test("braintree-web-drop-in 1.31.2 (braintree-web 3.80.0) creates with the emulator's card frames and tokenizes a card", withShot(() => page, 'emulator-original-hosted-fields', async () => {
  await page.goto(`https://${HOST}/`);
  await page.waitForFunction(() => window.dropin || window.failed);
  assert.is(await page.evaluate(() => window.failed), undefined);
  await field('number').fill('4111 1111 1111 1111');
  await field('expirationDate').fill('12/30');
  await field('cvv').fill('123');
  await field('postalCode').fill('12345');
  await page.waitForFunction(() => window.dropin.isPaymentMethodRequestable());
  assert.equal(emulator.seen('hosted_fields_frame').map((r) => r.path), Array(4).fill('/web/3.80.0/html/hosted-fields-frame.min.html'));
  const paid = await page.evaluate(() => window.dropin.requestPaymentMethod().then((v) => v, (e) => ({ error: String(e.message) })));
  assert.is(paid.nonce, 'emu-card-nonce-1');
  assert.is(emulator.seen('credit_cards')[0].body._meta.sdkVersion, '3.80.0');
}));

test.run();
