// docs/integration.md's custom element apps, built as written (issues 31, 38): the plain HTML page with the script
// tag, and the same checkout component in Vue 3 and Svelte 5 (each a Vite app with the docs' vite.config.js, on
// Vite's dev server) and Angular (its standalone component, compiled just in time in a development build). The
// docs' files are read from the `<!-- app NAME: FILE -->` blocks and written into the fixture projects, which add
// only what a new app of that framework has (index.html) and a test page around the component (harness). Each
// asks /client-token (answered with a simulator authorization), mounts one styled widget, enables its Pay button
// from the element's event and posts the nonce to /checkout; a development build logs no warning at all (Vue's
// "Failed to resolve component" among them); the locale is reactive; the framework removing it leaves nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { bundlers, install, viteDev } from './build-fixtures.mjs';
import { WRAPPER, expectLocale, expectNoErrors, expectStyled, trouble, waitOr } from './drive.mjs';
import { packed, root } from './pack.mjs';
import { consumerSuite, once } from './suite.mjs';

const suite = consumerSuite(test, 'frameworks');
const { devDependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const versions = (...names) => Object.fromEntries(names.map((name) => [name, devDependencies[name]]));

/** docs/integration.md's app files: { [app]: { [file]: code } }. */
const DOCS = (() => {
  const text = readFileSync(join(root, 'docs/integration.md'), 'utf8');
  const apps = {};
  for (const [, app, file, code] of text.matchAll(/^<!-- app (\w+): (\S+) -->\n```\w*\n([\s\S]*?)^```/gm)) (apps[app] ??= {})[file] = code;
  return apps;
})();

/** Writes the docs' files of `app` into the project `dir` (Angular's component beside its main.ts). */
function writeDocs(app, dir) {
  for (const [file, code] of Object.entries(DOCS[app])) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), code);
  }
  return dir;
}

/** Runs in every page first: the element's events, as the tests read them, caught at the document. */
const RECORDER = `window.checkout = { events: [], errors: [], readies: 0 };
  const mine = (event) => event.target && event.target.localName === 'featherdrop-drop-in';
  document.addEventListener('ready', (event) => { if (mine(event)) { window.dropin = event.target; window.checkout.readies++; } }, true);
  document.addEventListener('paymentMethodRequestable', (event) => { if (mine(event)) window.checkout.events.push(event.detail.type); }, true);
  document.addEventListener('error', (event) => { if (mine(event)) window.checkout.errors.push(String(event.detail && event.detail.message)); }, true);`;

/** The merchant's server, played in the page: /client-token answers a simulator authorization, /checkout records. */
async function shopServer(session) {
  const posted = [];
  await session.page.addInitScript(RECORDER);
  await session.page.route('**/client-token', (route) => route.fulfill({ json: { clientToken: 'simulator_guest' } }));
  await session.page.route('**/checkout', (route) => {
    posted.push(route.request().postDataJSON());
    return route.fulfill({ json: { ok: true } });
  });
  return posted;
}

async function mount(session, url) {
  await session.page.goto(url);
  await waitOr(session, () => window.checkout.readies > 0 || window.checkout.errors.length, null, () => 'the element never said ready');
  assert.equal(await session.page.evaluate(() => window.checkout.errors), [], 'the element reported an error');
  await session.page.waitForSelector('input[autocomplete="cc-number"]');
}

