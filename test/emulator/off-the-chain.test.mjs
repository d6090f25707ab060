// Emulator tier: what is off the way to a usable widget (issue 40), by the order of requests.
// requestPaymentMethod's code is asked for once a guest's card frames said ready, not as create() resolves
// while their page is still on its way, where it competed with them; a shopper who pays before it is in still
// pays. A customer's options list and sheets, and that code, are asked for after the task that made the
// widget ready, so the ready widget paints first; so does Venmo's desktop QR frame.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientToken } from './gateway-fixtures.mjs';
import { createOk, emulatorSuite, eventually, requestPaymentMethod, typeCard } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const it = emulatorSuite(test, 'off-the-chain', (t) => ({ emulator, page, pageErrors } = t));

const GUEST = clientToken({ customer: false });
const REQUESTER = '**/request-payment-method-*.js';
const FRAME_PAGE = '**/hosted-fields-frame*.html';
const FIELDS = ['number', 'expirationDate', 'cvv', 'postalCode'];

/** From now on, notes (on the page's clock) when each card field's frame says it is ready. */
const recordFramesReady = () => page.evaluate(() => {
  window.framesReady = {};
  addEventListener('message', ({ data }) => {
    if (typeof data !== 'string' || !data.startsWith('/*framebus*/')) return;
    const { event, eventData } = JSON.parse(data.slice('/*framebus*/'.length));
    if (event.endsWith('hosted-fields:FRAME_READY')) window.framesReady[eventData.field] ??= performance.now();
  });
});

it("a guest: the card fields' frames say ready first, then requestPaymentMethod's code is asked for", async () => {
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  const asked = () => requested.some((url) => /\/request-payment-method-[\w.]+\.js$/.test(url));
  await recordFramesReady();
  // The frames' page is held until create() has resolved: without the wait, the code would be asked for then.
  const held = [];
  await page.route(FRAME_PAGE, (route) => held.push(route));
  await createOk(page, { authorization: GUEST });
  assert.ok(await eventually(() => held.length), 'the frames asked for their page');
  assert.not.ok(asked(), 'not asked for while the card frames load');
  for (const route of held) await route.continue();
  await page.unroute(FRAME_PAGE);
  assert.ok(await eventually(asked), 'asked for once they are in');
  // Its resource timing entry (the page's clock) is there once it has arrived.
  const fetched = await (await page.waitForFunction(() => performance.getEntriesByType('resource')
    .find((entry) => /\/request-payment-method-[\w.]+\.js$/.test(entry.name))?.startTime)).jsonValue();
  const ready = await page.evaluate(() => window.framesReady);
  assert.equal(Object.keys(ready).sort(), [...FIELDS].sort());
  assert.ok(fetched > Math.max(...Object.values(ready)), `asked for at ${fetched} ms, after the last frame said ready (${JSON.stringify(ready)})`);
  assert.equal(pageErrors, []);
});

it("a guest who pays before requestPaymentMethod's code is in: the request waits for it and pays", async () => {
  let held;
  await page.route(REQUESTER, (route) => { held = route; });
  await createOk(page, { authorization: GUEST });
  await typeCard(page);
  assert.ok(await eventually(() => held), 'asked for once the fields are ready');
  const paying = requestPaymentMethod(page);
  await page.evaluate(() => 0); // (evaluations run in order: the request above has been made)
  await held.continue();
  const paid = await paying;
  assert.is(paid.error, undefined, JSON.stringify(paid.error));
  assert.ok(paid.value.nonce);
  assert.equal(pageErrors, []);
});

