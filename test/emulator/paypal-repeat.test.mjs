// Emulator tier: PayPal's one-click repeat (issue 42; docs/options.md, "One-click repeat") with braintree-web's
// unmodified paypal-checkout-v6 on the wire. With `paypal.vaultInitiatedCheckout`, PayPal's setup creates
// braintree-web's frame service (its dispatch frame from PayPal's assets host, checkout.paypal.com); requestPaymentMethod
// on the customer's saved PayPal account opens PayPal's window (a popup) in the merchant's own call, asks the payment
// resource with the account's server-side token (paypal_hermes/create_payment_resource), and the window's Confirm
// returns to braintree-web's redirect frame, whose approval is tokenized into a new nonce; Cancel returns to its cancel
// frame. The payment resource answered with a 500, a 401, malformed JSON and a connection reset: PayPal's error shown,
// the request rejected, the window and braintree-web's backdrop gone, paid once the gateway is back.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FAULTS, LOGGED } from './faults.mjs';
import { PAYPAL_ASSETS_HOST } from './gateway-fixtures.mjs';
import { BACKDROP, CHECKOUT, methodsError as methodsErrorOf, openSaved as openSavedWith, press, realNetwork, REPEAT, requestWithWindow as requestWithWindowOf, SAVED } from './paypal-repeat-shopper.mjs';
import { FLOW_FAILED } from './paypal-shopper.mjs';
import { closed } from './popup-windows.mjs';
import { emulatorSuite, eventually, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
let consoleErrors;
const it = emulatorSuite(test, 'paypal-repeat', (t) => ({ emulator, page, pageErrors, consoleErrors } = t), { emulatorOptions: { wallets: true } });

const methodsError = () => methodsErrorOf(page);
const openSaved = (paypal) => openSavedWith({ emulator, page }, paypal);
const requestWithWindow = () => requestWithWindowOf(page);

/** Every URL the page fetched since it loaded. */
const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));

const dispatchFrames = () => emulator.requests.filter((r) => r.host === PAYPAL_ASSETS_HOST && /\/dispatch-frame(\.min)?\.html$/.test(r.path));

it('without the option nothing more is fetched, and the saved account pays with its own nonce at once', async () => {
  await openSaved(CHECKOUT);
  const paid = await requestPaymentMethod(page);
  assert.equal([paid.value?.nonce, paid.value?.vaulted], [SAVED, true]);
  assert.equal(dispatchFrames(), []);
  assert.is(emulator.seen('create_payment_resource').length, 0);
  assert.equal((await fetched()).filter((url) => /\/(repeat|vault-initiated-braintree)-/.test(url)), []);
  assert.equal(pageErrors, []);
});

it("the option: braintree-web's frame service is set up with PayPal; the saved account pays anew after Confirm in PayPal's window", async () => {
  await openSaved({ ...CHECKOUT, vaultInitiatedCheckout: REPEAT });
  assert.is(dispatchFrames().length, 1, "braintree-web's dispatch frame, from PayPal's assets host, before ready");
  assert.is((await fetched()).filter((url) => /\/(repeat|vault-initiated-braintree)-/.test(url)).length, 2, "one-click repeat's two chunks");
  assert.is(page.frames().filter((frame) => frame.name().startsWith('dispatch_')).length, 1);

  const { paypalWindow, outcome } = await requestWithWindow();
  await paypalWindow.getByRole('link', { name: 'Confirm' }).waitFor();
  assert.is(await page.locator(BACKDROP).count(), 1, "braintree-web's backdrop while PayPal's window is open");
  const [resource, ...more] = emulator.seen('create_payment_resource');
  assert.is(more.length, 0);
  assert.equal([resource.body.vaultInitiatedCheckoutPaymentMethodToken, resource.body.amount, resource.body.currencyIsoCode, resource.body.intent],
    [REPEAT.paymentMethodToken, '10.00', 'USD', 'authorize']);
  assert.match(resource.body.returnUrl, `https://${PAYPAL_ASSETS_HOST}/web/`);
  assert.match(await paypalWindow.textContent('p'), 'Pay 10.00 USD');

  await press(paypalWindow, 'Confirm');
  const paid = await outcome;
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.equal([paid.value.nonce, paid.value.type, paid.value.vaulted, paid.value.details.email], ['emu-paypal-nonce-2', 'PayPalAccount', true, 'shopper@example.com']);
  const [tokenization] = emulator.seen('paypal_accounts');
  assert.equal([tokenization.body.paypalAccount.paymentToken, tokenization.body.paypalAccount.payerId], ['PAYID-EMU-1', 'EMU-PAYPAL-PAYER']);
  await closed(page, paypalWindow);
  assert.is(await page.locator(BACKDROP).count(), 0);
  assert.equal(pageErrors, []);

  // Each request is a payment of its own: the next opens PayPal's window again.
  const again = await requestWithWindow();
  await press(again.paypalWindow, 'Confirm');
  assert.is((await again.outcome).value?.nonce, 'emu-paypal-nonce-4');
});

