// The card option inside the real widget, with the simulated gateway: what the merchant's code and
// the shopper see (the original card tokenizing, the original sheet messages).
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { freshContainer, settle } from '../../../../test/unit/dom.js';
import { createDropin } from '../../../dropin/create-dropin.js';
import { registry } from '../../registry.js';
import { encodeScenario } from '../../../gateway/simulator/scenario.js';
import { createGateway } from '../../../gateway/create-gateway.js';
import { mountShell } from '../../../ui/mount.js';
import { installClock, type Clock } from '../../../../test/unit/support/clock.js';
import { importLocaleSource } from '../../../../test/unit/support/import-locale.js';
import type { PaymentMethodResult } from '../../../types.js';

const test = suite<{ clock: Clock }>('card option in the widget', {} as never);
test.before.each((context) => {
  context.clock = installClock();
});
test.after.each((context) => {
  context.clock.restore();
});

/** The shopper asks for another way to pay from the saved methods: the only option, the card sheet, opens. */
async function openCardSheet(container: HTMLElement) {
  container.querySelector<HTMLButtonElement>('[data-braintree-id="toggle"]')!.click();
  await settle(10);
}

/** A request on a sheet resolves after the 200 ms change-method transition, once the methods view shows its result. */
async function request(dropin: Awaited<ReturnType<typeof open>>['dropin'], clock: Clock) {
  const pending = dropin.requestPaymentMethod();
  await settle();
  clock.tick(200);
  return pending;
}

async function open(options: Record<string, unknown>) {
  const container = freshContainer();
  const dropin = await createDropin({ container, ...options } as never, { registry, createGateway, mount: mountShell, importLocale: importLocaleSource });
  await settle(10);
  const events: Array<[string, any]> = [];
  for (const name of ['paymentMethodRequestable', 'noPaymentMethodRequestable', 'card:focus', 'card:validityChange']) {
    dropin.on(name, (payload?: unknown) => events.push([name, payload]));
  }
  const input = (hook: string) => container.querySelector<HTMLInputElement>(`[data-braintree-id="${hook}-field-group"] input`)!;
  const type = (hook: string, text: string) => {
    input(hook).value = text;
    input(hook).dispatchEvent(new InputEvent('input', { bubbles: true }));
  };
  const fill = async (number = '4111111111111111', cvv = '123') => {
    type('number', number);
    type('expiration-date', '12/30');
    type('cvv', cvv);
    await settle();
  };
  const sheetError = () => container.querySelector('[data-braintree-id="sheet-error-text"]')?.textContent ?? '';
  return { dropin, container, events, input, type, fill, sheetError };
}

test('guest checkout opens the card sheet without taking focus from the page on first paint', async ({ clock }) => {
  const { dropin, input } = await open({ authorization: 'simulator_guest' });
  assert.is(dropin.model.view.value, 'card');
  clock.tick(50);
  await settle();
  assert.is.not(document.activeElement, input('number'));
  await dropin.teardown();
});

test('a sheet the shopper opens focuses the number 50 ms later', async ({ clock }) => {
  const { dropin, input, container } = await open({ authorization: 'simulator_customer' });
  (container.querySelector('[data-braintree-id="toggle"]') as HTMLElement).click();
  await settle();
  clock.tick(49);
  assert.is.not(document.activeElement, input('number'));
  clock.tick(1);
  await settle();
  assert.is(document.activeElement, input('number'));
  await dropin.teardown();
});

test('the delayed focus never pulls focus out of a field the shopper is already in', async ({ clock }) => {
  const { dropin, input, container } = await open({ authorization: 'simulator_customer' });
  (container.querySelector('[data-braintree-id="toggle"]') as HTMLElement).click();
  await settle();
  input('cvv').focus();
  input('cvv').dispatchEvent(new FocusEvent('focus'));
  clock.tick(50);
  await settle();
  assert.is(document.activeElement, input('cvv'));
  await dropin.teardown();
});

test('requesting with an invalid form shows the fields and sheet errors and rejects', async () => {
  const { dropin, sheetError, container } = await open({ authorization: 'simulator_guest' });
  const error = await dropin.requestPaymentMethod().catch((e: any) => e);
  assert.is(error.name, 'DropinError');
  assert.is(error.message, 'No payment method is available.');
  assert.is(error.cause.code, 'HOSTED_FIELDS_FIELDS_INVALID');
  await settle();
  assert.is(sheetError(), 'Check your information and try again');
  assert.match(container.querySelector('[data-braintree-id="number-field-error"]')!.textContent!, 'Please fill out a card number.');
  await dropin.teardown();
});

