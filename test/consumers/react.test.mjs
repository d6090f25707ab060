// featherdrop/react's <DropIn> (braintree-web-drop-in-react's props) in a React 18 and a React 19 app,
// both inside <StrictMode> and built by esbuild as development builds (StrictMode mounts, unmounts and
// mounts again only in development), and rendered on the server with react-dom/server in Node.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readFileSync, writeFileSync } from 'node:fs';
import { bundlers, install } from './build-fixtures.mjs';
import { WRAPPER, expectLocale, expectNoErrors, expectNothingLeft, expectStyled, payWithCard, trouble, waitOr } from './drive.mjs';
import { countCreations } from './count-creations.mjs';
import { consumerSuite, once } from './suite.mjs';

const suite = consumerSuite(test, 'react');
const widgets = (session) => session.page.evaluate((wrapper) => document.querySelectorAll(wrapper).length, WRAPPER);

/** Opens the app and waits until <DropIn> handed over an instance; it becomes `window.dropin`. */
async function mount(session, url, version) {
  const { page } = session;
  await page.goto(`${url}/index.html`);
  await page.waitForFunction(() => window.checkout, null, { timeout: 10_000 }).catch(() => {
    assert.unreachable(`the app's bundle never ran (no window.checkout):${trouble(session)}`);
  });
  // The fixture links react and react-dom by hand: make sure the app runs the React it was built for.
  assert.equal(await page.evaluate(() => window.checkout.versions), { react: version, reactDom: version });
  await waitOr(session, () => window.checkout.instances.length || window.checkout.errors.length, null, () => 'onInstance was never called');
  assert.equal(await page.evaluate(() => window.checkout.errors), [], 'onError was called');
  await page.waitForSelector('input[autocomplete="cc-number"]');
  // Every create() the component started (StrictMode's first, aborted mount included) has settled, and every
  // teardown it started has ended: a second widget or instance would be there by now.
  await waitOr(session, () => window.featherdropCreations.pending === 0, null, async () => `creations still under way: ${JSON.stringify(await page.evaluate(() => window.featherdropCreations))}`);
  await page.evaluate(() => { window.dropin = window.checkout.instances.at(-1); });
}

for (const version of ['18.3.1', '19.3.1']) {
  const label = `React ${version.split('.')[0]}`;
  const project = once(async () => install('react', suite.work, { name: `react${version.split('.')[0]}`, dependencies: { react: version, 'react-dom': version } }));
  const app = once(async () => {
    const { out, warnings } = await bundlers.esbuildEsm(await project(), { development: true, plugins: [countCreations] });
    assert.equal(warnings, [], `esbuild warned:\n${warnings.join('\n')}`);
    return suite.serve(out);
  });

  suite.it(`${label}: <StrictMode> mounts exactly one styled widget, whose instance pays with a card`, async (session) => {
    await mount(session, await app(), version);
    assert.is(await widgets(session), 1, 'widgets on the page');
    assert.is(await session.page.evaluate(() => window.checkout.instances.length), 1, 'onInstance calls (an instance torn down by StrictMode must not be handed out)');
    await expectStyled(session);
    await payWithCard(session);
    const events = await session.page.evaluate(() => window.checkout.events);
    assert.ok(events.some(([name, type]) => name === 'paymentMethodRequestable' && type === 'CreditCard'), `onPaymentMethodRequestable was not called: ${JSON.stringify(events)}`);
    expectNoErrors(session);
  });

  suite.it(`${label}: changing options.locale re-creates the widget`, async (session) => {
    await mount(session, await app(), version);
    await session.page.evaluate(() => window.checkout.setLocale('de_DE'));
    await expectLocale(session, { lang: 'de-DE', text: 'Kartennummer' });
    assert.is(await widgets(session), 1, 'widgets on the page');
    assert.is(await session.page.evaluate(() => window.checkout.instances.length), 2, 'onInstance calls');
    expectNoErrors(session);
  });

  // The card is this checkout's one option: each layout shows its form alone (no tab row, no row; docs/options.md).
  suite.it(`${label}: options.layout 'tabs' re-creates the widget as tabs, which pays by card; 'accordion' then as an accordion`, async (session) => {
    const { page } = session;
    await mount(session, await app(), version);
    assert.is(await page.$('.featherdrop-tabs, .featherdrop-accordion'), null, 'the list by default');
    await page.evaluate(() => window.checkout.setLayout('tabs'));
    await page.waitForSelector('.featherdrop-tabs [data-braintree-id="card"].braintree-sheet--active:not([hidden])');
    await waitOr(session, () => window.featherdropCreations.pending === 0, null, () => 'the re-creation did not settle');
    await page.evaluate(() => { window.dropin = window.checkout.instances.at(-1); });
    await payWithCard(session);
    await page.evaluate(() => window.checkout.setLayout('accordion'));
    await page.waitForSelector('.featherdrop-accordion [data-braintree-id="card"].braintree-sheet--active:not([hidden])');
    assert.is(await page.$('.featherdrop-tabs'), null);
    assert.is(await widgets(session), 1, 'widgets on the page');
    assert.is(await page.evaluate(() => window.checkout.instances.length), 3, 'onInstance calls');
    expectNoErrors(session);
  });

  suite.it(`${label}: options.expressCheckout and options.openFirst re-create the widget: the express row shows, goes; PayPal opens first`, async (session) => {
    const { page } = session;
    const paypal = { flow: 'checkout', amount: '10.00', currency: 'USD' };
    const settled = async () => {
      await waitOr(session, () => window.featherdropCreations.pending === 0, null, () => 'the re-creation did not settle');
      assert.is(await widgets(session), 1, 'widgets on the page');
    };
    await mount(session, await app(), version);
    await page.evaluate((paypal) => window.checkout.setMore({ paypal, expressCheckout: ['paypal'] }), paypal);
    await page.waitForSelector('[data-featherdrop-id="express-checkout"]:not([hidden]) [data-featherdrop-id="express-paypal"]');
    await settled();
    // A new array with the same wallets on a re-render: the same widget.
    await page.evaluate((paypal) => window.checkout.setMore({ paypal, expressCheckout: ['paypal'] }), paypal);
    await settled();
    assert.is(await page.evaluate(() => window.checkout.instances.length), 2, 'onInstance calls');
    await page.evaluate((paypal) => window.checkout.setMore({ paypal, expressCheckout: false, openFirst: 'paypal' }), paypal);
    await page.waitForSelector('[data-braintree-id="paypal"].braintree-sheet--active');
    await settled();
    assert.is(await page.$('[data-featherdrop-id="express-checkout"]'), null, 'the express row is gone');
    assert.is(await page.evaluate(() => window.checkout.instances.length), 3, 'onInstance calls');
    expectNoErrors(session);
  });

  suite.it(`${label}: unmounting <DropIn> tears the widget down`, async (session) => {
    await mount(session, await app(), version);
    await session.page.evaluate(() => window.checkout.setShown(false));
    await waitOr(session, () => !document.querySelector('link[rel~="stylesheet"], style') && !document.getElementById('root').innerHTML, null, () => 'the widget or its stylesheet outlived the unmount');
    await expectNothingLeft(session, '#root');
    expectNoErrors(session);
  });

  suite.it(`${label}: <DropIn> renders on the server (react-dom/server in Node)`, async () => {
    const dir = await project();
    // The linked react-dom finds its peer `react` where npm would have put it: the project's node_modules.
    const run = await promisify(execFile)(process.execPath, ['ssr.js'], { cwd: dir, env: { ...process.env, NODE_PATH: join(dir, 'node_modules') } })
      .catch(({ stderr }) => assert.unreachable(`server rendering failed: ${stderr.split('\n').find((line) => /^(\w*Error\b|Error \[)/.test(line)) ?? stderr}`));
    const { versions, html } = JSON.parse(run.stdout);
    assert.equal(versions, { react: version, reactDom: version });
    assert.type(html, 'string');
  });
}

