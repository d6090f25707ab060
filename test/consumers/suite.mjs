// One Chromium and one scratch folder per consumer test file, a fresh recorded page per test,
// screenshots of failures, and the checks every consumer of `import { create } from 'featherdrop'`
// (fixtures/vanilla) gets, whatever built it.
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { launchChromium, withShot } from '../browser/support.mjs';
import { workspace } from './build-fixtures.mjs';
import { createOn, expectLocale, expectNoErrors, expectStyled, expectTeardown, fetched, localeTables, openPage, payWithCard } from './drive.mjs';
import { filesBelow, root } from './pack.mjs';
import { serveFolder } from './serve.mjs';

/** The first call runs `step`; every later call gets its result, or its error again (one build per file). */
export function once(step) {
  let promise;
  return () => (promise ??= step());
}

/**
 * Registers the file's hooks on uvu's `test`. Returns `it` (the test body gets the page session
 * { page, log }), `work` (the scratch folder), `serve(out)` (a static server closed at the end) and
 * `closing(fn)` (anything else to stop at the end).
 */
export function consumerSuite(test, prefix) {
  const work = workspace();
  const stops = [];
  let browser;
  let session;
  test.before(async () => {
    browser = await launchChromium();
  });
  test.after(async () => {
    await browser?.close();
    for (const stop of stops) await stop();
    work.remove();
  });
  test.before.each(async () => {
    session = await openPage(browser.context);
  });
  test.after.each(async () => {
    await session?.page.close();
  });
  return {
    work: work.dir,
    it: (name, body) => test(name, withShot(() => session?.page, `consumers-${prefix}-${name}`, () => body(session))),
    closing: (stop) => stops.push(stop),
    async serve(out) {
      const server = await serveFolder(out);
      stops.push(server.close);
      return server.url;
    },
  };
}

/** Files a browser never loads: a bundler copied them out of featherdrop's package. */
const notForBrowsers = (out) => filesBelow(out).map((file) => relative(out, file)).filter((file) => !/\.(html|m?js|css|map)$/.test(file));

/** Writes the first view's files and sizes to test-results/consumers/<label>.json (the closing report reads them). */
function recordFirstView(label, files) {
  const dir = join(root, 'test-results/consumers');
  mkdirSync(dir, { recursive: true });
  const total = files.reduce((sum, f) => ({ bytes: sum.bytes + f.bytes, brotli: sum.brotli + f.brotli }), { bytes: 0, brotli: 0 });
  const report = { label, requests: files.length, total, files: files.map(({ path, bytes, brotli }) => ({ path, bytes, brotli })) };
  writeFileSync(join(dir, `${label.replace(/\W+/g, '-')}.json`), JSON.stringify(report, null, 2));
  console.log(`first view, ${label}: ${files.length} files, ${total.bytes} B, ${total.brotli} B brotli`);
}

/**
 * The checks for one consumer: `start()` builds and serves it once and returns { url, out, warnings }
 * (`out`, the build folder; none for a `devServer`). `splits`: the bundler splits dynamic imports, so
 * the first view must not carry other locales.
 */
export function checkConsumer({ it }, label, start, { splits = true, devServer = false } = {}) {
  it(`${label}: create() resolves and the widget is styled`, async (session) => {
    await createOn(session, (await start()).url);
    await expectStyled(session);
    expectNoErrors(session);
  });

  it(`${label}: locale de_DE shows German`, async (session) => {
    await createOn(session, (await start()).url, { locale: 'de_DE' });
    await expectLocale(session, { lang: 'de-DE', text: 'Kartennummer' });
    expectNoErrors(session);
  });

  it(`${label}: locale ar_EG shows Arabic, right to left`, async (session) => {
    await createOn(session, (await start()).url, { locale: 'ar_EG' });
    await expectLocale(session, { lang: 'ar-EG', text: 'رقم البطاقة', dir: 'rtl' });
    expectNoErrors(session);
  });

  it(`${label}: a card payment on the simulator resolves a nonce`, async (session) => {
    await createOn(session, (await start()).url);
    await payWithCard(session);
    expectNoErrors(session);
  });

  it(`${label}: teardown leaves an empty container and no stylesheet`, async (session) => {
    await createOn(session, (await start()).url);
    await session.page.waitForSelector('input[autocomplete="cc-number"]');
    await expectTeardown(session, '#dropin');
    expectNoErrors(session);
  });

  it(`${label}: the first view fetches only files that exist${splits ? ', and no other locale' : ''}`, async (session) => {
    await createOn(session, (await start()).url);
    await session.page.waitForSelector('input[autocomplete="cc-number"]');
    const files = await fetched(session);
    recordFirstView(label, files);
    assert.equal(session.log.failed, [], 'requests failed');
    if (!splits) return;
    // Every other locale's table is one the shopper did not ask for.
    const tables = files.map((file) => ({ file, ...localeTables(file) })).filter((t) => t.text + t.inlined);
    const count = tables.reduce((sum, t) => sum + t.text + t.inlined, 0);
    assert.is(count, 0, `the en_US first view carries ${count} other locale tables: ${tables.map((t) => `${t.file.path} ${t.text} as code, ${t.inlined} in base64 data: URLs`).join('; ')}`);
  });

  if (!devServer) {
    it(`${label}: ships no build leftovers`, async () => {
      const extra = notForBrowsers((await start()).out);
      assert.equal(extra.slice(0, 8), [], `the build ships ${extra.length} files no browser loads (first 8 shown)`);
    });
  }

  // Last: a dev server reports what its dependency optimizer ran into while serving the tests above.
  it(`${label}: builds without warnings`, async () => {
    const { warnings } = await start();
    assert.equal(warnings, [], `the bundler warned:\n${warnings.join('\n')}`);
  });
}
