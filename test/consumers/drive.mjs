// The checks every consumer page gets in Chromium: create() resolved, the widget is styled, the
// locale shows, a simulated card payment works, teardown leaves nothing. A page records what went
// wrong on the way (failed requests, console errors, uncaught errors and unhandled rejections), and
// every failure message carries that record, so a failure names the library's problem.
import * as assert from 'uvu/assert';
import { brotliCompressSync, constants } from 'node:zlib';

const CARD_NUMBER = 'input[autocomplete="cc-number"]';
export const WRAPPER = '[data-braintree-id="wrapper"]';

/** A new page in `context` with its record: { page, log: { responses, failed, console, errors } }. */
export async function openPage(context) {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const log = { responses: [], failed: [], console: [], errors: [] };
  const failed = new Map(); // url → '404' or the network error; a 404 stylesheet is also an aborted request
  const fail = (url, reason) => failed.has(url) || (failed.set(url, reason), log.failed.push(`${reason} ${url}`));
  page.on('response', (response) => {
    if (response.status() >= 400) fail(response.url(), response.status());
    else log.responses.push({ url: response.url(), type: response.request().resourceType(), body: response.body().catch(() => Buffer.alloc(0)) });
  });
  page.on('requestfailed', (request) => fail(request.url(), request.failure()?.errorText));
  page.on('console', (message) => {
    // "Failed to load resource" names no URL: the failed request above does.
    if (!['error', 'warning'].includes(message.type()) || message.text().startsWith('Failed to load resource')) return;
    log.console.push(`${message.type()}: ${message.text()}`);
  });
  // Uncaught exceptions and unhandled rejections.
  page.on('pageerror', (error) => log.errors.push(error.stack?.split('\n').slice(0, 2).join(' ') || `${error.name}: ${error.message}`));
  return { page, log };
}

/** The page's record as text for a failure message. */
export function trouble({ log }) {
  const lines = [...log.failed.map((f) => `failed request: ${f}`), ...log.console.map((c) => `console ${c}`), ...log.errors.map((e) => `page error: ${e}`)];
  return lines.length ? `\n  ${lines.join('\n  ')}` : '\n  (no failed request, console error or page error)';
}

/** An error from the page as one line: name, message, type/code, and its cause chain. */
const describeInPage = `(function describe(e) {
  if (!e || typeof e !== 'object') return String(e);
  const head = (e.name ? e.name + ': ' : '') + e.message + (e.type ? ' [type ' + e.type + (e.code ? ', code ' + e.code : '') + ']' : '');
  return e.cause ? head + ' <- cause ' + describe(e.cause) : head;
})`;

/**
 * Opens the fixture page `url` with create `options` (the fixture's main.js reads `?options=`) and
 * waits until create() settled; the instance becomes `window.dropin`. Fails with create's error.
 */
export async function createOn(session, url, options = {}) {
  const { page } = session;
  await page.goto(`${url}/index.html?options=${encodeURIComponent(JSON.stringify(options))}`);
  await page.waitForFunction(() => window.checkout, null, { timeout: 10_000 }).catch(() => {
    assert.unreachable(`the page's bundle never ran (no window.checkout):${trouble(session)}`);
  });
  const error = await page.evaluate(`window.checkout.settled.then(({ dropin, error }) => {
    window.dropin = dropin;
    return error ? ${describeInPage}(error) : null;
  })`);
  assert.is(error, null, `create() rejected: ${error}${trouble(session)}`);
}

/** Waits for `predicate` in the page; on timeout fails with `message()` plus the page's record. */
export async function waitOr(session, predicate, arg, message) {
  const ok = await session.page.waitForFunction(predicate, arg, { timeout: 5_000 }).then(() => true, () => false);
  if (!ok) assert.unreachable(`${await message()}${trouble(session)}`);
}

/**
 * featherdrop.css took effect: the card sheet (the original's `data-braintree-id="card"` hook) has
 * the stylesheet's solid border and rounded corners, which an unstyled <div> has not.
 */
export async function expectStyled(session) {
  await session.page.waitForSelector('[data-braintree-id="card"]');
  await waitOr(session, () => {
    const style = getComputedStyle(document.querySelector('[data-braintree-id="card"]'));
    return style.borderTopStyle === 'solid' && parseFloat(style.borderTopLeftRadius) > 0;
  }, null, async () => {
    const { border, radius, sheets } = await session.page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('[data-braintree-id="card"]'));
      const all = [...document.querySelectorAll('link[rel~="stylesheet"], style')].map((el) => el.href || `<style> ${el.textContent.length} chars`);
      return { border: style.borderTopStyle, radius: style.borderTopLeftRadius, sheets: all };
    });
    return `the widget is unstyled: card sheet border-style ${border}, border-radius ${radius}; stylesheets on the page: ${sheets.join(', ') || 'none'}`;
  });
}