it("the shopper cancels in PayPal's window: the request rejects, nothing is said, the account is still selected; the next request pays", async () => {
  await openSaved({ ...CHECKOUT, vaultInitiatedCheckout: REPEAT });
  const { paypalWindow, outcome } = await requestWithWindow();
  await press(paypalWindow, 'Cancel');
  const cancelled = await outcome;
  assert.equal([cancelled.error?.name, cancelled.error?.message], ['DropinError', 'No payment method is available.']);
  assert.is(emulator.seen('paypal_accounts').length, 0);
  assert.is(await methodsError().textContent(), '');
  assert.is(await page.locator(BACKDROP).count(), 0);
  assert.is(await page.evaluate(() => window.dropin.isPaymentMethodRequestable()), true);

  const again = await requestWithWindow();
  await press(again.paypalWindow, 'Confirm');
  assert.is((await again.outcome).value?.nonce, 'emu-paypal-nonce-3');
  assert.equal(pageErrors, []);
});

it("with an email, only that saved account pays anew; another returns its own nonce as before", async () => {
  await openSaved({ ...CHECKOUT, vaultInitiatedCheckout: { ...REPEAT, email: 'someone.else@example.com' } });
  const paid = await requestPaymentMethod(page);
  assert.equal([paid.value?.nonce, emulator.seen('create_payment_resource').length], [SAVED, 0]);
  await page.evaluate(() => window.dropin.teardown());

  await openSaved({ ...CHECKOUT, vaultInitiatedCheckout: { ...REPEAT, email: 'shopper@example.com' } });
  const { paypalWindow, outcome } = await requestWithWindow();
  await press(paypalWindow, 'Confirm');
  assert.is((await outcome).value?.nonce, 'emu-paypal-nonce-2');
  assert.equal(pageErrors, []);
});

for (const [fault, [status, body]] of Object.entries(FAULTS)) {
  it(`the payment resource, ${fault}: PayPal's error is shown, the request rejects, the window and backdrop are gone; paid once it is back`, async () => {
    await openSaved({ ...CHECKOUT, vaultInitiatedCheckout: REPEAT });
    emulator.fail('create_payment_resource', status, body);
    const { paypalWindow, outcome } = await requestWithWindow();
    const failed = await outcome;
    assert.equal([failed.error?.name, failed.error?.message], ['DropinError', 'No payment method is available.']);
    assert.is(await methodsError().textContent(), FLOW_FAILED);
    assert.ok(await eventually(() => consoleErrors.some(fault === 'malformed JSON' ? (e) => e.code === 'PAYPAL_CHECKOUT_V6_ORDER_CREATION_FAILED' || /^TypeError/.test(e.text) : LOGGED[fault])),
      `logged: ${JSON.stringify(consoleErrors)}`);
    await closed(page, paypalWindow);
    assert.is(await page.locator(BACKDROP).count(), 0);
    assert.is(emulator.seen('paypal_accounts').length, 0);

    emulator.reset();
    emulator.state.merchant.paypal = true;
    realNetwork(emulator);
    const again = await requestWithWindow();
    await press(again.paypalWindow, 'Confirm');
    const paid = await again.outcome;
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    assert.match(paid.value.nonce, /^emu-paypal-nonce-/);
    assert.is(await methodsError().textContent(), '', 'the error goes when the next request starts');
    assert.equal(pageErrors, []);
  });
}

test.run();
