// Emulator tier: device data from braintree-web's data collector (PayPal's fraudnet script played by
// a stand-in) and the widget's web.dropin.* analytics on the SDK's logger.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientToken } from './gateway-fixtures.mjs';
import { create, createOk, emulatorSuite, eventually, requestPaymentMethod } from './tier.mjs';

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

test.run();
