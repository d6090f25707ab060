import { freshContainer, settle } from '../dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createDropin } from '../../../src/dropin/create-dropin.js';
import { createGateway } from '../../../src/gateway/create-gateway.js';
import { resetSimulatedVaults, type SimulatedGateway } from '../../../src/gateway/simulator/simulated-gateway.js';
import { mountShell } from '../../../src/ui/mount.js';
import { fakeFlows } from '../support/fake-flows.js';
import { importLocaleSource } from '../support/import-locale.js';

async function start(options: Record<string, unknown>) {
  resetSimulatedVaults();
  const container = freshContainer();
  const { registry, control } = fakeFlows();
  let log: string[] = [];
  const dropin = await createDropin({ container, ...options } as never, {
    registry, mount: mountShell, importLocale: importLocaleSource, createGateway: async (a, o) => { const g = await createGateway(a, o); log = (g as SimulatedGateway).analyticsLog; return g; },
  });
  await settle();
  return { dropin, control, log, container };
}

test('started, preselect, appeared (once per kind of saved method shown), select and request events, without nonces or card data', async () => {
  const { dropin, log, container } = await start({ authorization: 'simulator_customer' });
  (container.querySelectorAll('.braintree-method')[1] as HTMLElement).click();
  await dropin.requestPaymentMethod();
  assert.equal(log, [
    'web.dropin.started.client-token', 'web.dropin.vaulted-card.preselect', 'web.dropin.appeared',
    'web.dropin.vaulted-card.appear', 'web.dropin.vaulted-card.select',
    'web.dropin.request-payment-method.card',
  ]);
  assert.not.ok(log.some((e) => /sim_vaulted|\d{4}/.test(e)));
  await dropin.teardown();
});

test('choosing an option and a failed request are reported', async () => {
  const { dropin, log, container, control } = await start({ authorization: 'simulator_guest', paypal: { flow: 'vault' } });
  (container.querySelector('.braintree-option__card') as HTMLElement).click();
  await settle();
  control.tokenizeResult = new Error('declined');
  await dropin.requestPaymentMethod().catch(() => {});
  assert.equal(log, ['web.dropin.started.tokenization-key', 'web.dropin.appeared', 'web.dropin.selected.card', 'web.dropin.request-payment-method.error']);
  await dropin.teardown();
});

test.run();
