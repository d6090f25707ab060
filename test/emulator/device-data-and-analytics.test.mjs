// Emulator tier: device data from braintree-web's data collector (PayPal's fraudnet script played by
// a stand-in), fraudnet's script answered with each fault (issue 30; docs/errors.md, "Gateway faults"), and
// the widget's web.dropin.* analytics on the SDK's logger.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientToken } from './gateway-fixtures.mjs';
import { create, createOk, emulatorSuite, eventually, requestPaymentMethod, typeCard } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const it = emulatorSuite(test, 'device-data', (t) => ({ emulator, page, pageErrors } = t));

/** Every web.dropin.* event name the logger received, in order. */
const dropinEvents = () => emulator.seen('analytics')
  .flatMap((r) => r.body?.events ?? [])
  .map((e) => e.event)
  .filter((name) => name.startsWith('web.dropin.'));

async function payWithSavedVisa(options = {}) {
  await createOk(page, { authorization: clientToken(), ...options });
  await page.locator('.braintree-method--active').waitFor();
  return requestPaymentMethod(page);
}

it("dataCollector: fraudnet's script runs with the data collector's parameters and deviceData carries its session id", async () => {
  const paid = await payWithSavedVisa({ dataCollector: true });
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(emulator.seen('fraudnet').length, 1, 'fb.js loaded from c.paypal.com');
  const [report] = emulator.seen('stand_in_log').filter((r) => r.body.call === 'fraudnet');
  assert.ok(report?.body.parameters, 'the stand-in read the parameter block');
  assert.is(report.body.parameters.s, 'BRAINTREE_SIGNIN');
  assert.is(report.body.parameters.sandbox, true);
  assert.type(paid.value.deviceData, 'string');
  const deviceData = JSON.parse(paid.value.deviceData);
  assert.ok(deviceData.correlation_id, 'a correlation id');
  assert.is(deviceData.correlation_id, report.body.parameters.f);
  assert.is(paid.value.nonce, 'emu-vaulted-visa-nonce');
  assert.equal(pageErrors, []);
});

it('without dataCollector no fraudnet script is loaded and there is no deviceData', async () => {
  const paid = await payWithSavedVisa();
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(emulator.seen('fraudnet').length, 0);
  assert.is(paid.value.deviceData, undefined);
});

it("dataCollector when fraudnet's script cannot load: create rejects with 'Data Collector failed to set up.'", async () => {
  emulator.fail('fraudnet', 404);
  const result = await create(page, { authorization: clientToken(), dataCollector: true });
  assert.is(result.error?.message, 'Data Collector failed to set up.');
  assert.is(result.error.sdkCode, 'DATA_COLLECTOR_REQUIRES_CREATE_OPTIONS');
  assert.is(await page.locator('#dropin').innerHTML(), '');
});

it('analytics: web.dropin.* events reach the logger in batches, with client metadata and no nonces', async () => {
  const paid = await payWithSavedVisa();
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  const expected = [
    'web.dropin.started.client-token', 'web.dropin.vaulted-card.preselect', 'web.dropin.appeared', 'web.dropin.vaulted-card.appear', 'web.dropin.request-payment-method.card',
  ];
  assert.ok(await eventually(() => expected.every((name) => dropinEvents().includes(name))), JSON.stringify(dropinEvents()));
  const batches = emulator.seen('analytics').filter((r) => r.body?.events?.some((e) => e.event.startsWith('web.dropin.')));
  assert.ok(batches.length < dropinEvents().length || dropinEvents().length === 1, 'events of one burst share a request');
  for (const batch of batches) {
    assert.is(batch.host, 'www.paypal.com');
    assert.is(batch.body.tracking.length, batch.body.events.length);
    assert.ok(batch.body.tracking.every((t) => t.event_name && t.merchant_id === 'emu_merchant'), JSON.stringify(batch.body.tracking[0]));
    assert.not.match(JSON.stringify(batch.body), /emu-vaulted/);
  }
  // braintree-web 3.144's per-request latency report, which 1.31.2 never sent, is left out (build.mjs, noLatencyReports).
  assert.not.ok(emulator.seen('analytics').some((r) => JSON.stringify(r.body).includes('api-request-latency')), 'no core.api-request-latency event');
});

it('analytics wait for an idle page: braintree-web\'s client events and the batching code are asked for only after create() resolved, and all arrive', async () => {
  const { readyAt, readyTime } = await page.evaluate(async (authorization) => {
    const result = await window.tier.create({ authorization });
    if (result.error) throw new Error(result.error.message);
    return { readyAt: performance.now(), readyTime: Date.now() };
  }, clientToken());
  const events = () => emulator.seen('analytics').flatMap((r) => r.body?.events ?? []).map((e) => e.event);
  const expected = ['web.custom.client.load.initialized', 'web.custom.client.load.succeeded', 'web.dropin.started.client-token', 'web.dropin.appeared'];
  assert.ok(await eventually(() => expected.every((name) => events().includes(name))), JSON.stringify(events()));
  const asked = await page.evaluate(() => performance.getEntriesByType('resource')
    .filter((e) => e.name.includes('/xoplatform/logger/') || /\/(chunks|script)\/analytics[-.]/.test(e.name))
    .map((e) => ({ name: e.name, start: e.startTime })));
  assert.ok(asked.some((e) => /\/(chunks|script)\/analytics/.test(e.name)), JSON.stringify(asked));
  assert.ok(asked.filter((e) => e.name.includes('/logger/')).length >= 2, JSON.stringify(asked));
  for (const entry of asked) assert.ok(entry.start >= readyAt, `${entry.name} asked for at ${entry.start} ms, before ready at ${readyAt} ms`);
  // Sent after ready, each keeps the time it happened (the stand-in hands braintree-web's sender the time it was called).
  const loaded = emulator.seen('analytics').flatMap((r) => r.body?.events ?? []).filter((e) => e.event.startsWith('web.custom.client.load.'));
  assert.ok(loaded.length >= 2 && loaded.every((e) => e.payload.timestamp <= readyTime), JSON.stringify(loaded));
  assert.equal(pageErrors, []);
});

