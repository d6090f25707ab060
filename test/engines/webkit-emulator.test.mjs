// The production path in WebKitGTK (issue 30): the built bundle with the unmodified braintree-web SDK on the
// wire against the gateway emulator, through a loopback CONNECT proxy set in WebKitWebDriver's environment,
// the emulator's throwaway certificate accepted (acceptInsecureCerts). WebKitGTK has no Element.moveBefore:
// a guest's card fields take the warm-copy path (docs/performance.md, "Starting early").
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { TOKENIZATION_KEY, clientToken } from '../emulator/gateway-fixtures.mjs';
import { PAYPAL_REPEAT, openSavedPayPal } from './paypal-repeat.mjs';
import { ENGINES, runsIn } from './engines.mjs';
import { startProductionSite } from './production-site.mjs';

let production;
let emulator;
let engine;
let browser;

test.before(async () => {
  production = await startProductionSite();
  ({ emulator } = production);
  engine = await ENGINES.webkit.launch({ proxyPort: production.proxyPort });
  browser = engine.session;
});

test.after(async () => {
  await engine?.close();
  await production?.close();
});

test.before.each(async () => {
  emulator.reset();
  await browser.url(production.page);
  await browser.waitUntil(() => browser.execute(() => !!window.tier), { timeout: 15_000 });
});

const create = (options) => browser.execute((o) => window.tier.create(o), options);
const request = () => browser.execute(() => window.tier.request());
const shown = (selector) => browser.$(selector).then((element) => element.waitForDisplayed({ timeout: 15_000 }));

test('a customer: configuration and saved methods from the gateway, the default card paid with', async () => {
  const created = await create({ authorization: clientToken() });
  assert.equal(created.error, undefined, JSON.stringify(created.error));
  await shown('.braintree-method--active');
  const paid = await request();
  assert.is(paid.value?.nonce, 'emu-vaulted-visa-nonce');
  assert.is(emulator.seen('configuration').length, 1, 'the configuration by its simple GET');
  assert.is(emulator.seen('graphql').length, 0, 'no GraphQL');
});

test('a guest types a card into braintree-web\'s frames (no moveBefore: the sheet\'s own, after the warm copy): tokenized over REST', async () => {
  assert.is(await browser.execute(() => 'moveBefore' in Element.prototype), false);
  const created = await create({ authorization: clientToken({ customer: false }) });
  assert.equal(created.error, undefined, JSON.stringify(created.error));
  const values = { number: '4111111111111111', expirationDate: '1230', cvv: '123', postalCode: '12345' };
  for (const [name, value] of Object.entries(values)) {
    await shown(`iframe[name="braintree-hosted-field-${name}"]`);
    await browser.switchFrame(await browser.$(`iframe[name="braintree-hosted-field-${name}"]`));
    try {
      await shown('input[data-braintree-name]');
      await (await browser.$('input[data-braintree-name]')).click();
      // One key per action, as a shopper types: WebKitWebDriver dropped the rest of a sequence once the frame reformatted the number.
      for (const key of value) await browser.keys(key);
    } finally {
      await browser.switchFrame(null);
    }
  }
  await browser.waitUntil(() => browser.execute(() => window.dropin.isPaymentMethodRequestable()), { timeout: 15_000 });
  const paid = await request();
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.match(paid.value.nonce, /^emu-card-nonce-/);
  assert.is(emulator.seen('credit_cards')[0].body.creditCard.number, '4111111111111111');
});

test('3D Secure on a saved card: lookup, the bank\'s challenge in the modal, authenticated', async () => {
  const created = await create({ authorization: clientToken(), threeDSecure: { amount: '10.00' } });
  assert.equal(created.error, undefined, JSON.stringify(created.error));
  await shown('.braintree-method--active');
  await browser.execute(() => { window.pending = window.tier.request(); });
  await shown('iframe[name="emu-challenge"]');
  assert.ok(await browser.execute(() => !!document.querySelector('[role="dialog"][aria-modal="true"]')), 'the challenge sits in the modal');
  await browser.switchFrame(await browser.$('iframe[name="emu-challenge"]'));
  await (await browser.$('#confirm')).click();
  await browser.switchFrame(null);
  const paid = await browser.execute(() => window.pending);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(paid.value.liabilityShifted, true);
  assert.is(emulator.seen('authenticate_from_jwt').length, 1);
});

test('device data: the data collector\'s script runs and the result carries its deviceData', async () => {
  const created = await create({ authorization: clientToken(), dataCollector: true });
  assert.equal(created.error, undefined, JSON.stringify(created.error));
  await shown('.braintree-method--active');
  const paid = await request();
  assert.ok(JSON.parse(paid.value.deviceData).correlation_id);
  assert.is(emulator.seen('fraudnet').length, 1);
});

