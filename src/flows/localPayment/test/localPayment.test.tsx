// The local payment methods: their definitions (offered by method, currency, country; the group in
// paymentOptionPriority; the options' check), the sheet on braintree-web/local-payment (faked) and on the
// simulator's bank page.
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import '@preact/signals'; // the shell's (src/ui/mount.tsx): sheets re-render on the signals they read
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freshContainer, settle } from '../../../../test/unit/dom.js';
import { captureConsoleError } from '../../../../test/unit/support/console.js';
import { enabledWith, simulatedGateway } from '../../../../test/unit/support/gateways.js';
import { asBraintree, flowContext, mountFlow, shownModel } from '../../../../test/unit/support/flow-context.js';
import { everyOption as definitions } from '../../../../test/unit/support/every-option.js';
import { normalizeOptions } from '../../../options.js';
import { withOptIn } from '../../../dropin/opt-in.js';
import { registry } from '../../registry.js';
import { createCatalog } from '../../../catalog.js';
import { createStrings } from '../../../i18n/load-strings.js';
import localPayment from '../index.js';
import type { PaymentMethod } from '../../../types.js';
import { fake, lpError } from './support/fake-local-payment.js';

const BASE = { amount: '10.00', givenName: 'Jan', surname: 'Jansen', fallback: { url: 'https://shop.example/return', buttonText: 'Back' } };
const eur = (extra: Record<string, unknown> = {}) => ({ localPayment: { ...BASE, methods: ['ideal', 'bancontact', 'blik', 'eps', 'swish'], currencyCode: 'EUR', ...extra } });
const PAYPAL = { paypalEnabled: true };

test.before.each(() => fake.reset());

test('each listed method is offered when it pays in the currency, works in the shopper\'s country (if given) and PayPal is enabled', () => {
  for (const id of ['ideal', 'bancontact', 'eps']) assert.is(enabledWith(id, eur(), PAYPAL), true, id);
  assert.is(enabledWith('blik', eur(), PAYPAL), false, 'BLIK pays in PLN');
  assert.is(enabledWith('swish', eur(), PAYPAL), false, 'Swish pays in SEK');
  assert.is(enabledWith('blik', eur({ currencyCode: 'pln' }), PAYPAL), true);
  assert.is(enabledWith('swish', eur({ currencyCode: 'SEK', countryCode: 'SE' }), PAYPAL), true);
  assert.is(enabledWith('ideal', eur({ countryCode: 'BE' }), PAYPAL), false, 'iDEAL is Dutch');
  assert.is(enabledWith('bancontact', eur({ countryCode: 'be' }), PAYPAL), true);
  assert.is(enabledWith('ideal', eur({ methods: ['eps'] }), PAYPAL), false, 'not listed');
  assert.is(enabledWith('ideal', eur(), { paypalEnabled: false }), false, 'local payments need PayPal on the gateway');
  assert.is(enabledWith('ideal', {}, PAYPAL), false);
});

test('paymentOptionPriority: "localPayment" stands for every method, in the default order; one method can be named alone', async () => {
  const container = freshContainer();
  const localPaymentOptions = { methods: ['ideal', 'bancontact', 'blik', 'eps', 'swish'], amount: '10.00', currencyCode: 'EUR', givenName: 'Ann', surname: 'Smith', fallback: { url: 'https://example.com', buttonText: 'Back' } };
  // As create() reads them: the opt-in definitions loaded with the merchant's options (src/dropin/opt-in.ts), then normalized.
  const priority = async (paymentOptionPriority: unknown) => {
    const [input, loaded] = await withOptIn({ authorization: 'sandbox_key_merchant', container, paymentOptionPriority, localPayment: localPaymentOptions }, registry);
    return normalizeOptions(input as never, loaded.options).priority;
  };
  assert.equal(await priority(['localPayment', 'card']), ['ideal', 'bancontact', 'blik', 'eps', 'swish', 'card']);
  assert.equal(await priority(['blik', 'card', 'localPayment']), ['blik', 'card', 'ideal', 'bancontact', 'eps', 'swish']);
  assert.equal((await priority(undefined)).slice(-5), ['ideal', 'bancontact', 'blik', 'eps', 'swish']);
  await priority(['localPayments']).then(() => assert.unreachable('an unknown id is rejected'), (e: Error) => assert.is(e.message, 'paymentOptionPriority: Invalid payment option specified.'));
  // Without its key, its group's name is as unknown as its options' ids.
  assert.throws(() => normalizeOptions({ authorization: 'sandbox_key_merchant', container, paymentOptionPriority: ['localPayment'] } as never, registry.options), (e: Error) => e.message === 'paymentOptionPriority: Invalid payment option specified.');
});