it('a failing analytics endpoint breaks nothing: the widget still pays', async () => {
  emulator.fail('analytics', 500);
  const paid = await payWithSavedVisa({ dataCollector: true });
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(paid.value.nonce, 'emu-vaulted-visa-nonce');
  assert.ok(await eventually(() => dropinEvents().includes('web.dropin.request-payment-method.card')), 'the events were still sent');
  assert.equal(pageErrors, []);
});

it('every request of the tier had a route', async () => {
  await createOk(page, { authorization: clientToken(), dataCollector: true, threeDSecure: { amount: '1.00' }, vaultManager: true });
  await page.click('.braintree-method:has-text("4444")'); // frictionless
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.ok(emulator.requests.length > 10);
  const unknown = emulator.requests.filter((r) => r.route === 'unknown');
  assert.equal(unknown.map((r) => `${r.method} ${r.host}${r.path}`), []);
});

/**
 * The faults of PayPal's fraudnet script (docs/errors.md, "Gateway faults"): [status, body, Content-Type, the
 * page error Chromium reports]. braintree-web's loadScript rejects on the script's error event (a 500, a 401, a
 * reset) and its data collector then rejects; a script that arrives but does not parse or throws still fires
 * onload, so create() resolves with device data fraudnet never ran for.
 */
const SCRIPT_FAULTS = {
  'a 500': [500, '<!doctype html><title>500</title><h1>Internal Server Error</h1>', 'text/html'],
  'a 401': [401, '<!doctype html><title>401</title><h1>Unauthorized</h1>', 'text/html'],
  'malformed JavaScript': [200, '(function () { var block = document.querySelector(', 'text/javascript', 'Unexpected end of input'],
  'JavaScript that throws': [200, "throw new Error('fraudnet stand-in: broken');", 'text/javascript', 'fraudnet stand-in: broken'],
  'a connection reset': ['reset'],
};
const GUEST = { authorization: clientToken({ customer: false }), dataCollector: true };
/** The session id braintree-web's parameter block (left on the page) gave fraudnet. */
const parameterBlockSession = () => page.evaluate(() => JSON.parse(document.querySelector('script[fncls="fnparams-dede7cc5-15fd-4c75-a9f4-36c430ee3a99"]').text).f);

async function payByCard() {
  await typeCard(page);
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.match(paid.value.nonce, /^emu-card-nonce-/);
  return paid.value;
}

/** On a fresh page (braintree-web's caches gone) fraudnet's script loads again and runs with deviceData's id. */
async function freshPageCollects() {
  emulator.reset();
  await page.reload();
  await page.waitForFunction(() => window.tier);
  await createOk(page, GUEST);
  const { deviceData } = await payByCard();
  assert.is(emulator.seen('fraudnet').length, 1, 'the script is asked for again');
  const report = await eventually(() => emulator.seen('stand_in_log').find((r) => r.body.call === 'fraudnet'));
  assert.ok(report, 'fraudnet ran');
  assert.is(JSON.parse(deviceData).correlation_id, report.body.parameters.f);
}

for (const [fault, [status, body, type, pageError]] of Object.entries(SCRIPT_FAULTS)) {
  if (!pageError) {
    it(`dataCollector, fraudnet's script answered with ${fault}: create() rejects with 'Data Collector failed to set up.'; a retry on the same page resolves from braintree-web's cache without the script; a fresh page collects`, async () => {
      emulator.fail('fraudnet', status, body, { type });
      const failed = await create(page, GUEST);
      assert.equal(failed.error, { message: 'Data Collector failed to set up.', name: 'DropinError', type: 'merchant', code: undefined, sdkCode: 'DATA_COLLECTOR_REQUIRES_CREATE_OPTIONS' });
      assert.is(await page.locator('#dropin').innerHTML(), '');
      assert.ok(emulator.seen('fraudnet').length >= 1, 'the script was asked for (Chromium asks twice after a reset)');
      const session = await parameterBlockSession(); // braintree-web leaves its parameter block and the failed tag
      emulator.reset();
      // braintree-web cached the session id before loading the script: the next create() on this page reuses it
      // and resolves without asking for the script (its loadScript would hand back the cached failure anyway).
      await createOk(page, GUEST);
      const { deviceData } = await payByCard();
      assert.equal(JSON.parse(deviceData), { correlation_id: session });
      assert.is(emulator.seen('fraudnet').length, 0, 'not asked for again on this page');
      await freshPageCollects();
      assert.equal(pageErrors, []);
    });
  } else {
    it(`dataCollector, fraudnet's script answered with ${fault}: onload still fires, create() resolves, a card pays with deviceData; Chromium reports the script's error as a page error, the widget unharmed`, async () => {
      emulator.fail('fraudnet', status, body, { type });
      await createOk(page, GUEST);
      assert.equal(pageErrors, [pageError], "the third-party script's error, from c.paypal.com");
      const { deviceData } = await payByCard();
      assert.equal(JSON.parse(deviceData), { correlation_id: await parameterBlockSession() });
      assert.is(emulator.seen('stand_in_log').length, 0, 'fraudnet never ran');
      await page.evaluate(() => window.dropin.teardown());
      await freshPageCollects();
      assert.equal(pageErrors, [pageError], 'nothing more');
    });
  }
}

test.run();
