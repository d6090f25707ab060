// PayPal's v5 path (issue 42): braintree-web's paypal-checkout and PayPal's JS SDK v5, chosen for a tokenization
// key (which paypal-checkout-v6 refuses) or by `sdkVersion: 5`; `sdkVersion` other than 5 or 6 fails the option.
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { settle } from '../../../../test/unit/dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DropinError } from '../../../errors.js';
import { sdkVersionInvalid } from '../v5/check.js';
import { control, resetPayPal, startPayPal } from './support/harness.js';
import { installFakePayPalCheckoutV5 } from './support/fake-paypal-v5.js';
import { rejection } from '../../../../test/unit/support/rejection.js';

const v5 = installFakePayPalCheckoutV5();
const CHECKOUT = { flow: 'checkout', amount: '10.00', currency: 'USD' };

test.before.each(() => {
  resetPayPal();
  Object.assign(v5, { eligible: true, payment: 'ok' });
  delete (window as any).featherdrop_paypal;
  delete (window as any).featherdrop_paypalCredit;
});

/** Which of braintree-web's PayPal modules a setup created: v6's paypal-checkout-v6 or v5's paypal-checkout. */
async function chosen(setup: Parameters<typeof startPayPal>[0]) {
  const v6Before = control.instances.length;
  const v5Before = v5.instances.length;
  const h = await startPayPal(setup);
  const picked = [control.instances.length > v6Before && 6, v5.instances.length > v5Before && 5].filter(Boolean);
  await h.teardown();
  return picked;
}

test('the choice: a client token → v6; a tokenization key → v5; sdkVersion 5 → v5, sdkVersion 6 → v6, whatever the authorization', async () => {
  assert.equal(await chosen({ authorizationType: 'CLIENT_TOKEN' }), [6]);
  assert.equal(await chosen({ authorizationType: 'TOKENIZATION_KEY' }), [5]);
  assert.equal(await chosen({ authorizationType: 'CLIENT_TOKEN', flowOptions: { ...CHECKOUT, sdkVersion: 5 } }), [5]);
  assert.equal(await chosen({ authorizationType: 'TOKENIZATION_KEY', flowOptions: { ...CHECKOUT, sdkVersion: 6 } }), [6]);
  assert.equal(await chosen({ id: 'paypalCredit', authorizationType: 'TOKENIZATION_KEY' }), [5]);
});

test('sdkVersion neither 5 nor 6: the option fails with its DropinError, before any PayPal module is created', async () => {
  for (const [id, sdkVersion] of [['paypal', 4], ['paypal', '5'], ['paypalCredit', null], ['paypalCredit', 'v6']] as const) {
    const before = v5.instances.length + control.instances.length;
    const error = await rejection(startPayPal({ id, authorizationType: 'TOKENIZATION_KEY', flowOptions: { ...CHECKOUT, sdkVersion } }));
    assert.instance(error, DropinError);
    assert.is((error as Error).message, `options.${id}.sdkVersion must be 5 or 6.`);
    assert.is(v5.instances.length + control.instances.length, before);
  }
  assert.is(sdkVersionInvalid('paypal'), 'options.paypal.sdkVersion must be 5 or 6.');
});

test('v5: the SDK under the widget\'s own namespace with the merchant\'s parameters; a window.paypal of the page stays as it is', async () => {
  const merchants = { Buttons: () => { throw new Error('the page\'s own SDK was used'); } };
  (window as any).paypal = merchants;
  const h = await startPayPal({ authorizationType: 'TOKENIZATION_KEY', flowOptions: { flow: 'vault', commit: false } });
  const fake = v5.instances.at(-1)!;
  assert.equal(fake.options, { client: { fake: 'client' } });
  assert.equal(fake.sdkOptions, [{ components: 'buttons,messages', vault: true, intent: 'tokenize', commit: false, dataAttributes: { namespace: 'featherdrop_paypal' } }]);
  assert.is((window as any).paypal, merchants);
  assert.ok((window as any).featherdrop_paypal);
  assert.is(h.button().textContent, 'PayPal (v5)');
  await h.teardown();
  assert.is((window as any).featherdrop_paypal, undefined, 'the widget\'s SDK goes with it');
  assert.ok(fake.tornDown);
  assert.is((window as any).paypal, merchants);
  delete (window as any).paypal;
});

test('v5 checkout: the click creates the payment (flow checkout, the merchant\'s options), the approval is tokenized into a method; buttonStyle as the SDK takes it', async () => {
  const h = await startPayPal({ authorizationType: 'TOKENIZATION_KEY', locale: 'de_DE', flowOptions: { ...CHECKOUT, currency: 'EUR', buttonStyle: { shape: 'pill', color: 'blue' }, messageStyle: { layout: 'text' } } });
  const fake = v5.instances.at(-1)!;
  const [buttons] = fake.buttons;
  assert.equal([buttons.config.fundingSource, buttons.config.style, typeof buttons.config.createOrder], ['paypal', { shape: 'pill', color: 'blue' }, 'function']);
  assert.equal([fake.sdkOptions[0].currency, fake.sdkOptions[0].locale], ['EUR', 'de_DE']);
  h.button().click();
  assert.is(await buttons.created, 'EC-FAKE');
  assert.equal(fake.payments, [{ amount: '10.00', currency: 'EUR', intent: 'authorize', locale: 'de_DE', flow: 'checkout' }]);
  await buttons.config.onApprove({ orderID: 'EC-FAKE', payerID: 'PAYER', billingToken: null });
  await settle();
  assert.equal(fake.tokenizeCalls, [{ orderID: 'EC-FAKE', payerID: 'PAYER', billingToken: null }]);
  assert.equal(h.added.map((m) => [m.nonce, m.type, m.vaulted]), [['fake-paypal-v5-nonce', 'PayPalAccount', undefined]]);
  await h.teardown();
});