/** The shopper types a test card and presses the app's Pay button, which the element's event enabled. */
async function payWithTheAppsButton(session, posted) {
  const { page } = session;
  const appsPay = () => [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Pay' && !b.closest('featherdrop-drop-in'));
  assert.is(await page.evaluate(`(${appsPay})()?.disabled`), true, "the app's Pay is disabled before a card is typed");
  await page.fill('input[autocomplete="cc-number"]', '4111111111111111');
  await page.fill('input[autocomplete="cc-exp"]', '12/30');
  await page.fill('input[autocomplete="cc-csc"]', '123');
  await waitOr(session, `(${appsPay})()?.disabled === false && window.checkout.events.includes('CreditCard')`, null,
    () => "the app did not enable its Pay on the element's paymentMethodRequestable");
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  for (let waited = 0; waited < 5_000 && !posted.length; waited += 100) await page.waitForTimeout(100);
  assert.is(posted.length, 1, `the app posted to /checkout once:${trouble(session)}`);
  assert.match(posted[0].nonce, /\S/, 'with the nonce');
}

/** A development build's console: no warning, no error (Vue's "Failed to resolve component" is a warning). */
function expectQuiet(session) {
  expectNoErrors(session);
  assert.equal(session.log.console, [], `the page logged:${trouble(session)}`);
}

const APPS = {
  'Vue 3 (Vite)': {
    docs: 'vue',
    start: once(async () => {
      const dir = writeDocs('vue', install('vue', suite.work, { dependencies: versions('vue', 'vite', '@vitejs/plugin-vue') }));
      const server = await viteDev(dir, { config: true });
      suite.closing(server.close);
      return { url: server.url, warnings: server.warnings, harness: `${server.url}/harness.html` };
    }),
  },
  'Svelte 5 (Vite)': {
    docs: 'svelte',
    start: once(async () => {
      const dir = writeDocs('svelte', install('svelte', suite.work, { dependencies: versions('svelte', 'vite', '@sveltejs/vite-plugin-svelte') }));
      const server = await viteDev(dir, { config: true });
      suite.closing(server.close);
      return { url: server.url, warnings: server.warnings, harness: `${server.url}/harness.html` };
    }),
  },
  Angular: {
    docs: 'angular',
    start: once(async () => {
      const deps = versions('@angular/core', '@angular/common', '@angular/compiler', '@angular/platform-browser', 'rxjs', 'tslib');
      const { out, warnings } = await bundlers.esbuildAngularDev(writeDocs('angular', install('angular', suite.work, { dependencies: deps })));
      const url = await suite.serve(out);
      return { url: `${url}/index.html`, warnings, harness: `${url}/index.html` };
    }),
  },
};

test('integration.md has each app the tests build (the extraction is not vacuous)', () => {
  assert.equal(Object.keys(DOCS).sort(), ['angular', 'html', 'svelte', 'vue']);
  assert.equal(Object.keys(DOCS.vue).sort(), ['src/Checkout.vue', 'src/main.js', 'vite.config.js']);
  assert.match(DOCS.vue['vite.config.js'], /isCustomElement/);
  assert.match(DOCS.angular['checkout.ts'], /CUSTOM_ELEMENTS_SCHEMA/);
  assert.equal(Object.keys(DOCS.svelte).sort(), ['src/Checkout.svelte', 'src/main.js', 'vite.config.js']);
});

for (const [label, app] of Object.entries(APPS)) {
  suite.it(`${label}: the docs' app, a development build, mounts one styled widget and pays through its Pay button; no warning anywhere`, async (session) => {
    const posted = await shopServer(session);
    const { url, warnings } = await app.start();
    await mount(session, url);
    assert.is(await session.page.evaluate((w) => document.querySelectorAll(w).length, WRAPPER), 1, 'widgets on the page');
    await expectStyled(session);
    await payWithTheAppsButton(session, posted);
    expectQuiet(session);
    assert.equal(warnings, [], 'the build warned');
  });

  suite.it(`${label}: a reactive locale re-creates the widget in it`, async (session) => {
    await shopServer(session);
    await mount(session, (await app.start()).harness);
    await session.page.evaluate(() => window.checkout.setLocale('de_DE'));
    await expectLocale(session, { lang: 'de-DE', text: 'Kartennummer' });
    assert.is(await session.page.evaluate(() => window.checkout.readies), 2, 'ready twice');
    assert.is(await session.page.evaluate((w) => document.querySelectorAll(w).length, WRAPPER), 1, 'widgets on the page');
    expectQuiet(session);
  });

  suite.it(`${label}: the framework removing the element tears the widget down, leaving nothing`, async (session) => {
    await shopServer(session);
    await mount(session, (await app.start()).harness);
    await session.page.evaluate(() => window.checkout.setShown(false));
    await waitOr(session, () => !document.querySelector('featherdrop-drop-in'), null, () => 'the element is still in the page');
    await waitOr(session, (w) => !document.querySelector(w) && !document.adoptedStyleSheets.length && !document.querySelector('style, link[rel~="stylesheet"]'),
      WRAPPER, () => 'the widget or its styles outlived the element');
    expectQuiet(session);
  });
}

suite.it("Plain HTML: the docs' page as written, its script from the CDN URL it names (answered from dist/), pays through its Pay button", async (session) => {
  const posted = await shopServer(session);
  const dist = join(packed().dir, 'dist');
  const cdn = 'https://your.cdn/featherdrop/1.31.2/';
  assert.ok(DOCS.html['index.html'].includes(`${cdn}featherdrop.js`), 'the page names the CDN URL');
  const types = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
  await session.page.route(`${cdn}**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(new URL(cdn).pathname.length);
    try {
      const body = readFileSync(join(dist, path));
      return route.fulfill({ body, headers: { 'content-type': types[path.slice(path.lastIndexOf('.'))] ?? 'application/octet-stream', 'access-control-allow-origin': '*' } });
    } catch {
      return route.fulfill({ status: 404 });
    }
  });
  await session.page.route('https://shop.example/', (route) => route.fulfill({ body: DOCS.html['index.html'], contentType: 'text/html' }));
  await mount(session, 'https://shop.example/');
  await expectStyled(session);
  await payWithTheAppsButton(session, posted);
  expectQuiet(session);
});

test.run();
