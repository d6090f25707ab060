// Money paths through the built bundle (issue 12): a script-tag form never posts without a nonce, one
// widget per container, a signal that only cancels setup, create rejecting when no option can work.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserSuite, scenario } from './support.mjs';

let browser;
let page;
const posted = [];
const it = browserSuite(test, 'reliability', (b, p) => {
  browser = b;
  page = p;
}, { onPost: (fields) => posted.push(fields) });

/**
 * Records each submit event once the form's own listeners have run (a window listener runs after the form's):
 * an event left unprevented is a post on its way, so `submits()` proves what a click did without waiting.
 */
const recordSubmits = '<script>window.submits = []; addEventListener("submit", (event) => window.submits.push(event.defaultPrevented));</script>';

/** Clicks Pay `times` times; resolves with each submit event's defaultPrevented once all have been handled. */
async function clickPay(times) {
  for (let i = 0; i < times; i++) await page.click('button.pay');
  await page.waitForFunction((n) => window.submits.length === n, times);
  return page.evaluate(() => window.submits);
}

/** A merchant form page in the script-tag integration, served at /form-<n>.html on the test server's origin. */
let pages = 0;
async function openForm(authorization) {
  const path = `/form-${++pages}.html`;
  await page.route(`**${path}`, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>form</title>${recordSubmits}</head><body><main>
      <form action="/checkout" method="post">
        <script src="/dist/featherdrop.js" data-authorization="${authorization}"></script>
        <button type="submit" class="pay">Pay</button>
      </form></main></body></html>`,
  }));
  await page.goto(`${browser.url}${path}`);
}

/** Holds back the simulated gateway's chunk until `release()`: the shopper can click Pay on a widget still loading. */
async function holdGateway() {
  let release;
  const released = new Promise((resolve) => { release = resolve; });
  await page.route('**/dist/script/simulated-gateway-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

it('script tag: Pay clicked before the widget is ready posts nothing, then once ready posts the nonce', async () => {
  posted.length = 0;
  const release = await holdGateway();
  await openForm('simulator_customer');
  assert.equal(await clickPay(2), [true, true], 'both submits prevented: no empty checkout on its way');
  assert.is(posted.length, 0, 'no empty checkout reached the server');
  assert.ok(page.url().endsWith('.html'));
  await Promise.all([page.waitForURL('**/checkout'), release()]);
  assert.is(posted.length, 1);
  assert.is(posted[0].payment_method_nonce, 'sim_vaulted_visa_1111');
});

it('script tag: after a failed create the form stays blocked and the failure is shown and logged', async () => {
  posted.length = 0;
  const errors = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await openForm(scenario({ failures: { configuration: 'network' } }));
  await page.waitForSelector('[data-braintree-id="sheet-error"][role="alert"]');
  assert.is(await page.textContent('[data-braintree-id="sheet-error"]'), 'Something went wrong on our end.');
  assert.equal(await clickPay(2), [true, true], 'the form stays blocked');
  assert.is(posted.length, 0);
  assert.ok(page.url().endsWith('.html'));
  assert.ok(errors.some((text) => text.includes('There was an error creating Drop-in.')), errors.join('\n'));
});

it('script tag: a chunk that cannot load keeps the form blocked too', async () => {
  posted.length = 0;
  await page.route('**/dist/esm/script-tag.js', (route) => route.abort());
  await openForm('simulator_customer');
  await page.waitForSelector('[data-braintree-id="sheet-error"]');
  assert.equal(await clickPay(1), [true], 'the form stays blocked');
  assert.is(posted.length, 0);
  assert.ok(page.url().endsWith('.html'));
});

/** A blank page with the loader, for driving the public API. */
async function openBlank() {
  await page.route('**/blank.html', (route) => route.fulfill({
    contentType: 'text/html',
    body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>blank</title><script src="/dist/featherdrop.js"></script></head><body><main><div id="c"></div></main></body></html>',
  }));
  await page.goto(`${browser.url}/blank.html`);
}

it('two creates on one container: the second rejects and leaves nothing, the first works', async () => {
  await openBlank();
  const outcome = await page.evaluate(async () => {
    const container = document.getElementById('c');
    const options = { authorization: 'simulator_customer', container };
    const [first, second] = await Promise.allSettled([featherdrop.create(options), featherdrop.create(options)]);
    const wrappers = container.querySelectorAll('[data-braintree-id="wrapper"]').length;
    if (!first.value) return { first: first.reason?.message, second: second.status };
    const nonce = (await first.value.requestPaymentMethod()).nonce;
    await first.value.teardown();
    return { first: first.status, second: second.reason?.message, wrappers, nonce, left: container.childNodes.length, styles: document.adoptedStyleSheets.length + document.querySelectorAll('style, link[rel="stylesheet"]').length };
  });
  assert.equal(outcome, {
    first: 'fulfilled', second: 'options.selector or options.container must reference an empty DOM node.',
    wrappers: 1, nonce: 'sim_vaulted_visa_1111', left: 0, styles: 0,
  });
});

it('a signal aborted after create resolved is ignored: the card sheet loads and pays', async () => {
  await openBlank();
  await page.evaluate(async () => {
    const controller = new AbortController();
    window.dropin = await featherdrop.create({ authorization: 'simulator_guest', container: '#c', signal: controller.signal });
    controller.abort();
  });
  await page.fill('input[autocomplete="cc-number"]', '4111111111111111');
  await page.fill('input[autocomplete="cc-exp"]', '12/30');
  await page.fill('input[autocomplete="cc-csc"]', '123');
  const result = await page.evaluate(() => window.dropin.requestPaymentMethod().then((r) => r.type));
  assert.is(result, 'CreditCard');
});

it("a guest whose only option fails: create rejects 'All payment options failed to load.' and leaves nothing", async () => {
  await openBlank();
  const outcome = await page.evaluate(async (authorization) => {
    const error = await featherdrop.create({ authorization, container: '#c' }).then(() => null, (e) => e.message);
    return { error, left: document.getElementById('c').childNodes.length };
  }, scenario({ failures: { card: 'load' } }));
  assert.equal(outcome, { error: 'All payment options failed to load.', left: 0 });
});

test.run();
