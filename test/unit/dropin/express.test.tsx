// `expressCheckout`: the enabled wallets as a row of their own buttons above the other options, in every layout
// (issue 43). Driven through the rendered widget; a wallet's flow completing is its context's addMethod, as the
// wallet's own button ends (the real wallets' buttons are driven in test/browser/express.test.mjs).
import { freshContainer, settle, window } from '../dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createDropin } from '../../../src/dropin/create-dropin.js';
import { EXPRESS_INVALID } from '../../../src/dropin/express.js';
import { createGateway } from '../../../src/gateway/create-gateway.js';
import { mountShell } from '../../../src/ui/mount.js';
import { fakeFlows } from '../support/fake-flows.js';
import { importLocaleSource } from '../support/import-locale.js';
import { installClock } from '../support/clock.js';

Object.defineProperty(globalThis, 'ResizeObserver', { value: (window as any).ResizeObserver, configurable: true, writable: true });

const GUEST = { authorization: 'simulator_guest', paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } };
const deps = (registry: ReturnType<typeof fakeFlows>['registry']) => ({ registry, createGateway, mount: mountShell, importLocale: importLocaleSource });

async function start(options: Record<string, unknown>, fake: Parameters<typeof fakeFlows>[0] = {}) {
  const container = freshContainer();
  const { registry, control } = fakeFlows(fake);
  const dropin = await createDropin({ container, ...GUEST, ...options } as never, deps(registry));
  const events: Array<[string, unknown]> = [];
  for (const name of ['paymentMethodRequestable', 'noPaymentMethodRequestable', 'changeActiveView']) dropin.on(name, (payload) => events.push([name, payload]));
  await settle();
  const paypal = () => control.contexts.find((ctx) => ctx.id === 'paypal')!;
  return { dropin, container, events, paypal };
}

const row = (root: ParentNode) => root.querySelector<HTMLElement>('[data-featherdrop-id="express-checkout"]')!;
const expressIds = (root: ParentNode) => [...row(root).querySelectorAll('[data-featherdrop-id^="express-"]')].map((el) => el.getAttribute('data-featherdrop-id'));
const PAYPAL_ACCOUNT = { nonce: 'fake-paypal-nonce', type: 'PayPalAccount', description: 'PayPal', details: { email: 'shopper@example.com' } };

test('a value that is not true, false or an array of wallets in paymentOptionPriority rejects create with a DropinError before anything shows', async () => {
  for (const expressCheckout of ['paypal', ['card'], ['paypal', 'ideal'], ['sepa'], 1, { paypal: true }]) {
    const container = freshContainer();
    const { registry } = fakeFlows();
    const error = await createDropin({ container, ...GUEST, expressCheckout } as never, deps(registry)).then(() => null, (e: Error & { type?: string }) => e);
    assert.is(error?.name, 'DropinError', JSON.stringify(expressCheckout));
    assert.is(error!.message, 'options.expressCheckout must be true, false or an array of the wallets in paymentOptionPriority (paypal, paypalCredit, venmo, applePay, googlePay, payLater).');
    assert.is(error!.message, EXPRESS_INVALID);
    assert.is(error!.type, 'merchant');
    assert.is(container.childNodes.length, 0, 'nothing was added');
  }
});

test('list, guest: PayPal is an express button above, not a tile; the one listed option (card) shows its sheet; events as the sheet', async () => {
  const { dropin, container, events, paypal } = await start({ expressCheckout: true });
  assert.ok(row(container), 'the row');
  assert.not.ok(row(container).hidden);
  assert.is(row(container).querySelector('h2')!.textContent, 'Express checkout');
  assert.is(row(container).getAttribute('aria-labelledby'), row(container).querySelector('h2')!.id);
  assert.equal(expressIds(container), ['express-paypal']);
  assert.ok(row(container).querySelector('[data-test-sheet="paypal"]'), "PayPal's own sheet (its button) is in the row");
  assert.is(row(container).compareDocumentPosition(container.querySelector('[data-braintree-id="upper-container"]')!) & Node.DOCUMENT_POSITION_FOLLOWING, Node.DOCUMENT_POSITION_FOLLOWING, 'the row is above the list');
  assert.is(dropin.model.view.value, 'card', 'beside the row, the only listed option shows its sheet (the original\'s one-option rule)');
  assert.not.ok(container.querySelector('.braintree-option__paypal'), 'no PayPal tile');
  assert.not.ok(container.querySelector('[data-braintree-id="upper-container"] [data-test-sheet="paypal"]'), 'no PayPal sheet below');
  assert.not.ok(container.querySelector('[data-braintree-id="toggle"]:not([hidden])'), 'no "Choose another way to pay" to one option');
  assert.equal(dropin.getAvailablePaymentOptions(), ['card', 'paypal'], 'the wallet stays an available option');
  assert.not.ok(dropin.isPaymentMethodRequestable());

  events.length = 0;
  const clock = installClock();
  try {
    paypal().addMethod(PAYPAL_ACCOUNT as never);
    await settle();
    assert.is(dropin.model.view.value, 'methods', 'the new method shows at once');
    assert.ok(dropin.isPaymentMethodRequestable());
    assert.equal(events, [
      ['paymentMethodRequestable', { type: 'PayPalAccount', paymentMethodIsSelected: true }],
      ['changeActiveView', { previousViewId: 'card', newViewId: 'methods' }],
    ], 'the method selected, not the card sheet left behind');
    clock.tick(200);
    await settle();
  } finally {
    clock.restore();
  }
  assert.is(events.length, 2, 'nothing more once the transition is over');
  const result = await dropin.requestPaymentMethod();
  assert.is(result.nonce, 'fake-paypal-nonce');
  await dropin.teardown();
  assert.is(container.childNodes.length, 0);
});

