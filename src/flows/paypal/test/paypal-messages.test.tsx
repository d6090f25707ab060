// PayPal's Pay Later message under the button (createMessages) on braintree-web's path: paypal.test.tsx has the rest.
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { settle } from '../../../../test/unit/dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { click, control, resetPayPal, startPayPal } from './support/harness.js';
import { captureConsoleError } from '../../../../test/unit/support/console.js';

test.before.each(resetPayPal);

const MESSAGES = '[data-featherdrop-id="paypal-messages"]';

test('with an amount: createMessages and fetchContent fill a <paypal-message> under the button, messageStyle as its attributes', async () => {
  const messageStyle = { layout: 'text', logo: { type: 'inline' }, text: { color: 'monochrome' } };
  const h = await startPayPal({ flowOptions: { flow: 'checkout', amount: '10.00', currency: 'EUR', messageStyle } });
  await settle();
  assert.equal(h.fake!.messagesCalls, [{ options: { currencyCode: 'EUR' }, amounts: ['10.00'] }]);
  const container = h.container.querySelector<HTMLElement>(MESSAGES)!;
  const message = container.querySelector('paypal-message')!;
  assert.is(message.textContent, 'Pay Later message for 10.00');
  assert.equal([message.getAttribute('logo-type'), message.getAttribute('text-color')], ['inline', 'monochrome']);
  assert.is(container.previousElementSibling, h.button().parentElement, 'under the button');
  click(h);
  assert.not.ok('messageStyle' in h.session().options, 'messageStyle is not a session option');
  await h.teardown();
});

test('without a currency the message is asked in USD; without an amount no message at all', async () => {
  const h = await startPayPal({ flowOptions: { flow: 'checkout', amount: 25 } });
  await settle();
  assert.equal(h.fake!.messagesCalls, [{ options: { currencyCode: 'USD' }, amounts: ['25'] }]);
  await h.teardown();
  const none = await startPayPal({ flowOptions: { flow: 'vault' } });
  await settle();
  assert.is(none.fake!.messagesCalls.length, 0);
  assert.not.ok(none.container.querySelector(MESSAGES));
  assert.ok(none.button());
  await none.teardown();
});

test('updateConfiguration(amount) re-renders the message with the new amount in a fresh container; removing it removes the message', async () => {
  const h = await startPayPal();
  await settle();
  const first = h.container.querySelector(MESSAGES);
  h.instance.updateConfiguration!('amount', '20.00');
  await settle();
  assert.equal(h.fake!.messagesCalls.map((c) => c.amounts[0]), ['10.00', '20.00']);
  const second = h.container.querySelector(MESSAGES)!;
  assert.is(second.textContent, 'Pay Later message for 20.00');
  assert.is.not(second, first);
  assert.is(h.container.querySelectorAll(MESSAGES).length, 1);
  h.instance.updateConfiguration!('amount', undefined);
  await settle();
  assert.is(h.fake!.messagesCalls.length, 2);
  assert.not.ok(h.container.querySelector(MESSAGES));
  await h.teardown();
});

test('a message that fails to render is logged; the button still works, no sheet error', async () => {
  const { logged, restore } = captureConsoleError();
  try {
    control.messagesFail = true;
    const h = await startPayPal({ flowOptions: { flow: 'checkout', amount: '10.00', currency: 'USD' } });
    await settle();
    assert.equal(logged.map((e) => (e as Error).message), ['messages failed']);
    click(h);
    assert.is(h.session().started, 1);
    assert.equal(h.errors, []);
    await h.teardown();
  } finally {
    restore();
  }
});

test.run();
