// Emulator tier: PayPal's one-click repeat (issue 42; docs/options.md, "One-click repeat") with its payment resource
// (paypal_hermes/create_payment_resource, with the saved account's server-side token) answered slower than
// braintree-web's timeout (docs/errors.md, "Slower than braintree-web's timeout"); paypal-repeat.test.mjs has the
// other gateway faults. braintree-web gives a request 60 s and sends one that ended with status 0 once more, so the
// held call fails after about 120 s: PayPal's error shown, braintree-web's error in the console, the request
// rejected, PayPal's window and braintree-web's backdrop gone, nothing tokenized, no page error; once the gateway
// answers in time the next request pays (Confirm in PayPal's window). An HTTP/2 emulator, as the real hosts answer.
// Mostly waits: braintree-web's real 60 s request timeout and its retry.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BACKDROP, CHECKOUT, methodsError, openSaved, press, realNetwork, REPEAT, requestWithWindow } from './paypal-repeat-shopper.mjs';
import { FLOW_FAILED } from './paypal-shopper.mjs';
import { closed } from './popup-windows.mjs';
import { emulatorSuite, eventually } from './tier.mjs';

const SDK_TIMEOUT = 60_000;
const HELD = 2.5 * SDK_TIMEOUT;

let emulator;
let page;
let pageErrors;
let consoleErrors;
const it = emulatorSuite(test, 'paypal-repeat-slow', (t) => ({ emulator, page, pageErrors, consoleErrors } = t),
  { emulatorOptions: { wallets: true, http2: true, safetyTimeoutMs: 230_000 } });

const since = (start) => (Date.now() - start) / 1000;

it(`the payment resource held: after about 120 s "${FLOW_FAILED}", the request rejects, the window and backdrop are gone; paid once it answers`, async () => {
  await openSaved({ emulator, page }, { ...CHECKOUT, vaultInitiatedCheckout: REPEAT });
  emulator.delays.create_payment_resource = Infinity;
  const start = Date.now();
  const { paypalWindow, outcome } = await requestWithWindow(page, HELD);
  assert.is(await page.locator(BACKDROP).count(), 1, "braintree-web's backdrop while PayPal's window waits");
  const failed = await outcome;
  assert.ok(since(start) >= 2 * SDK_TIMEOUT / 1000 - 1, `braintree-web waited its 60 s twice (${since(start)} s)`);
  assert.equal([failed.error?.name, failed.error?.message], ['DropinError', 'No payment method is available.']);
  const held = emulator.held.filter((r) => r.route === 'create_payment_resource');
  assert.is(held.length, 2, 'sent, then once more after the timeout');
  assert.ok(held.every((r) => r.body?.vaultInitiatedCheckoutPaymentMethodToken === REPEAT.paymentMethodToken));
  assert.is(await methodsError(page).textContent(), FLOW_FAILED);
  assert.ok(await eventually(() => consoleErrors.some((e) => e.code === 'CLIENT_GATEWAY_NETWORK')), `braintree-web's error logged: ${JSON.stringify(consoleErrors)}`);
  await closed(page, paypalWindow);
  assert.is(await page.locator(BACKDROP).count(), 0);
  assert.is(emulator.seen('paypal_accounts').length, 0, 'nothing tokenized');
  assert.is(await page.evaluate(() => window.dropin.isPaymentMethodRequestable()), true, 'the saved account is still selected');
  assert.ok(await eventually(() => held.every((r) => r.abandoned)), 'the browser gave up on both');
  assert.not.ok(emulator.requests.some((r) => held.includes(r)), 'neither was answered');

  realNetwork(emulator);
  const again = await requestWithWindow(page);
  await press(again.paypalWindow, 'Confirm');
  const paid = await again.outcome;
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.equal([paid.value.type, paid.value.vaulted], ['PayPalAccount', true]);
  assert.match(paid.value.nonce, /^emu-paypal-nonce-/);
  assert.is(await methodsError(page).textContent(), '', 'the error goes when the next request starts');
  await closed(page, again.paypalWindow);
  assert.is(await page.locator(BACKDROP).count(), 0);
  assert.equal(pageErrors, []);
});

test.run();
