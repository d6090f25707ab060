import { freshContainer, pageStyles } from './dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { create } from '../../src/index.js';
import { normalizeOptions as normalizeWith, normalizePriority as priorityWith } from '../../src/options.js';
import { extras } from '../../src/flows/registry.js';
import { everyOption as definitions } from './support/every-option.js';

const normalizeOptions = (options: Parameters<typeof normalizeWith>[0]) => normalizeWith(options, definitions);
const normalizePriority = (priority: unknown) => priorityWith(priority, definitions.map((d) => d.id));

const fails = (options: unknown, message: string) => {
  try {
    normalizeOptions(options as never);
    assert.unreachable(`expected "${message}"`);
  } catch (error: any) {
    assert.is(error.name, 'DropinError');
    assert.is(error.message, message);
    assert.is(error.type, 'merchant');
  }
};

test('authorization is checked first', () => {
  freshContainer();
  fails({}, 'options.authorization is required.');
  fails({ container: '#nope' }, 'options.authorization is required.');
});

test('exactly one of container and selector, resolving to an empty element', () => {
  const div = freshContainer();
  fails({ authorization: 'a' }, 'options.container is required.');
  fails({ authorization: 'a', container: div, selector: '#dropin-container' }, 'Must only have one options.selector or options.container.');
  fails({ authorization: 'a', container: '#missing' }, 'options.selector or options.container must reference a valid DOM node.');
  fails({ authorization: 'a', container: { nodeType: 3 } }, 'options.selector or options.container must reference a valid DOM node.');
  div.appendChild(document.createElement('span'));
  fails({ authorization: 'a', container: div }, 'options.selector or options.container must reference an empty DOM node.');
  div.textContent = 'text';
  fails({ authorization: 'a', selector: '#dropin-container' }, 'options.selector or options.container must reference an empty DOM node.');
  div.textContent = '  \n ';
  assert.is(normalizeOptions({ authorization: 'sandbox_key_merchant', selector: '#dropin-container' }).container, div);
});

test('paymentOptionPriority: array, known ids, duplicates removed, at least one', () => {
  assert.equal(normalizePriority(undefined), ['card', 'paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay', 'sepa', 'usBankAccount', 'ideal', 'bancontact', 'blik', 'eps', 'swish', 'payLater']);
  assert.equal(normalizePriority(['paypal', 'card', 'paypal']), ['paypal', 'card']);
  assert.throws(() => normalizePriority('card'), (e: Error) => e.message === 'paymentOptionPriority must be an array.');
  assert.throws(() => normalizePriority(['card', 'bitcoin']), (e: Error) => e.message === 'paymentOptionPriority: Invalid payment option specified.');
  assert.throws(() => normalizePriority([]), (e: Error) => e.message === 'No valid payment options available.');
});

test('defaults follow the original', () => {
  const container = freshContainer();
  const options = normalizeOptions({ authorization: 'sandbox_key_merchant', container });
  assert.is(extras.find((e) => e.id === 'vaultManager')!.wanted(options.raw as never, true), false, 'the vault manager is off unless asked for');
  assert.is(options.preselectVaultedPaymentMethod, true);
  assert.is(options.showDefaultPaymentMethodFirst, true);
});

test('create never throws synchronously and leaves no DOM on bad options', async () => {
  const container = freshContainer();
  let promise: Promise<unknown> | undefined;
  assert.not.throws(() => { promise = create({ container } as never); });
  await promise!.then(() => assert.unreachable(), (error: Error) => assert.is(error.message, 'options.authorization is required.'));
  assert.is(container.innerHTML, '');
  assert.is(pageStyles(), 0);
});

test('create supports the callback style', async () => {
  freshContainer();
  const error = await new Promise<any>((resolve) => create({ authorization: 'simulator_guest' } as never, resolve));
  assert.is(error.message, 'options.container is required.');
});

test.run();