it("a customer: the options list and requestPaymentMethod's code are asked for after the task that made the widget ready", async () => {
  const later = /\/(?:option-views|request-payment-method)-[\w.]+\.js$/;
  // Timers queued in create()'s last task run after it: the ready widget's task is over by then.
  const { readyTaskOver } = await page.evaluate(async (authorization) => {
    let over;
    const created = window.tier.create({ authorization }).then((result) => {
      setTimeout(() => { over = performance.now(); });
      return result;
    });
    await created;
    await new Promise((resolve) => setTimeout(resolve));
    return { readyTaskOver: over };
  }, clientToken());
  const fetched = await (await page.waitForFunction((source) => {
    const entries = performance.getEntriesByType('resource').filter((entry) => new RegExp(source).test(entry.name));
    return entries.length === 2 && entries.map((entry) => entry.startTime);
  }, later.source)).jsonValue();
  assert.ok(fetched.every((start) => start > readyTaskOver), `asked for at ${fetched} ms, after ${readyTaskOver} ms`);
  assert.equal(pageErrors, []);
});

it("Venmo: its desktop QR frame goes into the page in a later task than venmo.create's, and the shopper's QR code shows", async () => {
  emulator.state.merchant.venmo = true;
  await page.evaluate(() => {
    const seen = (window.venmoFrame = {});
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (name, value) {
      // braintree-web's Venmo instance makes its desktop overlay as it is created: a task queued then marks that task's end.
      if (name === 'data-venmo-desktop-id' && seen.createTaskOver === undefined) {
        seen.createTaskOver = false;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { seen.createTaskOver = true; };
        channel.port2.postMessage(0);
      }
      return setAttribute.call(this, name, value);
    };
    new MutationObserver(() => {
      if (document.querySelector('iframe[name="venmo-desktop-iframe"]')) seen.frameInAfterThatTask ??= seen.createTaskOver;
    }).observe(document.body, { childList: true });
  });
  await createOk(page, { authorization: clientToken(), card: false, venmo: { allowDesktop: true }, vaultManager: true });
  assert.ok(await eventually(() => page.evaluate(() => window.venmoFrame.frameInAfterThatTask !== undefined)), 'the frame went in');
  assert.is(await page.evaluate(() => window.venmoFrame.frameInAfterThatTask), true, "the frame went in after venmo.create's task");
  await page.click('[data-braintree-id="venmo-button"]');
  await page.frameLocator('iframe[name="venmo-desktop-iframe"]').locator('[aria-label="QR code"][data-context-id]').waitFor();
  assert.equal(pageErrors, []);
});

it("Venmo: a widget torn down as soon as it is ready leaves no desktop QR frame behind", async () => {
  emulator.state.merchant.venmo = true;
  const left = await page.evaluate(async (authorization) => {
    // Torn down in the task that made it ready, before the idle moment the overlay goes in at (React's strict mode
    // does so): braintree-web's teardown waits for the overlay's ready message, then takes it out.
    await window.tier.create({ authorization, card: false, venmo: { allowDesktop: true }, vaultManager: true })
      .then(() => window.dropin.teardown());
    await new Promise((resolve) => setTimeout(resolve, 300));
    await new Promise((resolve) => requestIdleCallback(resolve));
    return document.querySelectorAll('iframe[name="venmo-desktop-iframe"], [data-venmo-desktop-id]').length;
  }, clientToken());
  assert.is(left, 0, "the desktop overlay's frame or alert box is in the page after teardown");
  assert.equal(pageErrors, []);
});

it("Venmo: braintree-web's Venmo module is asked for before the configuration", async () => {
  emulator.state.merchant.venmo = true;
  await createOk(page, { authorization: clientToken(), card: false, venmo: { allowDesktop: true }, vaultManager: true });
  const started = await page.evaluate(() => {
    const start = (pattern) => performance.getEntriesByType('resource').find((entry) => pattern.test(entry.name))?.startTime;
    return { module: start(/\/venmo-braintree-[\w.]+\.js$/), configuration: start(/\/client_api\/v1\/configuration\?/) };
  });
  assert.ok(started.module < started.configuration, `the module at ${started.module} ms, the configuration at ${started.configuration} ms`);
  assert.equal(pageErrors, []);
});

test.run();