test('a customer: the row above the saved methods, a saved PayPal account still listed', async () => {
  const { dropin, container } = await start({ authorization: 'simulator_customer', expressCheckout: ['paypal'] });
  assert.equal(expressIds(container), ['express-paypal']);
  assert.is(dropin.model.view.value, 'methods');
  const types = dropin.model.methods.value.map((m) => m.type);
  assert.ok(types.includes('PayPalAccount'), `saved PayPal accounts stay listed (${types})`);
  assert.is(row(container).compareDocumentPosition(container.querySelector('[data-braintree-id="methods"]')!) & Node.DOCUMENT_POSITION_FOLLOWING, Node.DOCUMENT_POSITION_FOLLOWING);
  await dropin.teardown();
});

for (const layout of ['accordion', 'tabs'] as const) {
  test(`${layout}: the row above, no PayPal ${layout === 'tabs' ? 'tab' : 'row'} below`, async () => {
    const { dropin, container } = await start({ layout, expressCheckout: true });
    assert.equal(expressIds(container), ['express-paypal']);
    assert.ok(container.querySelector(`.featherdrop-${layout} .braintree-option__card`));
    assert.not.ok(container.querySelector(`.featherdrop-${layout} .braintree-option__paypal`));
    assert.not.ok(container.querySelector(`.featherdrop-${layout} [data-test-sheet="paypal"]`));
    assert.is(row(container).nextElementSibling?.classList.contains(`featherdrop-${layout}`), true, 'the layout follows the row');
    await dropin.teardown();
  });
}

test('hidePaymentOptions hides an express button and brings it back', async () => {
  const { dropin, container } = await start({ expressCheckout: true });
  await dropin.hidePaymentOptions(['paypal']);
  await settle();
  assert.ok(row(container).hidden, 'no wallet left: the row hides');
  assert.equal(expressIds(container), []);
  await dropin.hidePaymentOptions([]);
  await settle();
  assert.equal(expressIds(container), ['express-paypal']);
  await dropin.teardown();
});

test('a wallet that failed has no express button (the console names why), the others stay', async () => {
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (error: unknown) => errors.push(error);
  try {
    const { dropin, container } = await start({ expressCheckout: true }, { paypalFails: true });
    assert.ok(row(container).hidden);
    assert.equal(expressIds(container), []);
    assert.not.ok(container.querySelector('.braintree-option__paypal'), 'not a disabled tile either');
    assert.is((errors[0] as Error).message, 'paypal failed');
    await dropin.teardown();
  } finally {
    console.error = original;
  }
});

test('false, [] and null show no row: the wallets are listed as before', async () => {
  for (const expressCheckout of [false, [], null]) {
    const { dropin, container } = await start({ expressCheckout });
    assert.not.ok(row(container));
    assert.ok(container.querySelector('.braintree-option__paypal'));
    await dropin.teardown();
  }
});

test('only wallets: the row alone, no empty list under it', async () => {
  const { dropin, container } = await start({ card: false, expressCheckout: true });
  assert.equal(expressIds(container), ['express-paypal']);
  assert.not.ok(container.querySelector('[data-braintree-id="upper-container"]'), 'nothing listed');
  assert.ok(row(container).querySelector('[data-braintree-id="sheet-error"]'), 'the error live region is under the row');
  await dropin.teardown();
});

test('the heading in the shopper\'s language (he_IL), and a merchant\'s translation wins', async () => {
  const { dropin, container } = await start({ locale: 'he_IL', expressCheckout: true });
  assert.is(row(container).querySelector('h2')!.textContent, 'תשלום מהיר');
  await dropin.teardown();
  const second = await start({ translations: { expressCheckout: 'Pay fast' }, expressCheckout: true });
  assert.is(row(second.container).querySelector('h2')!.textContent, 'Pay fast');
  await second.dropin.teardown();
});

test.run();
