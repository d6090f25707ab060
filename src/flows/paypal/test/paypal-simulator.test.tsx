// PayPal and PayPal Credit on the simulated gateway: the in-widget button, its dialog, the message (paypal.test.tsx has braintree-web's path).
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { settle } from '../../../../test/unit/dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CONNECT_ERROR } from '../index.js';
import { simulatedEligible, simulatedMessage } from '../simulator.js';
import { simulatedGateway } from '../../../../test/unit/support/gateways.js';
import { encodeScenario } from '../../../gateway/simulator/scenario.js';
import { resetPayPal, startPayPal } from './support/harness.js';
import { captureConsoleError } from '../../../../test/unit/support/console.js';
import { rejection } from '../../../../test/unit/support/rejection.js';

test.before.each(resetPayPal);

const MESSAGES = '[data-featherdrop-id="paypal-messages"]';

test('simulator: an in-widget button opens a simulated PayPal dialog; Approve adds a PayPalAccount', async () => {
  const h = await startPayPal({ mode: 'simulator' });
  assert.is(h.fake, undefined, 'no paypal-checkout, no script');
  const button = h.container.querySelector<HTMLButtonElement>('[data-braintree-id="paypal-button"] button')!;
  assert.is(button.textContent, 'PayPal (simulated)');
  button.click();
  await settle();
  const dialog = document.querySelector('[role="dialog"]')!;
  assert.is(dialog.getAttribute('aria-modal'), 'true');
  assert.is(document.activeElement?.textContent, 'Approve');
  (document.activeElement as HTMLButtonElement).click();
  await settle();
  assert.not.ok(document.querySelector('[role="dialog"]'));
  assert.equal(h.added, [{ nonce: 'sim_paypal_checkout', type: 'PayPalAccount', details: { email: 'shopper@example.com', payerId: 'SIMPAYER' } }]);
  assert.is(document.activeElement, button);
  await h.teardown();
});

test('simulator: Cancel and Escape close the dialog with no method and no error', async () => {
  const h = await startPayPal({ mode: 'simulator', id: 'paypalCredit' });
  const button = h.container.querySelector<HTMLButtonElement>('[data-braintree-id="paypal-credit-button"] button')!;
  assert.is(button.textContent, 'PayPal Credit (simulated)');
  button.click();
  await settle();
  [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === 'Cancel')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await settle();
  assert.not.ok(document.querySelector('[role="dialog"]'));
  button.click();
  await settle();
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await settle();
  assert.not.ok(document.querySelector('[role="dialog"]'));
  assert.equal(h.added, []);
  assert.equal(h.errors, []);
  await h.teardown();
});

test('simulator: vault flow for a customer is vaulted; failures.paypalTokenize fails tokenization', async () => {
  const h = await startPayPal({ mode: 'simulator', customer: true, flowOptions: { flow: 'vault' } });
  h.container.querySelector<HTMLButtonElement>('button')!.click();
  await settle();
  (document.activeElement as HTMLButtonElement).click();
  await settle();
  assert.is(h.added[0].nonce, 'sim_paypal_vault');
  assert.is(h.added[0].vaulted, true);
  await h.teardown();
  const f = await startPayPal({ mode: 'simulator', scenario: { failures: { paypalTokenize: 'network' } } });
  f.container.querySelector<HTMLButtonElement>('button')!.click();
  await settle();
  const { restore } = captureConsoleError();
  (document.activeElement as HTMLButtonElement).click();
  await settle().finally(restore);
  assert.equal(f.added, []);
  assert.equal(f.errors, ['paypalAccountTokenizationFailedError']);
  await f.teardown();
});

test('simulator: with an amount a static simulated Pay Later message shows under the button, updated with the amount', async () => {
  const h = await startPayPal({ mode: 'simulator' });
  const text = () => h.container.querySelector(MESSAGES)?.textContent;
  assert.is(text(), 'Pay in 4 interest-free payments of $2.50 (simulated)');
  assert.is(h.container.querySelector(MESSAGES)!.previousElementSibling, h.container.querySelector('[data-braintree-id="paypal-button"]'));
  h.instance.updateConfiguration!('amount', '20.00');
  await settle();
  assert.is(text(), 'Pay in 4 interest-free payments of $5.00 (simulated)');
  await h.teardown();
  const none = await startPayPal({ mode: 'simulator', flowOptions: { flow: 'vault' } });
  assert.not.ok(none.container.querySelector(MESSAGES));
  await none.teardown();
});

test('simulator: the message text follows the amount and currency; none for an amount that is not a positive number', () => {
  assert.is(simulatedMessage({ amount: 10 }), 'Pay in 4 interest-free payments of $2.50 (simulated)');
  assert.is(simulatedMessage({ amount: '99.99', currency: 'EUR' }), 'Pay in 4 interest-free payments of €25.00 (simulated)');
  assert.is(simulatedMessage({ amount: '10.00', currency: 'nope' }), 'Pay in 4 interest-free payments of 2.50 nope (simulated)');
  assert.is(simulatedMessage({ amount: 'abc' }), undefined);
  assert.is(simulatedMessage({ amount: '0' }), undefined);
});

test('simulator: failures.paypalOrder fails the order: no window, paypalFlowFailedError; PayPal Credit outside USD is not eligible', async () => {
  const h = await startPayPal({ mode: 'simulator', scenario: { failures: { paypalOrder: 'network' } } });
  const { logged, restore } = captureConsoleError();
  h.container.querySelector<HTMLButtonElement>('button')!.click();
  await settle().finally(restore);
  assert.not.ok(document.querySelector('[role="dialog"]'));
  assert.equal(h.errors, ['paypalFlowFailedError']);
  assert.is((logged[0] as { code?: string }).code, 'PAYPAL_CHECKOUT_V6_ORDER_CREATION_FAILED');
  await h.teardown();
  const ineligible = await rejection(startPayPal({ mode: 'simulator', id: 'paypalCredit', flowOptions: { flow: 'checkout', amount: '10.00', currency: 'EUR' } }));
  assert.is(ineligible.message, CONNECT_ERROR);
  assert.is(ineligible.cause.message, 'PayPal Credit is not eligible.');
  assert.equal([simulatedEligible(true, 'usd'), simulatedEligible(true, undefined), simulatedEligible(true, 'GBP'), simulatedEligible(false, 'JPY')], [true, true, false, true]);
});

test('simulator: failures.paypal fails the option in the gateway before setup', async () => {
  const gateway = await simulatedGateway(encodeScenario({ failures: { paypal: 'load' } }));
  await rejection(gateway.prepareOption('paypal'));
  await gateway.prepareOption('card');
});

test.run();
