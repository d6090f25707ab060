// Shared pieces for Chromium tests: the demo server, a fresh headless Chromium, axe-core, screenshots.
import { mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../demo/server.mjs';
import { BROWSERS } from '../browsers.mjs';
import { encodeScenarioNode } from './scenario.mjs';

const require = createRequire(import.meta.url);
export const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export { encodeScenarioNode as scenario };

/** The 34 locales, as src/i18n/locales.ts lists them. */
export const LOCALES = /'([a-z]{2}_[A-Z]{2}(?: [a-z]{2}_[A-Z]{2})*) ?' \+\s*'([^']+)'/.exec(readFileSync('src/i18n/locales.ts', 'utf8')).slice(1).join(' ').split(' ');

/**
 * A fresh headless Chromium (own profile, the shared flags plus `args`, Playwright context options such as
 * `baseURL`); `close()` removes the profile.
 */
export async function launchChromium(args = [], contextOptions = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'featherdrop-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: BROWSERS.chromium.path, headless: true, args: [...FLAGS, ...args], viewport: { width: 800, height: 900 }, ...contextOptions,
  });
  // Never leave a browser behind, even when a test hangs; a closed browser needs no guard (the
  // benchmark launches one per run, for longer than the guard's time in all).
  const guard = setTimeout(() => process.exit(1), 240_000);
  guard.unref();
  return {
    context,
    async close() {
      clearTimeout(guard);
      await context.close().catch(() => {});
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Starts the demo server (with in-memory `pages`) and a fresh Chromium; `close()` stops both and removes the profile. */
async function openBrowser({ onPost, pages } = {}) {
  const { server, url } = await startServer({ onPost, pages });
  const { context, close } = await launchChromium();
  return {
    url,
    context,
    async page() {
      const page = await context.newPage();
      page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
      // A page error like "featherdrop is not defined" is seen rarely under load: these say which request failed.
      page.on('requestfailed', (r) => r.url().startsWith(url) && console.log(`[requestfailed] ${r.url()} ${r.failure()?.errorText}`));
      page.on('response', (r) => r.status() >= 500 && r.url().startsWith(url) && console.log(`[response ${r.status()}] ${r.url()}`));
      return page;
    },
    async close() {
      await close();
      server.close();
    },
  };
}

/**
 * Runs axe-core in the page on `selector` and returns its violations (id + nodes). axe skips disabled
 * elements (their contrast is exempt in WCAG); `{ disabled: true }` checks them too (a failed option's
 * developer message, a subscribed method in edit mode), by lifting `disabled` while axe runs. The widget
 * styles those states by class, so they look the same without the attribute.
 */
export async function axe(page, selector = '[data-braintree-id="wrapper"]', { disabled = false } = {}) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async ({ sel, disabled }) => {
    const lifted = disabled ? [...document.querySelectorAll(`${sel} [disabled]`)] : [];
    for (const el of lifted) el.removeAttribute('disabled');
    try {
      const result = await window.axe.run(sel, { resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.html) }));
    } finally {
      for (const el of lifted) el.setAttribute('disabled', '');
    }
  }, { sel: selector, disabled });
}

/** Wraps a uvu test body: on failure a screenshot lands in test-results/<name>.png. */
export function withShot(getPage, name, body) {
  return async (...args) => {
    try {
      await body(...args);
    } catch (error) {
      const page = getPage();
      if (page) {
        mkdirSync('test-results', { recursive: true });
        await page.screenshot({ path: `test-results/${name.replace(/\W+/g, '-')}.png`, fullPage: true }).catch(() => {});
      }
      throw error;
    }
  };
}

/**
 * One Chromium for a test file and a fresh page per test: returns `it`, which screenshots failures.
 * `use(browser, page)` hands the current pair to the file's own variables.
 */
