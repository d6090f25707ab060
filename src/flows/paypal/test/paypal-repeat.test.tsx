// PayPal's one-click repeat (`paypal.vaultInitiatedCheckout`, issue 42): the option's checks, and the `repeat` role
// requestPaymentMethod calls on a selected saved method, on the simulator (the emulator tier runs braintree-web's).
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { settle } from '../../../../test/unit/dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DropinError } from '../../../errors.js';
import type { PaymentMethod } from '../../../types.js';
import { control, resetPayPal, startPayPal } from './support/harness.js';
import { captureConsoleError } from '../../../../test/unit/support/console.js';
import { rejection } from '../../../../test/unit/support/rejection.js';

test.before.each(resetPayPal);

const CHECKOUT = { flow: 'checkout', amount: '10.00', currency: 'USD' };
const REPEAT = { paymentMethodToken: 'pm-token-1' };
const SAVED: PaymentMethod = { nonce: 'sim_vaulted_paypal', type: 'PayPalAccount', vaulted: true, details: { email: 'shopper@example.com' } } as PaymentMethod;
const dialogButton = (name: string) => [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((b) => b.textContent === name)!;

test('bad values fail the option with their DropinError, before any PayPal module is created', async () => {
  const cases: [string, Record<string, any>, string][] = [
    ['paypalCredit', { ...CHECKOUT, vaultInitiatedCheckout: REPEAT }, 'options.paypalCredit.vaultInitiatedCheckout is not supported: pass it in options.paypal.'],
    ['paypal', { ...CHECKOUT, vaultInitiatedCheckout: 'pm-token-1' }, 'options.paypal.vaultInitiatedCheckout.paymentMethodToken must be a non-empty string.'],
    ['paypal', { ...CHECKOUT, vaultInitiatedCheckout: { paymentMethodToken: '' } }, 'options.paypal.vaultInitiatedCheckout.paymentMethodToken must be a non-empty string.'],
    ['paypal', { ...CHECKOUT, vaultInitiatedCheckout: { ...REPEAT, email: 7 } }, 'options.paypal.vaultInitiatedCheckout.email must be a non-empty string.'],
    ['paypal', { flow: 'vault', vaultInitiatedCheckout: REPEAT }, 'options.paypal.vaultInitiatedCheckout needs flow checkout.'],
    ['paypal', { flow: 'checkout', currency: 'USD', vaultInitiatedCheckout: REPEAT }, 'options.paypal.vaultInitiatedCheckout needs options.paypal.amount.'],
    ['paypal', { ...CHECKOUT, sdkVersion: 5, vaultInitiatedCheckout: REPEAT }, 'options.paypal.vaultInitiatedCheckout needs the v6 SDK: remove sdkVersion 5.'],
  ];
  for (const [id, flowOptions, message] of cases) {
    const before = control.instances.length;
    const error = await rejection(startPayPal({ id: id as 'paypal', customer: true, flowOptions }));
    assert.instance(error, DropinError);
    assert.is((error as Error).message, message);
    assert.is(control.instances.length, before, `no paypal-checkout-v6 instance for ${message}`);
  }
});

test('without the option there is no repeat role; with it, no method but a saved PayPal account repeats', async () => {
  const plain = await startPayPal({ mode: 'simulator', customer: true });
  assert.is(plain.instance.repeat, undefined);
  await plain.teardown();
  const h = await startPayPal({ mode: 'simulator', customer: true, flowOptions: { ...CHECKOUT, vaultInitiatedCheckout: REPEAT } });
  assert.is(h.instance.repeat!({ ...SAVED, vaulted: false }), undefined, 'an account approved now is not saved');
  assert.is(h.instance.repeat!({ nonce: 'sim_vaulted_venmo', type: 'VenmoAccount', vaulted: true } as PaymentMethod), undefined);
  assert.not.ok(document.querySelector('[role="dialog"]'));
  await h.teardown();
});

test('the saved account: the simulated PayPal window opens at once; Approve resolves a new, vaulted PayPalAccount', async () => {
  const h = await startPayPal({ mode: 'simulator', customer: true, flowOptions: { ...CHECKOUT, vaultInitiatedCheckout: REPEAT } });
  const paid = h.instance.repeat!(SAVED)!;
  await settle();
  assert.ok(document.querySelector('[role="dialog"]'));
  dialogButton('Approve').click();
  assert.equal(await paid, { nonce: 'sim_paypal_checkout', type: 'PayPalAccount', details: { email: 'shopper@example.com', payerId: 'SIMPAYER' }, vaulted: true });
  assert.not.ok(document.querySelector('[role="dialog"]'));
  assert.equal([h.added, h.errors], [[], []], 'nothing added to the list, no error');
  await h.teardown();
});

test("with an email, only the saved account with that email repeats", async () => {
  const h = await startPayPal({ mode: 'simulator', customer: true, flowOptions: { ...CHECKOUT, vaultInitiatedCheckout: { ...REPEAT, email: 'other@example.com' } } });
  assert.is(h.instance.repeat!(SAVED), undefined);
  await h.teardown();
  const named = await startPayPal({ mode: 'simulator', customer: true, flowOptions: { ...CHECKOUT, vaultInitiatedCheckout: { ...REPEAT, email: 'shopper@example.com' } } });
  const paid = named.instance.repeat!(SAVED)!;
  await settle();
  dialogButton('Approve').click();
  assert.is((await paid).nonce, 'sim_paypal_checkout');
  await named.teardown();
});

test("Cancel rejects with the request's DropinError and shows nothing; a failed order rejects and shows PayPal's error", async () => {
  const h = await startPayPal({ mode: 'simulator', customer: true, flowOptions: { ...CHECKOUT, vaultInitiatedCheckout: REPEAT } });
  const cancelled = rejection(h.instance.repeat!(SAVED)!);
  await settle();
  dialogButton('Cancel').click();
  const error = await cancelled;
  assert.instance(error, DropinError);
  assert.equal([error.message, error.type, error.cause.code], ['No payment method is available.', 'customer', 'PAYPAL_CHECKOUT_V6_VIC_CANCELED']);
  assert.equal(h.errors, []);
  await h.teardown();

  const failing = await startPayPal({ mode: 'simulator', customer: true, scenario: { failures: { paypalOrder: 'network' } }, flowOptions: { ...CHECKOUT, vaultInitiatedCheckout: REPEAT } });
  const { logged, restore } = captureConsoleError();
  const failed = await rejection(failing.instance.repeat!(SAVED)!).finally(restore);
  assert.equal([failed.message, failed.cause.code], ['No payment method is available.', 'PAYPAL_CHECKOUT_V6_ORDER_CREATION_FAILED']);
  assert.equal(failing.errors, ['paypalFlowFailedError']);
  assert.is(logged.length, 1, 'the cause is logged for the merchant');
  assert.not.ok(document.querySelector('[role="dialog"]'));
  await failing.teardown();
});

test.run();