test('a valid card becomes the active method: "Paying with Card", "Visa", "Ending in 1111"', async ({ clock }) => {
  const { dropin, container, fill, events } = await open({ authorization: 'simulator_guest' });
  await fill();
  assert.equal(events.filter(([name]) => name.endsWith('Requestable')), [['paymentMethodRequestable', { type: 'CreditCard', paymentMethodIsSelected: false }]]);
  let result: PaymentMethodResult | undefined;
  const pending = dropin.requestPaymentMethod().then((r) => { result = r; });
  await settle();
  assert.ok(container.querySelector('[data-braintree-id="card"].braintree-sheet--tokenized'));
  assert.is(result, undefined, 'not before the methods view shows it');
  clock.tick(200);
  await pending;
  assert.is(dropin.model.view.value, 'methods');
  assert.is(result!.type, 'CreditCard');
  assert.is(result!.details.lastFour, '1111');
  assert.is(result!.description, 'ending in 11');
  assert.match(result!.nonce, /^tokencc_sim_/);
  await settle();
  assert.match(container.querySelector('[data-braintree-id="methods-label"]')!.textContent!, 'Paying with Card');
  assert.match(container.querySelector('.braintree-method--active')!.textContent!, 'VisaEnding in 1111');
  assert.equal(events.filter(([name]) => name.endsWith('Requestable')).map(([name, payload]) => [name, payload]), [
    ['paymentMethodRequestable', { type: 'CreditCard', paymentMethodIsSelected: false }],
    ['paymentMethodRequestable', { type: 'CreditCard', paymentMethodIsSelected: true }],
  ]);
  await dropin.teardown();
});

test('guest checkout keeps only the newest card', async ({ clock }) => {
  const { dropin, fill, container } = await open({ authorization: 'simulator_guest' });
  await fill();
  await request(dropin, clock);
  await openCardSheet(container);
  await fill('5555555555554444');
  await request(dropin, clock);
  assert.equal(dropin.model.methods.value.map((m) => m.details.lastFour), ['4444']);
  await dropin.teardown();
});

test('two requests at once tokenize once', async ({ clock }) => {
  const { dropin, fill } = await open({ authorization: 'simulator_guest' });
  await fill();
  const [a, b] = await Promise.all([request(dropin, clock), dropin.requestPaymentMethod()]);
  assert.is(a.nonce, b.nonce);
  await dropin.teardown();
});

const failures: Array<[string, Record<string, unknown>, string, string?]> = [
  ['the declined card', { authorization: 'simulator_guest' }, 'Check your information and try again.', '4000111111111115'],
  ['a failing CVV', { authorization: 'simulator_guest' }, 'Credit card verification failed. Check your information and try again.'],
  ['a network failure', { authorization: encodeScenario({ failures: { tokenize: 'network' } }) }, 'Network error. Please try again.'],
  ['a duplicate of a saved card when vaulting', { authorization: encodeScenario({ customer: true, failOnDuplicatePaymentMethod: true }), paymentOptionPriority: ['card'], preselectVaultedPaymentMethod: false }, 'This credit card already exists as a saved payment method.'],
];
for (const [what, options, message, number] of failures) {
  test(`${what} shows "${message}" and keeps the input`, async () => {
    const { dropin, fill, sheetError, input, container } = await open(options);
    if (dropin.model.view.value !== 'card') await openCardSheet(container);
    await fill(number ?? '4111111111111111', what === 'a failing CVV' ? '200' : '123');
    const error = await dropin.requestPaymentMethod().catch((e: any) => e);
    assert.is(error.message, 'No payment method is available.');
    await settle();
    assert.is(sheetError(), message);
    assert.match(input('number').value, /\d{4} \d{4}/);
    await dropin.teardown();
  });
}

test('a customer saving a new card gets it back vaulted and listed', async ({ clock }) => {
  const { dropin, fill, container } = await open({ authorization: 'simulator_customer', preselectVaultedPaymentMethod: false, card: { vault: { allowVaultCardOverride: true } } });
  await openCardSheet(container);
  assert.is(container.querySelector<HTMLInputElement>('[data-braintree-id="save-card-input"]')!.checked, true);
  await fill('6011111111111117');
  const result = await request(dropin, clock);
  assert.is(result.vaulted, true);
  dropin.clearSelectedPaymentMethod();
  await settle(10);
  assert.ok(dropin.model.methods.value.some((m) => m.vaulted && m.details.lastFour === '1117'));
  await dropin.teardown();
});

test('card events reach the merchant', async () => {
  const { dropin, input, type, events } = await open({ authorization: 'simulator_guest' });
  input('number').focus();
  type('number', '4111111111111111');
  const focus = events.find(([name]) => name === 'card:focus')![1];
  assert.is(focus.emittedBy, 'number');
  assert.ok(events.some(([name, payload]) => name === 'card:validityChange' && payload.fields.number.isValid));
  await dropin.teardown();
});

test('card: false or no supported card types disable the card option', async () => {
  const noCard = await createDropin({ container: freshContainer(), authorization: 'simulator_guest', card: false } as never, { registry, createGateway, mount: mountShell, importLocale: importLocaleSource }).catch((e) => e);
  assert.is(noCard.message, 'No valid payment options available.');
  const noTypes = await createDropin({ container: freshContainer(), authorization: encodeScenario({ supportedCardTypes: [] }) } as never, { registry, createGateway, mount: mountShell, importLocale: importLocaleSource }).catch((e) => e);
  assert.is(noTypes.message, 'No valid payment options available.');
});

test('teardown leaves no timers behind', async ({ clock }) => {
  const { dropin } = await open({ authorization: 'simulator_guest' });
  await dropin.teardown();
  assert.is(clock.pending(), 0);
});

test.run();