/** The widget shows `text` in locale `lang` (e.g. de-DE), with `dir` ('rtl' or null) on its wrapper. */
export async function expectLocale(session, { lang, text, dir = null }) {
  await waitOr(session, ([wrapper, want]) => document.querySelector(wrapper)?.textContent.includes(want), [WRAPPER, text],
    async () => `"${text}" is not shown; the widget reads: ${await session.page.evaluate((w) => document.querySelector(w)?.textContent.slice(0, 160) ?? '(no widget)', WRAPPER)}`);
  assert.is(await session.page.getAttribute(WRAPPER, 'lang'), lang);
  assert.is(await session.page.getAttribute(WRAPPER, 'dir'), dir);
}

/** Fills the simulated card fields with a test Visa and requests the payment method: the result. */
export async function payWithCard(session) {
  const { page } = session;
  await page.waitForSelector(CARD_NUMBER);
  await page.fill(CARD_NUMBER, '4111111111111111');
  await page.fill('input[autocomplete="cc-exp"]', '12/30');
  await page.fill('input[autocomplete="cc-csc"]', '123');
  await waitOr(session, () => window.dropin.isPaymentMethodRequestable(), null, () => 'the card is not requestable after typing a valid card');
  const result = await page.evaluate(`window.dropin.requestPaymentMethod().then((r) => ({ nonce: r.nonce, type: r.type, lastFour: r.details?.lastFour }), (e) => ({ error: ${describeInPage}(e) }))`);
  assert.not.ok(result.error, `requestPaymentMethod() rejected: ${result.error}${trouble(session)}`);
  assert.ok(result.nonce, 'requestPaymentMethod() resolved without a nonce');
  assert.equal([result.type, result.lastFour], ['CreditCard', '1111']);
  return result;
}

/** Nothing of the widget is left: `container` is empty and the page has no stylesheet at all (it had none). */
export async function expectNothingLeft(session, container) {
  const left = await session.page.evaluate((selector) => ({
    container: document.querySelector(selector)?.innerHTML ?? '(container gone)',
    styles: [...document.querySelectorAll('link[rel~="stylesheet"], style')].map((el) => el.outerHTML.slice(0, 140)),
    adopted: document.adoptedStyleSheets.length,
  }), container);
  assert.is(left.container, '', `the container is not empty: ${left.container.slice(0, 200)}`);
  assert.equal(left.styles, [], 'stylesheets left behind');
  assert.is(left.adopted, 0, 'adopted stylesheets left behind');
}

/** teardown() resolves and leaves nothing behind. */
export async function expectTeardown(session, container) {
  const error = await session.page.evaluate(`window.dropin.teardown().then(() => null, ${describeInPage})`);
  assert.is(error, null, `teardown() rejected: ${error}`);
  await expectNothingLeft(session, container);
}

/** No failed request, console error, uncaught error or unhandled rejection (warnings are allowed). */
export function expectNoErrors(session) {
  const { failed, console: messages, errors } = session.log;
  const bad = [...failed, ...messages.filter((m) => m.startsWith('error')), ...errors];
  assert.equal(bad, [], `the page reported errors:${trouble(session)}`);
}

/** What the page fetched so far (the HTML page excepted), each with its size and brotli (q11) size. */
export async function fetched(session) {
  const files = [];
  for (const { url, body } of session.log.responses.filter((r) => r.type !== 'document')) {
    const bytes = await body;
    files.push({ path: new URL(url).pathname, bytes: bytes.length, brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length, text: bytes.toString('utf8') });
  }
  return files;
}

/**
 * Another locale's strings, shipped as code or inlined: each locale's card-number label (German, French,
 * Spanish, Japanese, Chinese, Arabic) stands for its whole table. English strings ship by area with
 * their views (the core's, the card sheet's, …), so they are not counted.
 */
const TABLE = /Kartennummer|Numéro de carte|Número de tarjeta|カード番号|卡号|رقم البطاقة/g;

/**
 * How many locale string tables `file` carries: { text, inlined } (inlined = inside base64 data: URLs,
 * which bundlers make of small files referenced by `new URL(…, import.meta.url)`).
 */
export function localeTables(file) {
  const count = (text) => text.match(TABLE)?.length ?? 0;
  const inlined = [...file.text.matchAll(/data:[\w/+.-]+;base64,([A-Za-z0-9+/=]+)/g)].map((m) => Buffer.from(m[1], 'base64').toString('utf8'));
  return { text: count(file.text), inlined: inlined.reduce((sum, text) => sum + count(text), 0) };
}
