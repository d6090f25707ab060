// Parity with braintree-web-drop-in 1.4x (issue 17), through the public `create` on the simulated gateway.
import type { PaymentMethod } from '../../src/types.js';
import './dom.js';
import './support/node-require.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freshContainer, settle } from './dom.js';
import { create, type Dropin, type DropinEventName } from '../../src/index.js';
import { encodeScenario, type Scenario } from '../../src/gateway/simulator/scenario.js';
import { resetSimulatedVaults } from '../../src/gateway/simulator/simulated-gateway.js';
import { createDropin } from '../../src/dropin/create-dropin.js';
import { registry } from '../../src/flows/registry.js';
import { createGateway } from '../../src/gateway/create-gateway.js';
import { mountShell } from '../../src/ui/mount.js';
import { importLocaleSource } from './support/import-locale.js';
import { installClock } from './support/clock.js';
import { CHANGE_ACTIVE_METHOD_DELAY } from '../../src/constants.js';

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

/** Lets rendering and the simulated gateway run until `find` finds its element; fails after 5 s that it never came. */
async function appears<T>(find: () => T | undefined, what = 'the challenge is on screen'): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = find();
    if (found) return found;
    assert.ok(Date.now() < deadline, what);
    await settle(1);
  }
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
  const complete = await appears(() => [...document.querySelectorAll<HTMLButtonElement>('[data-braintree-id="three-d-secure-frame"] button')].find((b) => b.textContent === 'Complete'));
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
    default: {
      async setup() {
        return {
          verifier: {
            needsVerification: () => true,
            verify: (method: PaymentMethod) => new Promise<PaymentMethod>((resolve) => { release = () => resolve({ ...method, nonce: 'verified', liabilityShifted: true, liabilityShiftPossible: true }); }),
          },
        };
      },
    },
  });
  const container = freshContainer();
  const core = await createDropin({ container, authorization: S({ customer: true, paymentMethods: [] }), threeDSecure: { amount: '1.00' } } as never, {
    registry: { ...registry, extras: registry.extras.map((extra) => (extra.id === 'threeDSecure' ? { ...extra, load: slow } : extra)) }, createGateway, mount: mountShell, importLocale: importLocaleSource,
  });
  await settle(10);
  await typeCard(container, '4111111111111111');
  const events: unknown[] = [];
  core.on('paymentMethodRequestable', (payload: unknown) => events.push(payload));
  const clock = installClock();
  try {
    const request = core.requestPaymentMethod();
    for (let rounds = 0; !release && rounds < 50; rounds++) await settle(1); // until 3D Secure is asked
    assert.ok(release, 'the tokenized card went to 3D Secure');
    clock.tick(CHANGE_ACTIVE_METHOD_DELAY * 5);
    await settle();
    assert.equal(events, [], 'the tokenized card is not announced before 3D Secure answered');
    release();
    assert.is((await request).nonce, 'verified');
    await settle();
    assert.equal(events, [{ type: 'CreditCard', paymentMethodIsSelected: true }]);
  } finally {
    clock.restore();
    await core.teardown();
  }
});

test('Elo, Hiper and Hipercard: shown, detected and paid with when the gateway supports them, refused when it does not (1.33)', async () => {
  const cards = { Hiper: '6370950000000005', Elo: '5066991111111118', Hipercard: '6062820524845321' };
  const container = await open({ authorization: S({ supportedCardTypes: ['Visa', 'Elo', 'Hiper', 'Hipercard'] }) });
  const shown = [...container.querySelectorAll('.braintree-sheet__card-icon:not(.braintree-hidden)')].map((icon) => icon.getAttribute('aria-label'));
  assert.equal(shown, ['Visa', 'Elo', 'Hiper', 'Hipercard']);
  for (const [cardType, number] of Object.entries(cards)) {
    await typeCard(container, number);
    assert.is((await dropin!.requestPaymentMethod()).details.cardType, cardType);
    dropin!.clearSelectedPaymentMethod();
    await settle(10);
  }
  await dropin!.teardown();
  dropin = undefined;
  const other = await open({ authorization: 'simulator_guest' });
  await typeCard(other, cards.Elo);
  await dropin!.requestPaymentMethod().catch(() => {});
  await settle();
  assert.match(other.querySelector('[data-braintree-id="number-field-error"]')!.textContent!, 'This card type is not supported');
});

test('card fields: aria-required on the required ones (an optional cardholder name is not), error containers role="alert" (1.38.1, 1.41)', async () => {
  const required = (c: HTMLElement) => [...c.querySelectorAll('input[aria-required="true"]')].map((i) => i.closest('[data-braintree-id$="-field-group"]')!.getAttribute('data-braintree-id'));
  const optional = await open({ authorization: 'simulator_guest', card: { cardholderName: { required: false } } });
  assert.ok(optional.querySelector('[data-braintree-id="cardholder-name-field-group"] input'));
  assert.equal(required(optional), ['number-field-group', 'expiration-date-field-group', 'cvv-field-group']);
  for (const error of optional.querySelectorAll('[data-braintree-id$="-field-error"]')) assert.is(error.getAttribute('role'), 'alert');
  await dropin!.teardown();
  const mandatory = await open({ authorization: 'simulator_guest', card: { cardholderName: { required: true } } });
  assert.is(required(mandatory)[0], 'cardholder-name-field-group');
});

test('a notice of collection under the card form links PayPal\'s privacy statement in a new tab; card.privacyNotice: false hides it (1.40)', async () => {
  const container = await open({ authorization: 'simulator_guest' });
  const notice = container.querySelector('[data-braintree-id="card"] [data-featherdrop-id="privacy-notice"]')!;
  assert.match(notice.textContent!, 'Braintree, a PayPal service, processes the card details you enter');
  const link = notice.querySelector('a')!;
  assert.is(link.textContent, 'PayPal Privacy Statement');
  assert.is(link.getAttribute('href'), 'https://www.paypal.com/legalhub/privacy-full');
  assert.is(link.getAttribute('target'), '_blank');
  assert.is(link.getAttribute('rel'), 'noopener noreferrer');
  await dropin!.teardown();
  const hidden = await open({ authorization: 'simulator_guest', card: { privacyNotice: false } });
  assert.ok(hidden.querySelector('[data-braintree-id="card-number-field-group"], [data-braintree-id="number-field-group"]'));
  assert.is(hidden.querySelector('[data-featherdrop-id="privacy-notice"]'), null);
});

test('the methods container is in the page, hidden and empty, when no saved method is shown (as the original)', async () => {
  const container = await open({ authorization: 'simulator_guest', paypal: { flow: 'vault' } });
  const methods = container.querySelector<HTMLElement>('[data-braintree-id="methods"]')!;
  const list = methods.querySelector('[data-braintree-id="methods-container"]')!;
  assert.ok(list, 'methods-container exists');
  assert.is(methods.hidden, true);
  assert.is(methods.classList.contains('braintree-methods--active'), false);
  assert.is(list.children.length, 0);
  assert.is(container.querySelector('[data-braintree-id="methods-label"]'), null);
});

test.run();