export function browserSuite(test, prefix, use, options) {
  let browser;
  let page;
  test.before(async () => {
    browser = await openBrowser(options);
  });
  test.after(async () => {
    await browser.close();
  });
  test.before.each(async () => {
    page = await browser.page();
    use(browser, page);
  });
  test.after.each(async () => {
    await page.close();
  });
  return (name, body) => test(name, withShot(() => page, `${prefix}-${name}`, body));
}

/** In the page: featherdrop's styles present (adopted stylesheets, <style> elements, featherdrop links). */
export const pageStyles = (page) => page.evaluate(() => document.adoptedStyleSheets.length + document.querySelectorAll('style, link[href*="featherdrop"]').length);

/** A demo query: an authorization and any create options (as JSON). */
/** Types a card whose payment needs a 3D Secure challenge into the open card sheet and pays with Enter on the demo's Pay button. */
export async function payChallengeCard(page) {
  const field = (name) => `[data-braintree-id="${name}-field-group"] input`;
  await page.fill(field('number'), '4000000000001091');
  await page.fill(field('expiration-date'), '12/30');
  await page.fill(field('cvv'), '123');
  await page.waitForFunction(() => !document.getElementById('pay').disabled);
  await page.focus('#pay');
  await page.keyboard.press('Enter');
}

/** A simulated card field by its autocomplete token (`cc-number`, `cc-exp`, `cc-csc`, `postal-code`). */
export const byAutocomplete = (autocomplete) => `input[autocomplete="${autocomplete}"]`;

/** From the focused card number field, types a Visa, its expiry and CVV by keyboard alone; waits until the widget is requestable. */
export async function typeCardByKeyboard(page) {
  await page.keyboard.type('4111111111111111');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1230');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.waitForFunction(() => window.demo.dropin.isPaymentMethodRequestable());
}

/** A simulated wallet's window opened from `button` and closed twice: by its Cancel button (once `shown` is), then by Escape. */
export async function cancelThenEscape(page, button, shown = '[role="dialog"]') {
  await page.click(button);
  await page.waitForSelector(shown);
  await page.click('[role="dialog"] button:text-is("Cancel")');
  await page.waitForSelector('[role="dialog"]', { state: 'detached' });
  await page.click(button);
  await page.waitForSelector('[role="dialog"]');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[role="dialog"]', { state: 'detached' });
}

export const demoQuery = (auth, options) => `?auth=${auth}&options=${encodeURIComponent(JSON.stringify(options))}`;

/** The demo's result panel once requestPaymentMethod settled, parsed. */
export async function readResult(page) {
  await page.waitForFunction(() => document.getElementById('result').textContent.length > 0);
  return JSON.parse(await page.textContent('#result'));
}

/** Clicks the demo's Pay button once it is enabled and returns the result. */
export async function payResult(page) {
  await page.waitForFunction(() => !document.getElementById('pay').disabled);
  await page.click('#pay');
  return readResult(page);
}

/** The demo page for a scenario, waiting until create settled. */
export async function openDemo(browser, page, query = '') {
  await page.goto(`${browser.url}/demo/index.html${query}`);
  await page.waitForFunction(() => window.demo && (window.demo.dropin || window.demo.error));
}

/** The brand mark files (`dist/esm/marks/<id>.js`) the page fetches from now on, by id, in order. */
export function markFiles(page) {
  const ids = [];
  page.on('request', (r) => {
    const id = /\/esm\/marks\/([\w-]+)\.js$/.exec(r.url())?.[1];
    if (id && id !== 'index') ids.push(id);
  });
  return ids;
}

/**
 * The drawing of the brand mark in a logo box once it arrived (not the card glyph featherdrop draws itself),
 * without the prefix that makes each copy's ids unique.
 */
export async function drawnMark(page, box) {
  const svg = `${box} svg:not(.featherdrop-glyph)`;
  await page.waitForSelector(`${svg} path`, { state: 'attached' });
  return (await page.innerHTML(svg)).replace(/fd\d+-/g, 'fd-');
}