test('v5 vault flow for a customer: a billing agreement, tokenized to vault; PayPal Credit offers credit', async () => {
  const h = await startPayPal({ id: 'paypalCredit', customer: true, authorizationType: 'CLIENT_TOKEN', flowOptions: { flow: 'vault', sdkVersion: 5 } });
  const fake = v5.instances.at(-1)!;
  const [buttons] = fake.buttons;
  assert.equal([buttons.config.fundingSource, typeof buttons.config.createBillingAgreement], ['credit', 'function']);
  assert.is(fake.sdkOptions[0].dataAttributes.namespace, 'featherdrop_paypalCredit');
  assert.is(fake.sdkOptions[0]['enable-funding'], 'credit,paylater');
  h.button().click();
  assert.is(await buttons.created, 'BA-FAKE');
  assert.equal(fake.payments, [{ sdkVersion: 5, flow: 'vault', offerCredit: true }]);
  await buttons.config.onApprove({ billingToken: 'BA-FAKE', payerID: 'PAYER' });
  await settle();
  assert.equal(fake.tokenizeCalls, [{ billingToken: 'BA-FAKE', payerID: 'PAYER', vault: true }]);
  assert.equal(h.added.map((m) => m.vaulted), [true]);
  await h.teardown();
});

test('v5: cancelling says nothing and the next click pays; a failed payment shows PayPal\'s error; not eligible fails the option', async () => {
  const h = await startPayPal({ authorizationType: 'TOKENIZATION_KEY' });
  const fake = v5.instances.at(-1)!;
  const [buttons] = fake.buttons;
  h.button().click();
  await buttons.created;
  buttons.config.onCancel({ orderID: 'EC-FAKE' });
  assert.equal(h.errors, []);
  v5.payment = 'fail';
  h.button().click();
  await rejection(buttons.created!);
  assert.equal(h.errors, ['paypalFlowFailedError']);
  v5.payment = 'ok';
  h.button().click();
  await buttons.created;
  await buttons.config.onApprove({ orderID: 'EC-FAKE', payerID: 'PAYER' });
  await settle();
  assert.is(h.added.length, 1);
  await h.teardown();
  assert.ok(buttons.closed, 'the SDK\'s button is closed with the sheet');

  v5.eligible = false;
  const error = await rejection(startPayPal({ authorizationType: 'TOKENIZATION_KEY' }));
  assert.is((error as Error).message, 'There was an error connecting to PayPal.');
  assert.is(((error as Error).cause as Error).message, 'PayPal is not eligible.');
  assert.ok(v5.instances.at(-1)!.tornDown);
  assert.is((window as any).featherdrop_paypal, undefined);
});

test('v5: one vault checkout at a time across paypal and paypalCredit; the refused click\'s SDK error says nothing more', async () => {
  const a = await startPayPal({ customer: true, authorizationType: 'TOKENIZATION_KEY', flowOptions: { flow: 'vault' } });
  const [aButtons] = v5.instances.at(-1)!.buttons;
  const b = await startPayPal({ id: 'paypalCredit', customer: true, authorizationType: 'TOKENIZATION_KEY', flowOptions: { flow: 'vault' }, keepPage: true });
  const bFake = v5.instances.at(-1)!;
  const [bButtons] = bFake.buttons;
  a.button().click();
  assert.is(await aButtons.created, 'BA-FAKE');
  b.container.querySelector('button')!.click();
  await rejection(bButtons.created!);
  assert.equal(b.errors, ['paypalTokenizationRequestActiveError'], 'not also paypalFlowFailedError');
  assert.is(bFake.payments.length, 0);
  await aButtons.config.onApprove({ billingToken: 'BA-FAKE', payerID: 'PAYER' });
  await settle();
  assert.is(a.added.length, 1);
  b.container.querySelector('button')!.click();
  assert.is(await bButtons.created, 'BA-FAKE', 'the approval ended the first checkout');
  await a.teardown();
  await b.teardown();
});

test('v5: a second click while PayPal\'s window is open is refused without ending the open session', async () => {
  const h = await startPayPal({ authorizationType: 'TOKENIZATION_KEY' });
  const fake = v5.instances.at(-1)!;
  const [buttons] = fake.buttons;
  h.button().click();
  const first = buttons.created;
  assert.is(await first, 'EC-FAKE');
  h.button().click();
  await rejection(buttons.created!);
  assert.equal([h.errors, fake.payments.length], [[], 1]);
  await buttons.config.onApprove({ orderID: 'EC-FAKE', payerID: 'PAYER' });
  await settle();
  assert.equal(h.added.map((m) => m.nonce), ['fake-paypal-v5-nonce'], 'the open session still pays');
  await h.teardown();
});

test.run();
