// docs/testing.md's example, as written: its first code block is the checkout page (served at /checkout with
// dist/featherdrop.js), its second the merchant's Playwright tests, run here against that page with
// `featherdrop/testing` from dist/testing/ and a stand-in for @playwright/test (fixtures/playwright-test.mjs).
import { test } from 'uvu';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from '../../demo/server.mjs';
import { launchChromium, withShot } from './support.mjs';

const root = new URL('../..', import.meta.url).pathname;
const doc = readFileSync(join(root, 'docs/testing.md'), 'utf8');
const [pageCode, testCode] = [...doc.matchAll(/^```js\n([\s\S]*?)^```/gm)].map((m) => m[1]);

// What the merchant's own page has around the block: the widget's container, the Pay button, the
// confirmation, the token their server would render, and their order call.
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title></head><body><main>
<div id="dropin"></div><button id="pay" type="button">Pay</button><p id="order-confirmed" hidden>Thank you for your order.</p>
</main><script src="/dist/featherdrop.js"></script>
<script type="module">
const serverToken = 'simulator_guest';
const placeOrder = async (nonce) => { window.placed = nonce; };
${pageCode}
</script></body></html>`;

// The tests, with their imports pointing at the stand-in and the built kit.
const dir = join(root, 'test-results/docs-testing');
mkdirSync(dir, { recursive: true });
const file = join(dir, 'example.test.mjs');
writeFileSync(file, testCode
  .replace("from '@playwright/test'", `from '${pathToFileURL(join(root, 'test/browser/fixtures/playwright-test.mjs'))}'`)
  .replace("from 'featherdrop/testing'", `from '${pathToFileURL(join(root, 'dist/testing/index.js'))}'`));
const { tests } = await import(pathToFileURL(join(root, 'test/browser/fixtures/playwright-test.mjs')));
await import(pathToFileURL(file));

let site;
let browser;
let page;
test.before(async () => {
  site = await startServer({ pages: { '/checkout': PAGE } });
  browser = await launchChromium([], { baseURL: site.url });
});
test.after(async () => {
  await browser.close();
  site.server.close();
});
test.before.each(async () => {
  page = await browser.context.newPage();
  page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
});
test.after.each(async () => {
  await page.close();
});

test('docs/testing.md has its two example blocks, and the tests register', () => {
  if (!pageCode || !testCode || tests.length !== 3) throw new Error(`expected 2 blocks and 3 tests, got ${tests.length} tests`);
});
for (const { name, body } of tests) {
  test(`docs/testing.md: ${name}`, withShot(() => page, `docs-testing-${name}`, () => body({ page })));
}

test.run();