test('PayPal on PayPal\'s v6 SDK (issue 42): its <paypal-button>, the order, PayPal\'s window approved, a PayPalAccount', async () => {
  emulator.state.merchant.paypal = true;
  const created = await create({ authorization: clientToken({ customer: false }), card: false, paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } });
  assert.equal(created.error, undefined, JSON.stringify(created.error));
  await shown('[data-braintree-id="paypal-button"] paypal-button');
  await (await browser.$('[data-braintree-id="paypal-button"] paypal-button')).click();
  await shown('[aria-label="PayPal (emulator stand-in)"] button');
  assert.is(emulator.seen('create_payment_resource')[0].body.amount, '10.00');
  await (await browser.$('[aria-label="PayPal (emulator stand-in)"] button')).click();
  await browser.waitUntil(() => browser.execute(() => window.dropin.isPaymentMethodRequestable()), { timeout: 15_000 });
  const paid = await request();
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.equal([paid.value.type, paid.value.details.email], ['PayPalAccount', 'shopper@example.com']);
  assert.is(emulator.seen('paypal_v6_core').length, 1);
});

test('PayPal on its v5 path (issue 42): a tokenization key, the JS SDK v5 under featherdrop\'s namespace, the order, PayPal\'s window approved, a PayPalAccount', async () => {
  emulator.state.merchant.paypal = true;
  const created = await create({ authorization: TOKENIZATION_KEY, card: false, paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } });
  assert.equal(created.error, undefined, JSON.stringify(created.error));
  await shown('[data-braintree-id="paypal-button"] button');
  assert.is(await browser.execute(() => typeof window.featherdrop_paypal?.Buttons), 'function');
  await (await browser.$('[data-braintree-id="paypal-button"] button')).click();
  await shown('[aria-label="PayPal (emulator stand-in)"] button');
  assert.is(emulator.seen('create_payment_resource')[0].body.tokenizationKey, TOKENIZATION_KEY);
  await (await browser.$('[aria-label="PayPal (emulator stand-in)"] button')).click();
  await browser.waitUntil(() => browser.execute(() => window.dropin.isPaymentMethodRequestable()), { timeout: 15_000 });
  const paid = await request();
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.equal([paid.value.type, paid.value.details.email], ['PayPalAccount', 'shopper@example.com']);
  assert.equal([emulator.seen('paypal_sdk').length, emulator.seen('paypal_v6_core').length], [1, 0]);
});

test('PayPal one-click repeat (issue 42): the saved account selected, the merchant\'s Pay opens PayPal\'s window, Confirm pays it anew', async () => {
  openSavedPayPal(emulator);
  const created = await create({ authorization: clientToken(), card: false, preselectVaultedPaymentMethod: true, paypal: PAYPAL_REPEAT });
  assert.equal(created.error, undefined, JSON.stringify(created.error));
  await shown('.braintree-method--active[data-type="PayPalAccount"]');
  // A click's user activation: without one WebKit opens no window.
  await browser.execute(() => {
    const pay = Object.assign(document.createElement('button'), { id: 'pay', textContent: 'Pay' });
    pay.addEventListener('click', () => { window.tier.request().then((outcome) => { window.outcome = outcome; }); });
    document.querySelector('main').append(pay);
  });
  const merchant = await browser.getWindowHandle();
  await (await browser.$('#pay')).click();
  let paypalWindow;
  await browser.waitUntil(async () => { [paypalWindow] = (await browser.getWindowHandles()).filter((handle) => handle !== merchant); return !!paypalWindow; }, { timeout: 15_000 });
  await browser.switchToWindow(paypalWindow);
  try {
    await shown('#approve');
    assert.is(emulator.seen('create_payment_resource')[0].body.vaultInitiatedCheckoutPaymentMethodToken, PAYPAL_REPEAT.vaultInitiatedCheckout.paymentMethodToken);
    await (await browser.$('#approve')).click();
  } finally {
    await browser.switchToWindow(merchant);
  }
  await browser.waitUntil(() => browser.execute(() => window.outcome !== undefined), { timeout: 15_000, timeoutMsg: 'the request did not settle' });
  const paid = await browser.execute(() => window.outcome);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.equal([paid.value.nonce, paid.value.type, paid.value.vaulted], ['emu-paypal-nonce-2', 'PayPalAccount', true]);
});

if (runsIn('webkit')) test.run();
