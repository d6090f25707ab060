// The browser engines the cross-engine tier runs in (docs/browsers.md), each from Debian's packages:
// Chromium through playwright-core (as the other tiers), Firefox ESR through puppeteer-core over WebDriver
// BiDi, WebKitGTK's MiniBrowser through its WebKitWebDriver (webkit2gtk-driver) under xvfb-run, driven by
// webdriverio over WebDriver classic. Each gives the tests one small page interface, so the same shopper flows and assertions run in
// every engine: goto, click, type (key by key, as a shopper types), press, text, value, attribute, waitFor,
// until (a condition in the page), evaluate.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { remote } from 'webdriverio';
import { startServer } from '../../demo/server.mjs';
import { launchChromium } from '../browser/support.mjs';
import { BROWSERS, engineMissing } from '../browsers.mjs';

const TIMEOUT = 15_000;

/** Playwright's page, as the tier's page. */
function playwrightPage(page) {
  return {
    goto: (url) => page.goto(url),
    click: (selector) => page.click(selector, { timeout: TIMEOUT }),
    type: (selector, text) => page.locator(selector).pressSequentially(text, { timeout: TIMEOUT }),
    press: (key) => page.keyboard.press(key),
    waitFor: (selector, { hidden = false } = {}) => page.waitForSelector(selector, { state: hidden ? 'detached' : 'visible', timeout: TIMEOUT }),
    until: (fn, arg) => page.waitForFunction(fn, arg, { timeout: TIMEOUT }),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    close: () => page.close(),
  };
}

/** Puppeteer's page (Firefox over WebDriver BiDi), as the tier's page. */
function puppeteerPage(page) {
  page.setDefaultTimeout(TIMEOUT);
  return {
    goto: (url) => page.goto(url),
    click: async (selector) => {
      await page.waitForSelector(selector, { visible: true });
      await page.click(selector);
    },
    type: async (selector, text) => {
      await page.waitForSelector(selector, { visible: true });
      await page.type(selector, text);
    },
    press: (key) => page.keyboard.press(key),
    waitFor: (selector, { hidden = false } = {}) => page.waitForSelector(selector, hidden ? { hidden: true } : { visible: true }),
    until: (fn, arg) => page.waitForFunction(fn, {}, arg),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    close: () => page.close(),
  };
}

/** webdriverio's session (one window, navigated anew by each test), as the tier's page. */
function webdriverPage(browser) {
  const element = async (selector) => {
    const found = await browser.$(selector);
    await found.waitForDisplayed({ timeout: TIMEOUT });
    return found;
  };
  return {
    goto: (url) => browser.url(url),
    click: async (selector) => (await element(selector)).click(),
    type: async (selector, text) => (await element(selector)).addValue(text),
    press: (key) => browser.keys(key),
    waitFor: async (selector, { hidden = false } = {}) => {
      const found = await browser.$(selector);
      await (hidden ? found.waitForExist({ reverse: true, timeout: TIMEOUT }) : found.waitForDisplayed({ timeout: TIMEOUT }));
    },
    until: (fn, arg) => browser.waitUntil(async () => !!(await browser.execute(fn, arg)), { timeout: TIMEOUT, interval: 50 }),
    evaluate: (fn, arg) => browser.execute(fn, arg),
    close: async () => {},
  };
}

/** A free port on 127.0.0.1. */
const freePort = () => new Promise((resolve, reject) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  }).on('error', reject);
});

/** Each engine: its package's binary, and how to start it with a fresh profile. */
export const ENGINES = {
  chromium: {
    binary: BROWSERS.chromium.path,
    async launch() {
      const { context, close } = await launchChromium();
      return { newPage: async () => playwrightPage(await context.newPage()), close };
    },
  },
  firefox: {
    binary: BROWSERS.firefox.path,
    async launch() {
      const profile = mkdtempSync(join(tmpdir(), 'featherdrop-firefox-'));
      const browser = await puppeteer.launch({ browser: 'firefox', executablePath: this.binary, headless: true, userDataDir: profile });
      const guard = setTimeout(() => process.exit(1), 240_000);
      guard.unref();
      return {
        newPage: async () => puppeteerPage(await browser.newPage()),
        async close() {
          clearTimeout(guard);
          await browser.close().catch(() => {});
          rmSync(profile, { recursive: true, force: true });
        },
      };
    },
  },
  webkit: {
    binary: BROWSERS.webkit.path,
    miniBrowser: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    /** `proxyPort`: a loopback CONNECT proxy for https (WebKitGTK takes it from the driver's environment; its
     * WebDriver `proxy` capability speaks TLS to the proxy), loopback itself never proxied. */
    async launch({ proxyPort } = {}) {
      const port = await freePort();
      const proxied = proxyPort ? { http_proxy: `http://127.0.0.1:${proxyPort}`, https_proxy: `http://127.0.0.1:${proxyPort}`, no_proxy: 'localhost,127.0.0.1,::1' } : {};
      // Its own X display (xvfb-run -a, searching from a number of this process's: two files starting at once
      // would both take :99 and one Xvfb would fail); the driver listens on loopback only.
      const driver = spawn(BROWSERS['xvfb-run'].path, ['-a', '-n', String(100 + (process.pid % 800)), this.binary, `--port=${port}`, '--host=127.0.0.1'], { stdio: 'ignore', detached: true, env: { ...process.env, ...proxied } });
      const stop = () => { try { process.kill(-driver.pid); } catch { /* gone */ } };
      const guard = setTimeout(() => { stop(); process.exit(1); }, 240_000);
      guard.unref();
      const session = await remote({
        hostname: '127.0.0.1', port, logLevel: 'error', connectionRetryCount: 20, connectionRetryTimeout: 30_000,
        capabilities: {
          'wdio:enforceWebDriverClassic': true, acceptInsecureCerts: !!proxyPort, 'webkitgtk:browserOptions': { binary: this.miniBrowser, args: ['--automation'] },
        },
      }).catch((error) => { stop(); throw error; });
      return {
        session,
        newPage: async () => webdriverPage(session),
        async close() {
          clearTimeout(guard);
          await session.deleteSession().catch(() => {});
          stop();
        },
      };
    },
  },
};

/**
 * Whether this engine's files run: `ENGINES=firefox` picks. A picked engine that is missing fails its own file
 * at once, naming what to install; the other engines' files run (never a skip: .ci/run installs them).
 */
export function runsIn(name) {
  if (!ENGINES[name]) throw new Error(`unknown engine ${name}`);
  const picked = (process.env.ENGINES || Object.keys(ENGINES).join(',')).split(',');
  for (const other of picked) if (!ENGINES[other]) throw new Error(`unknown engine ${other} in ENGINES`);
  if (!picked.includes(name)) return false;
  const missing = engineMissing(name);
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
  return true;
}

/** The demo server and one engine for a test file; a fresh page per test. */
export async function openEngine(name) {
  const { server, url } = await startServer();
  const engine = await ENGINES[name].launch();
  return {
    url,
    newPage: () => engine.newPage(),
    async close() {
      await engine.close();
      server.close();
    },
  };
}
