import { freshContainer, settle } from '../../../../test/unit/dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createDropin } from '../../../dropin/create-dropin.js';
import { createGateway } from '../../../gateway/create-gateway.js';
import type { Gateway } from '../../../gateway/types.js';
import { mountShell } from '../../../ui/mount.js';
import { DEVICE_DATA_TIMEOUT_MS } from '../timings.js';
import { installClock } from '../../../../test/unit/support/clock.js';
import { fakeFlows } from '../../../../test/unit/support/fake-flows.js';
import { importLocaleSource } from '../../../../test/unit/support/import-locale.js';

function start(options: Record<string, unknown>, patch: (g: Gateway) => Gateway = (g) => g) {
  const container = freshContainer();
  const { registry } = fakeFlows();
  const promise = createDropin({ container, authorization: 'simulator_customer', ...options } as never, {
    registry, mount: mountShell, importLocale: importLocaleSource, createGateway: async (a, o) => patch(await createGateway(a, o)),
  });
  return { promise, container };
}

test('dataCollector adds deviceData to every result; teardown tears the collector down', async () => {
  let torn = 0;
  let received: unknown;
  const { promise } = start({ dataCollector: { kount: true } }, (g) => ({
    ...g,
    load: async <Port,>(slice: string) => (slice !== 'dataCollector' ? g.load<Port>(slice) : {
      async createDataCollector(options: Record<string, unknown>) {
        received = options;
        return { deviceData: '{"device_session_id":"abc"}', async teardown() { torn++; } };
      },
    } as Port),
  }));
  const dropin = await promise;
  assert.equal(received, { kount: true });
  assert.is((await dropin.requestPaymentMethod()).deviceData, '{"device_session_id":"abc"}');
  assert.is((await dropin.requestPaymentMethod()).deviceData, '{"device_session_id":"abc"}');
  await dropin.teardown();
  assert.is(torn, 1);
});

test('without dataCollector there is no deviceData key', async () => {
  const dropin = await start({}).promise;
  assert.not.ok('deviceData' in (await dropin.requestPaymentMethod()));
  await dropin.teardown();
});

test('the simulator returns deterministic device data', async () => {
  const dropin = await start({ dataCollector: true }).promise;
  const { deviceData } = await dropin.requestPaymentMethod();
  assert.equal(JSON.parse(deviceData!), { device_session_id: 'sim_device_session', fraud_merchant_id: 'sim_merchant', correlation_id: 'sim_correlation' });
  await dropin.teardown();
});

test('a failing data collector rejects create with "Data Collector failed to set up." and leaves nothing', async () => {
  const cause = new Error('fraudnet blocked');
  const { promise, container } = start({ dataCollector: true }, (g) => ({
    ...g,
    load: async <Port,>(slice: string) => (slice !== 'dataCollector' ? g.load<Port>(slice) : { createDataCollector: () => Promise.reject(cause) } as Port),
  }));
  const error: any = await promise.catch((e) => e);
  assert.is(error.name, 'DropinError');
  assert.is(error.message, 'Data Collector failed to set up.');
  assert.is(error.cause, cause);
  assert.is(container.innerHTML, '');
});

/** A data collector whose script does not answer until `arrive()` (braintree-web waits for it without a limit). */
function hangingCollector() {
  let arrive!: () => void;
  let torn = 0;
  const created = new Promise<void>((resolve) => { arrive = resolve; });
  const collector = { deviceData: '{"correlation_id":"late"}', async teardown() { torn++; } };
  const patch = (g: Gateway) => ({
    ...g,
    load: async <Port,>(slice: string) => (slice !== 'dataCollector' ? g.load<Port>(slice) : { createDataCollector: () => created.then(() => collector) } as Port),
  });
  return { patch, arrive: () => arrive(), torn: () => torn };
}

test(`a data collector that never sets up fails create after DEVICE_DATA_TIMEOUT_MS (${DEVICE_DATA_TIMEOUT_MS} ms) with "Data Collector failed to set up.", leaving nothing`, async () => {
  assert.is(DEVICE_DATA_TIMEOUT_MS, 60_000, "braintree-web's own request timeout");
  const clock = installClock();
  try {
    const hanging = hangingCollector();
    const { promise, container } = start({ dataCollector: true }, hanging.patch);
    let outcome: unknown;
    promise.then(() => { outcome = 'resolved'; }, (e) => { outcome = e; });
    await settle(20);
    clock.tick(DEVICE_DATA_TIMEOUT_MS - 1);
    await settle(20);
    assert.is(outcome, undefined, 'still waiting just before the limit');
    clock.tick(1);
    await settle(20);
    const error = outcome as any;
    assert.is(error?.name, 'DropinError');
    assert.is(error.message, 'Data Collector failed to set up.');
    assert.is(error.cause.name, 'TimeoutError');
    assert.is(container.innerHTML, '');
    assert.is(clock.pending(), 0, 'no timer left behind');
  } finally {
    clock.restore();
  }
});

test('a data collector that sets up after the limit is torn down; one in time leaves no timer running', async () => {
  const clock = installClock();
  try {
    const late = hangingCollector();
    const failed = start({ dataCollector: true }, late.patch).promise.catch((e) => e);
    await settle(20);
    clock.tick(DEVICE_DATA_TIMEOUT_MS);
    assert.is((await failed).message, 'Data Collector failed to set up.');
    late.arrive();
    await settle(20);
    assert.is(late.torn(), 1, 'the late collector (fraudnet\'s parameter block) is removed');

    const inTime = hangingCollector();
    const created = start({ dataCollector: true }, inTime.patch).promise;
    await settle(20);
    clock.tick(DEVICE_DATA_TIMEOUT_MS - 1);
    inTime.arrive();
    const dropin = await created;
    assert.is((await dropin.requestPaymentMethod()).deviceData, '{"correlation_id":"late"}');
    clock.tick(DEVICE_DATA_TIMEOUT_MS);
    assert.is(inTime.torn(), 0, 'the timer was stopped: no teardown from it');
    await dropin.teardown();
    assert.is(inTime.torn(), 1);
  } finally {
    clock.restore();
  }
});

test.run();
