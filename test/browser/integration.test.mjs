// How merchants' pages meet the built bundle (issue 14): styles their rules override, a stylesheet they
// placed, a shadow root, a strict CSP, dist/ on another origin (a CDN) with and without its CORS header,
// a braintree-web-drop-in page with only the script src changed, and the script pinned by its integrity value.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../demo/server.mjs';
import { launchChromium, withShot } from './support.mjs';

let shop;
let strict;
let cdn;
let cdnWithoutCors;
let browser;
let page;
const pages = {};
const posted = [];

test.before(async () => {
  shop = await startServer({ pages, onPost: (fields) => posted.push(fields) });
  // A shop whose every answer carries a strict Content-Security-Policy.
  strict = await startServer({ pages, headers: { 'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self'" } });
  // The same dist/ on two other origins: one sends the CORS header module scripts need, one does not.
  cdn = await startServer({ allowed: ['dist'], headers: { 'access-control-allow-origin': '*' } });
  cdnWithoutCors = await startServer({ allowed: ['dist'] });
  browser = await launchChromium();
});
test.after(async () => {
  await browser.close();
  for (const s of [shop, strict, cdn, cdnWithoutCors]) s.server.close();
});
test.before.each(async () => {
  page = await browser.context.newPage();
  page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
});
test.after.each(async () => {
  await page.close();
});
const it = (name, body) => test(name, withShot(() => page, `integration-${name}`, body));

/** A merchant page at `path` on the shop's origin (or the strict one); `head`/`body` are its markup. */
async function open(path, { head = '', body = '<main><div id="dropin"></div></main>', loader = '/dist/featherdrop.js', attributes = '', origin = shop } = {}) {
  pages[path] = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shop</title>${head}<script src="${loader}"${attributes}></script></head><body>${body}</body></html>`;
  await page.goto(`${origin.url}${path}`);
}

const createIn = (selector, authorization = 'simulator_customer') => page.evaluate(async ({ selector, authorization }) => {
  const container = typeof selector === 'string' ? document.querySelector(selector) : selector;
  window.dropin = await featherdrop.create({ authorization, container });
}, { selector, authorization });

const style = (selector, property) => page.$eval(selector, (el, p) => getComputedStyle(el)[p], property);

it("a merchant's rule wins over the widget's, whatever its specificity or order", async () => {
  await open('/merchant-rules.html', { head: '<style>.braintree-toggle { color: rgb(1, 2, 3); } .braintree-method { border-radius: 0px; }</style>' });
  await createIn('#dropin');
  await page.waitForSelector('.braintree-method');
  assert.is(await style('.braintree-toggle', 'color'), 'rgb(1, 2, 3)');
  assert.is(await style('.braintree-method', 'borderTopLeftRadius'), '0px');
  assert.is.not(await style('.braintree-method', 'borderTopStyle'), 'none', 'the widget is styled');
});

it('a stylesheet the merchant placed (the original\'s id) replaces the widget\'s own', async () => {
  await open('/placed.html', { head: '<link id="braintree-dropin-stylesheet" rel="stylesheet" href="/dist/featherdrop.css">' });
  await createIn('#dropin');
  await page.waitForSelector('.braintree-method');
  const adopted = await page.evaluate(() => document.adoptedStyleSheets.map((sheet) => sheet.cssRules[0]?.cssText.slice(0, 40)));
  assert.ok(adopted.every((text) => text?.includes('featherdrop-test-mode') || !text?.includes('braintree')), `no shell styles adopted: ${adopted}`);
  assert.is.not(await style('.braintree-method', 'borderTopStyle'), 'none', 'styled by the placed stylesheet');
});

it('a container inside a shadow root is styled there, and teardown takes the styles away', async () => {
  await open('/shadow.html', { body: '<main><div id="host"></div></main>' });
  const styled = await page.evaluate(async () => {
    const root = document.getElementById('host').attachShadow({ mode: 'open' });
    const container = root.appendChild(document.createElement('div'));
    window.dropin = await featherdrop.create({ authorization: 'simulator_customer', container });
    while (!root.querySelector('.braintree-method')) await new Promise((resolve) => requestAnimationFrame(resolve));
    const method = root.querySelector('.braintree-method');
    const result = { border: getComputedStyle(method).borderTopStyle, sheets: root.adoptedStyleSheets.length };
    await window.dropin.teardown();
    return { ...result, after: root.adoptedStyleSheets.length, page: document.adoptedStyleSheets.length };
  });
  assert.is.not(styled.border, 'none');
  assert.ok(styled.sheets > 0);
  assert.equal([styled.after, styled.page], [0, 0]);
});

it("a strict CSP (default-src 'self', no unsafe-inline) sees no violation; the widget is styled and pays", async () => {
  await open('/csp.html', { origin: strict });
  await page.evaluate(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await createIn('#dropin', 'simulator_guest');
  await page.fill('input[autocomplete="cc-number"]', '4111111111111111');
  await page.fill('input[autocomplete="cc-exp"]', '12/30');
  await page.fill('input[autocomplete="cc-csc"]', '123');
  const nonce = await page.evaluate(() => window.dropin.requestPaymentMethod().then((r) => r.nonce));
  assert.ok(nonce);
  assert.is.not(await style('.braintree-form__field', 'borderTopStyle'), 'none');
  assert.equal(await page.evaluate(() => window.violations), []);
  // The policy is in force: an inline <style> is reported.
  await page.evaluate(() => {
    const inline = document.createElement('style');
    inline.textContent = 'p { color: red }';
    document.head.appendChild(inline);
  });
  await page.waitForFunction(() => window.violations.length === 1);
});

it('dist/ on a CDN that sends Access-Control-Allow-Origin: the widget loads from there', async () => {
  await open('/from-cdn.html', { loader: `${cdn.url}/dist/featherdrop.js` });
  await createIn('#dropin');
  await page.waitForSelector('.braintree-method--active');
  assert.is.not(await style('.braintree-method', 'borderTopStyle'), 'none');
});

it('dist/ on a CDN without the CORS header: create rejects a DropinError with the cause, also to a callback', async () => {
  await open('/from-cdn-no-cors.html', { loader: `${cdnWithoutCors.url}/dist/featherdrop.js` });
  const outcome = await page.evaluate(async () => {
    const describe = (e) => ({ name: e.name, message: e.message, cause: !!e.cause });
    const promised = await featherdrop.create({ authorization: 'simulator_customer', container: '#dropin' }).then(() => null, describe);
    const called = await new Promise((resolve) => featherdrop.create({ authorization: 'simulator_customer', container: '#dropin' }, (error) => resolve(describe(error))));
    return { promised, called };
  });
  const expected = { name: 'DropinError', message: 'There was an error creating Drop-in.', cause: true };
  assert.equal(outcome, { promised: expected, called: expected });
});

it('dist/ on a CDN without the CORS header, script-tag form: the form stays blocked and the failure is shown', async () => {
  posted.length = 0;
  await open('/form-cdn.html', {
    loader: '/demo/none.js',
    // A window listener runs after the form's own: an unprevented submit is a post on its way.
    head: '<script>window.submits = []; addEventListener("submit", (event) => window.submits.push(event.defaultPrevented));</script>',
    body: `<main><form action="/checkout" method="post"><script src="${cdnWithoutCors.url}/dist/featherdrop.js" data-authorization="simulator_customer"></script><button type="submit">Pay</button></form></main>`,
  });
  await page.waitForSelector('[data-braintree-id="sheet-error"][role="alert"]');
  await page.click('button[type="submit"]');
  await page.waitForFunction(() => window.submits.length === 1);
  assert.equal(await page.evaluate(() => window.submits), [true], 'the submit was prevented');
  assert.is(posted.length, 0);
});

it('a braintree-web-drop-in page with only the script src changed works (braintree.dropin.create)', async () => {
  await open('/migrated.html');
  const nonce = await page.evaluate(() => new Promise((resolve, reject) => {
    braintree.dropin.create({ authorization: 'simulator_customer', container: '#dropin' }, (error, instance) => {
      if (error) return reject(error);
      instance.requestPaymentMethod((err, payload) => (err ? reject(err) : resolve(payload.nonce)));
    });
  }));
  assert.is(nonce, 'sim_vaulted_visa_1111');
  assert.is(await page.evaluate(() => braintree.dropin.VERSION), '1.31.2');
});

it('the script included twice: the second copy uses the first one\'s core, so the widget and its later chunks share one runtime', async () => {
  await open('/twice.html', { head: '<script src="/dist/featherdrop.js"></script>' });
  assert.is(await page.evaluate(() => Object.getOwnPropertySymbols(window).filter((key) => key.description?.startsWith('featherdrop ')).length), 1);
  // braintree.dropin stays the first copy's API, window.featherdrop is the second's: both must drive the one core.
  assert.ok(await page.evaluate(() => braintree.dropin !== featherdrop && braintree.dropin.create === featherdrop.create));
  await page.evaluate(async () => { window.dropin = await braintree.dropin.create({ authorization: 'simulator_guest', container: '#dropin' }); });
  // The card sheet's chunk renders with hooks and the requester is a later chunk: a second runtime would break them.
  await page.fill('input[autocomplete="cc-number"]', '4111111111111111');
  await page.fill('input[autocomplete="cc-exp"]', '12/30');
  await page.fill('input[autocomplete="cc-csc"]', '123');
  await page.waitForFunction(() => window.dropin.isPaymentMethodRequestable());
  const paid = await page.evaluate(() => window.dropin.requestPaymentMethod().then((p) => p.details.lastFour));
  assert.is(paid, '1111');
});

it('dist/integrity.json lists every shipped file\'s value; a page pinning the script with it loads the widget from a CDN', async () => {
  const integrity = JSON.parse(readFileSync('dist/integrity.json', 'utf8'));
  for (const file of ['featherdrop.js', 'esm/index.js', 'esm/locales/index.js', 'react/index.js']) assert.match(integrity[file], /^sha384-/);
  for (const file of readdirSync('dist/script')) assert.match(integrity[`script/${file}`], /^sha384-/, file);
  assert.is(integrity['featherdrop.js'], `sha384-${createHash('sha384').update(readFileSync('dist/featherdrop.js')).digest('base64')}`);
  await open('/pinned.html', { loader: `${cdn.url}/dist/featherdrop.js`, attributes: ` integrity="${integrity['featherdrop.js']}" crossorigin="anonymous"` });
  await createIn('#dropin');
  await page.waitForSelector('.braintree-method--active');
});

it('a CDN that serves a changed script: the integrity value the page pinned stops it before it runs', async () => {
  const integrity = JSON.parse(readFileSync('dist/integrity.json', 'utf8'));
  const dir = mkdtempSync(join(tmpdir(), 'featherdrop-tampered-'));
  cpSync('dist', join(dir, 'dist'), { recursive: true });
  appendFileSync(join(dir, 'dist/featherdrop.js'), '\n// changed on the CDN\n');
  const tampered = await startServer({ dir, allowed: ['dist'], headers: { 'access-control-allow-origin': '*' } });
  try {
    const refused = new Promise((resolve) => page.on('console', (message) => message.text().includes('integrity') && resolve(message.text())));
    await open('/tampered.html', { loader: `${tampered.url}/dist/featherdrop.js`, attributes: ` integrity="${integrity['featherdrop.js']}" crossorigin="anonymous"` });
    assert.match(await refused, 'featherdrop.js');
    assert.is(await page.evaluate(() => typeof window.featherdrop), 'undefined');
  } finally {
    tampered.server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
