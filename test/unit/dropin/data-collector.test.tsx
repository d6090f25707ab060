import { freshContainer } from '../dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createDropin } from '../../../src/dropin/create-dropin.js';
import { createGateway } from '../../../src/gateway/create-gateway.js';
import type { Gateway } from '../../../src/gateway/types.js';
import { mountShell } from '../../../src/ui/mount.js';
import { fakeFlows } from '../support/fake-flows.js';
import { importLocaleSource } from '../support/import-locale.js';

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

test.run();
