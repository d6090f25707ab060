// <featherdrop-drop-in> from featherdrop/element in a Vue 3, a Svelte 5 and an Angular app (issue 31), each built
// offline from the packed package as its merchant's minimal esbuild setup would: the element mounts, pays on the
// simulated gateway, follows a reactive locale, tells the framework's own error binding (and not window) of a
// failure, and leaves nothing behind when the framework removes it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundlers, install } from './build-fixtures.mjs';
import { WRAPPER, expectLocale, expectNoErrors, expectStyled, payWithCard, trouble, waitOr } from './drive.mjs';
import { root } from './pack.mjs';
import { consumerSuite, once } from './suite.mjs';

const suite = consumerSuite(test, 'frameworks');
const { devDependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const versions = (...names) => Object.fromEntries(names.map((name) => [name, devDependencies[name]]));

const FRAMEWORKS = {
  'Vue 3': ['vue', versions('vue')],
  'Svelte 5': ['svelte', versions('svelte')],
  Angular: ['angular', versions('@angular/core', '@angular/common', '@angular/compiler', '@angular/platform-browser', 'rxjs', 'tslib')],
};

/** Opens the app and waits for the element's `ready`; the element becomes `window.dropin`. */
async function mount(session, url) {
  const { page } = session;
  await page.goto(`${url}/index.html`);
  await page.waitForFunction(() => window.checkout, null, { timeout: 10_000 }).catch(() => {
    assert.unreachable(`the app's bundle never ran (no window.checkout):${trouble(session)}`);
  });
  await waitOr(session, () => window.checkout.readies > 0 || window.checkout.errors.length, null, () => 'the element never said ready');
  assert.equal(await page.evaluate(() => window.checkout.errors), [], 'the element reported an error');
  await page.waitForSelector('input[autocomplete="cc-number"]');
}

for (const [label, [fixture, dependencies]] of Object.entries(FRAMEWORKS)) {
  const app = once(async () => {
    const { out, warnings } = await bundlers.esbuildFramework(install(fixture, suite.work, { dependencies }), fixture);
    assert.equal(warnings, [], `esbuild warned:\n${warnings.join('\n')}`);
    return suite.serve(out);
  });

  suite.it(`${label}: the element mounts one styled widget and pays with a card; the framework hears its events`, async (session) => {
    await mount(session, await app());
    assert.is(await session.page.evaluate((w) => document.querySelectorAll(w).length, WRAPPER), 1, 'widgets on the page');
    await expectStyled(session);
    await payWithCard(session);
    const events = await session.page.evaluate(() => window.checkout.events);
    assert.ok(events.some(([name, type]) => name === 'paymentMethodRequestable' && type === 'CreditCard'), `the framework's listener was not called: ${JSON.stringify(events)}`);
    expectNoErrors(session);
  });

  suite.it(`${label}: a reactive locale re-creates the widget in it`, async (session) => {
    await mount(session, await app());
    await session.page.evaluate(() => window.checkout.setLocale('de_DE'));
    await expectLocale(session, { lang: 'de-DE', text: 'Kartennummer' });
    assert.is(await session.page.evaluate(() => window.checkout.readies), 2, 'ready twice');
    assert.is(await session.page.evaluate((w) => document.querySelectorAll(w).length, WRAPPER), 1, 'widgets on the page');
    expectNoErrors(session);
  });

  suite.it(`${label}: the framework removing the element tears the widget down, leaving nothing`, async (session) => {
    await mount(session, await app());
    await session.page.evaluate(() => window.checkout.setShown(false));
    await waitOr(session, () => !document.querySelector('featherdrop-drop-in'), null, () => 'the element is still in the page');
    await waitOr(session, (w) => !document.querySelector(w) && !document.adoptedStyleSheets.length && !document.querySelector('style, link[rel~="stylesheet"]'),
      WRAPPER, () => 'the widget or its styles outlived the element');
    expectNoErrors(session);
  });

  suite.it(`${label}: the framework's error binding hears a failed creation; window's error handlers do not`, async (session) => {
    await mount(session, await app());
    await session.page.evaluate(() => {
      window.windowErrors = [];
      window.onerror = (message) => { window.windowErrors.push(`onerror: ${message}`); };
      window.addEventListener('error', (event) => window.windowErrors.push(`listener: ${event.type}`));
      document.querySelector('featherdrop-drop-in').setAttribute('authorization', 'simulator_nope');
    });
    await waitOr(session, () => window.checkout.errors.length, null, () => 'the framework\'s error binding was not called');
    assert.equal(await session.page.evaluate(() => window.checkout.errors), ['There was an error creating Drop-in.']);
    assert.equal(await session.page.evaluate(() => window.windowErrors), [], 'window heard the element\'s error');
    expectNoErrors(session);
  });
}

test.run();