test('localPayment without its required options, or with an unknown method, rejects create with the option\'s message', () => {
  const container = freshContainer();
  const check = (localPayment: unknown) => () => normalizeOptions({ authorization: 'sandbox_key_merchant', container, localPayment } as never, definitions);
  const message = 'options.localPayment needs methods, amount, currencyCode, givenName, surname and fallback.';
  for (const bad of [null, [], { ...eur().localPayment, methods: [] }, { ...eur().localPayment, methods: ['ideal', 'paysafecard'] },
    { ...eur().localPayment, amount: '' }, { ...eur().localPayment, currencyCode: undefined }, { ...eur().localPayment, givenName: '' },
    { ...eur().localPayment, fallback: { url: 'https://shop.example/' } }, { ...eur().localPayment, methods: 'ideal' }]) {
    assert.throws(check(bad), (e: Error) => e.name === 'DropinError' && e.message === message, JSON.stringify(bad));
  }
  check(eur().localPayment)();
  check({ ...eur().localPayment, amount: 10 })();
});

test('a local payment is named, headed and marked by the method that made it, not by the first of the group', () => {
  const catalog = createCatalog(definitions);
  const { t } = createStrings(undefined, undefined, { 'localPayment-labels': { BLIK: 'BLIK', EPS: 'EPS' } });
  const method = { nonce: 'n', type: 'LocalPayment', details: { paymentType: 'blik' } } as PaymentMethod;
  assert.is(catalog.sourceOf(method, t), 'BLIK');
  assert.is(catalog.paymentSourceOf(method, t), 'BLIK');
  assert.is(catalog.markOfMethod(method), 'blik');
  assert.is(catalog.kindOf({ ...method, details: { paymentType: 'eps' } } as never), 'eps');
});

/** A method's sheet on the braintree adapter (braintree-web/local-payment faked), shown. */
async function braintreeSheet(id: string, raw: Record<string, unknown>) {
  const gateway = asBraintree(await simulatedGateway('simulator_guest'));
  const added: PaymentMethod[] = [];
  const life = new AbortController();
  const ctx = flowContext(id, { gateway, raw, model: shownModel(id), addMethod: (m: PaymentMethod) => added.push(m), signal: life.signal });
  const container = freshContainer();
  const mounted = mountFlow(localPayment, ctx, container, life);
  await mounted.start();
  const button = () => container.querySelector<HTMLButtonElement>('[data-braintree-id="local-payment-button"]')!;
  return { ctx, added, container, mounted, button };
}

test('braintree: the button starts braintree-web\'s payment with the merchant\'s options and the method, onPaymentStart passed as given; the result is a LocalPayment of that method', async () => {
  const onPaymentStart = (_data: unknown, start: () => void) => start();
  const raw = eur({ countryCode: 'nl', merchantAccountId: 'eur-account', onPaymentStart, email: 'jan@example.nl' });
  const s = await braintreeSheet('ideal', raw);
  assert.equal(fake.created.map((o) => o.merchantAccountId), ['eur-account']);
  assert.is(s.button().textContent, 'Continue to iDEAL');
  s.button().click();
  await settle();
  const [started] = fake.started;
  assert.is(started.paymentType, 'ideal');
  assert.is(started.onPaymentStart, onPaymentStart, 'the merchant\'s own function, for their server');
  assert.is(started.paymentTypeCountryCode, 'NL');
  assert.is(started.amount, '10.00');
  assert.is(started.currencyCode, 'EUR');
  assert.equal(started.fallback, BASE.fallback);
  assert.is(started.email, 'jan@example.nl');
  for (const key of ['methods', 'countryCode', 'merchantAccountId']) assert.not.ok(key in started, `${key} is the widget's, not startPayment's`);
  assert.equal(s.added, [{
    nonce: 'fake-lp-nonce', type: 'LocalPayment', correlationId: 'corr-1',
    details: { email: 'jan@example.nl', firstName: 'Jan', lastName: 'Jansen', payerId: 'PAYER1', paymentType: 'ideal' },
  }]);
  await s.mounted.teardown();
  assert.is(fake.tornDown, 1);
});