// Server rendering (issue 31): the entries import in Node without a DOM, and <DropIn>'s server markup hydrates in
// Chromium without a mismatch, the widget mounting once React took the page over.
const ssr = once(async () => install('ssr', suite.work, { dependencies: { react: '19.3.1', 'react-dom': '19.3.1' } }));
const node = (dir, script) => promisify(execFile)(process.execPath, [script], { cwd: dir, env: { ...process.env, NODE_PATH: join(dir, 'node_modules') } })
  .catch(({ stderr }) => assert.unreachable(`${script} failed in Node: ${stderr.split('\n').find((line) => /^(\w*Error\b|Error \[)/.test(line)) ?? stderr}`));

suite.it('featherdrop, featherdrop/react and featherdrop/element import in Node with no window or document', async () => {
  const { stdout } = await node(await ssr(), 'imports.js');
  const { loaded, window, document } = JSON.parse(stdout);
  assert.equal([window, document], ['undefined', 'undefined']);
  assert.equal(loaded.map(([entry]) => entry), ['featherdrop', 'featherdrop/react', 'featherdrop/element']);
  assert.ok(loaded[0][1].includes('create') && loaded[1][1].includes('DropIn') && loaded[2][1].includes('defineFeatherdropDropIn'), JSON.stringify(loaded));
});

suite.it('React 19: <DropIn> rendered on the server hydrates in the browser without a mismatch; the widget mounts and pays', async (session) => {
  const dir = await ssr();
  const { stdout: markup } = await node(dir, 'render.js');
  const { out, warnings } = await bundlers.esbuildEsm(dir, { development: true });
  assert.equal(warnings, [], `esbuild warned:\n${warnings.join('\n')}`);
  const page = join(out, 'index.html');
  writeFileSync(page, readFileSync(page, 'utf8').replace('<!--server markup-->', markup.trim()));
  const url = await suite.serve(out);
  await session.page.goto(`${url}/index.html`);
  await waitOr(session, () => window.checkout && (window.checkout.instances.length || window.checkout.errors.length), null, () => 'onInstance was never called');
  assert.equal(await session.page.evaluate(() => window.checkout.errors), [], 'a hydration error or onError');
  const mismatch = session.log.console.filter((line) => /hydrat|did not match|mismatch/i.test(line));
  assert.equal(mismatch, [], 'React warned about the hydration');
  assert.is(await session.page.evaluate((w) => document.querySelectorAll(`.checkout-payment ${w}`).length, WRAPPER), 1, 'the widget in the hydrated container');
  await session.page.evaluate(() => { window.dropin = window.checkout.instances[0]; });
  await payWithCard(session);
  expectNoErrors(session);
});

test.run();
