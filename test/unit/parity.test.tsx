// Parity with braintree-web-drop-in 1.4x (issue 17), through the public `create` on the simulated gateway.
import './dom.js';
import './support/node-require.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freshContainer, settle } from './dom.js';
import { create, type Dropin, type DropinEventName } from '../../src/index.js';
import { encodeScenario, type Scenario } from '../../src/gateway/simulator/scenario.js';
import { resetSimulatedVaults } from '../../src/gateway/simulator/simulated-gateway.js';
import { createDropin } from '../../src/dropin/create-dropin.js';
import { flows } from '../../src/flows/registry.js';
import { createGateway } from '../../src/gateway/create-gateway.js';
import { mountShell } from '../../src/ui/mount.js';
import { importLocaleSource } from './support/import-locale.js';

const S = (scenario: Partial<Scenario>) => encodeScenario(scenario);
let dropin: Dropin | undefined;

test.before.each(() => {
  resetSimulatedVaults();
});
test.after.each(async () => {
  await dropin?.teardown();
  dropin = undefined;
});

async function open(options: Record<string, unknown>) {
  const container = freshContainer();
  dropin = await create({ container, ...options } as never);
  await settle(10);
  return container;
}

/** The events the merchant would see, in order. */
function record(names: DropinEventName[]) {
  const seen: Array<[string, unknown]> = [];
  for (const name of names) dropin!.on(name, ((payload: unknown) => seen.push([name, payload])) as never);
  return seen;
}

async function typeCard(container: HTMLElement, number: string) {
  for (const [hook, text] of [['number', number], ['expiration-date', '12/30'], ['cvv', '123']]) {
    const input = container.querySelector<HTMLInputElement>(`[data-braintree-id="${hook}-field-group"] input`)!;
    input.value = text;
    input.dispatchEvent(new InputEvent('input', { bubbles: true }));
  }
  await settle();
}

test("hiddenVaultedPaymentMethodTypes: ['card'] hides saved cards, keeps PayPal accounts; an unknown entry is ignored with a warning", async () => {
  const warn = console.warn;
  const warned: unknown[] = [];
  console.warn = (message: unknown) => { warned.push(message); };
  try {
    const container = await open({
      authorization: 'simulator_customer', paypal: { flow: 'vault' }, hiddenVaultedPaymentMethodTypes: ['card', 'bitcoin'],
    });
    const methods = [...container.querySelectorAll('.braintree-method')].map((m) => m.getAttribute('data-type'));
    assert.equal(methods, ['PayPalAccount']);
    assert.match(String(warned[0]), 'bitcoin');
  } finally {
    console.warn = warn;
  }
});

test('clearSelectedPaymentMethod returns to the initial view, also from a sheet (1.38.1)', async () => {
  const container = await open({ authorization: 'simulator_guest', paypal: { flow: 'checkout', amount: '1.00', currency: 'USD' } });
  assert.is(container.querySelector('[data-braintree-id="wrapper"]')!.className.includes('braintree-show-options'), true);
  container.querySelector<HTMLButtonElement>('.braintree-option__card')!.click();
  await settle(10);
  await typeCard(container, '4111111111111111');
  await dropin!.requestPaymentMethod();
  dropin!.clearSelectedPaymentMethod();
  await settle(10);
  assert.ok(container.querySelector('[data-braintree-id="wrapper"]')!.className.includes('braintree-show-options'));
  assert.is(dropin!.isPaymentMethodRequestable(), false);
});

test('with 3D Secure, paymentMethodRequestable for a new card fires only once its challenge completed (1.42)', async () => {
  const container = await open({ authorization: S({ customer: true, paymentMethods: [] }), threeDSecure: { amount: '10.00' } });
  await typeCard(container, '4000000000001091');
  const events = record(['paymentMethodRequestable', 'noPaymentMethodRequestable']);
  const request = dropin!.requestPaymentMethod();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const complete = [...document.querySelectorAll<HTMLButtonElement>('[data-braintree-id="three-d-secure-frame"] button')].find((b) => b.textContent === 'Complete');
  assert.ok(complete, 'the challenge is on screen');
  assert.equal(events, [], 'nothing while the challenge runs');
  assert.is(dropin!.isPaymentMethodRequestable(), false);
  complete!.click();
  const result = await request;
  await settle();
  assert.equal(events, [['paymentMethodRequestable', { type: 'CreditCard', paymentMethodIsSelected: true }]]);
  assert.is(result.liabilityShifted, true);
  assert.is(dropin!.isPaymentMethodRequestable(), true);
});

test('with 3D Secure, a slow verification (past the 200 ms change-method transition) fires no requestable event until it is over', async () => {
  let release!: () => void;
  // A 3D Secure whose verification answers when the test says so.
  const slow = async () => ({
    async setupThreeDSecure() {
      return {
        needsVerification: () => true,
        verify: (method: { nonce: string }) => new Promise((resolve) => { release = () => resolve({ ...method, nonce: 'verified', liabilityShifted: true, liabilityShiftPossible: true }); }),
        async teardown() {},
      };
    },
  });
  const container = freshContainer();
  const core = await createDropin({ container, authorization: S({ customer: true, paymentMethods: [] }), threeDSecure: { amount: '1.00' } } as never, {
    flows, threeDSecure: slow as never, createGateway, mount: mountShell, importLocale: importLocaleSource,
  });
  await settle(10);
  await typeCard(container, '4111111111111111');
  const events: unknown[] = [];
  core.on('paymentMethodRequestable', (payload: unknown) => events.push(payload));
  const request = core.requestPaymentMethod();
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(events, [], 'the tokenized card is not announced before 3D Secure answered');
  release();
  assert.is((await request).nonce, 'verified');
  await settle();
  assert.equal(events, [{ type: 'CreditCard', paymentMethodIsSelected: true }]);
  await core.teardown();
});

test.run();