test('braintree: without the merchant\'s onPaymentStart the sheet passes one that goes on at once (braintree-web\'s popup flow requires it)', async () => {
  const s = await braintreeSheet('ideal', eur());
  s.button().click();
  await settle();
  const [started] = fake.started;
  assert.type(started.onPaymentStart, 'function');
  let went = 0;
  (started.onPaymentStart as (data: unknown, start: () => void) => void)({ paymentId: 'PAY-1' }, () => { went += 1; });
  assert.is(went, 1);
  await s.mounted.teardown();
});

test('braintree: while the window is open the button brings it to the front and starts nothing twice', async () => {
  let finish!: (value: unknown) => void;
  fake.result = () => new Promise((resolve) => { finish = resolve; });
  const s = await braintreeSheet('eps', eur());
  s.button().click();
  await settle();
  assert.is(s.button().textContent, 'Show the EPS window');
  assert.is(s.container.querySelector('.featherdrop-local-payment__notice')!.textContent, 'Finish the payment in the EPS window.');
  s.button().click();
  await settle();
  assert.is(fake.started.length, 1);
  assert.is(fake.focused, 1);
  finish({ nonce: 'late', type: 'PayPalAccount', details: {} });
  await settle();
  assert.is(s.button().textContent, 'Continue to EPS');
  assert.is(s.added.length, 1);
  await s.mounted.teardown();
});

test('braintree: closing the window or cancelling is silent; a failure shows its message by code and the sheet stays usable', async () => {
  const s = await braintreeSheet('bancontact', eur());
  fake.result = () => Promise.reject(lpError('LOCAL_PAYMENT_WINDOW_CLOSED'));
  s.button().click();
  await settle();
  assert.is(s.mounted.errorKey(), null);
  fake.result = () => Promise.reject(lpError('LOCAL_PAYMENT_CANCELED'));
  s.button().click();
  await settle();
  assert.is(s.mounted.errorKey(), null);
  const { logged, restore } = captureConsoleError();
  for (const [code, key] of [['LOCAL_PAYMENT_WINDOW_OPEN_FAILED', 'localPaymentWindowOpenFailedError'], ['LOCAL_PAYMENT_START_PAYMENT_FAILED', 'localPaymentStartPaymentFailedError'],
    ['LOCAL_PAYMENT_TOKENIZATION_FAILED', 'localPaymentTokenizationFailedError'], ['LOCAL_PAYMENT_INVALID_PAYMENT_OPTION', 'localPaymentInvalidPaymentOptionError'], ['SOMETHING_ELSE', 'genericError']]) {
    fake.result = () => Promise.reject(lpError(code, 'MERCHANT'));
    s.button().click();
    await settle();
    assert.is(s.mounted.errorKey(), key, code);
  }
  restore();
  assert.is(logged.length, 5, 'each failure is logged for the developer');
  fake.reset();
  s.button().click();
  await settle();
  assert.is(s.added.length, 1, 'paid after all that');
  await s.mounted.teardown();
});

test('requestPaymentMethod on the sheet rejects with the hint to use its button', async () => {
  const s = await braintreeSheet('ideal', eur());
  const instance = await localPayment.setup(s.ctx);
  await instance.tokenize!({}).then(() => assert.unreachable(), (reason) => assert.is(reason, 'localPaymentButtonMustBeUsed'));
  await instance.teardown();
  await s.mounted.teardown();
});

test('simulator: onPaymentStart gets the payment\'s id, and the bank page shows the payment only once it calls start()', async () => {
  const gateway = await simulatedGateway('simulator_guest');
  const seen: string[] = [];
  let go!: () => void;
  const raw = eur({ onPaymentStart: ({ paymentId }: { paymentId: string }, start: () => void) => { seen.push(paymentId); go = start; } });
  const added: PaymentMethod[] = [];
  const life = new AbortController();
  const ctx = flowContext('ideal', { gateway, raw, model: shownModel('ideal'), addMethod: (m: PaymentMethod) => added.push(m), signal: life.signal });
  const mounted = mountFlow(localPayment, ctx, freshContainer(), life);
  await mounted.start();
  document.querySelector<HTMLButtonElement>('[data-braintree-id="local-payment-button"]')!.click();
  await settle();
  assert.equal(seen.length, 1);
  assert.match(seen[0], /^SIMPAY-IDEAL-\d+$/);
  assert.is(document.querySelector('[data-featherdrop-id="simulator-approve"]'), null, 'waiting for the merchant');
  go();
  await settle();
  document.querySelector<HTMLButtonElement>('[data-featherdrop-id="simulator-approve"]')!.click();
  await settle();
  assert.is(added[0].correlationId, seen[0]);
  assert.is(added[0].details.paymentType, 'ideal');
  await mounted.teardown();
});

test.run();
