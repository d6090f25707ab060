// A payment option is one folder and one registry line (docs/architecture.md, "Adding a payment option"): a
// throw-away slice (test/unit/fixtures/slices/giftCard/, never shipped) added to the registry alone is offered,
// rendered, requestable, paid with through its own simulated adapter, reported under its own analytics kind,
// and torn down with nothing left.
import { freshContainer, pageStyles, settle } from '../dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createDropin } from '../../../src/dropin/create-dropin.js';
import { extras, options } from '../../../src/flows/registry.js';
import { createGateway } from '../../../src/gateway/create-gateway.js';
import type { SimulatedGateway } from '../../../src/gateway/simulator/simulated-gateway.js';
import { mountShell } from '../../../src/ui/mount.js';
import { giftCard } from '../fixtures/slices/giftCard/definition.js';
import { importLocaleSource } from '../support/import-locale.js';

test('an option added to the registry alone is offered, rendered, requestable, paid with and torn down', async () => {
  const container = freshContainer();
  let gateway: SimulatedGateway | undefined;
  const dropin = await createDropin({ container, authorization: 'simulator_guest', giftCard: {} } as never, {
    registry: { options: [...options, giftCard], extras },
    createGateway: async (authorization, gatewayOptions) => (gateway = await createGateway(authorization, gatewayOptions) as SimulatedGateway),
    mount: mountShell,
    importLocale: importLocaleSource,
  });
  const events: string[] = [];
  dropin.on('paymentMethodRequestable', (event: { type: string }) => events.push(`requestable ${event.type}`));
  await settle(10);
  assert.equal(dropin.getAvailablePaymentOptions(), ['card', 'giftCard'], 'offered beside the card, in the registry\'s order');
  const tile = container.querySelector<HTMLButtonElement>('.braintree-option__giftCard')!;
  assert.ok(tile, 'its tile in the options list');
  assert.match(tile.textContent!, 'Gift card', 'named by its label, in its own words');

  tile.click();
  await settle(10);
  const sheet = container.querySelector('[data-braintree-id="giftCard"].braintree-sheet--active')!;
  assert.ok(sheet, 'its sheet is shown');
  assert.match(sheet.textContent!, 'Gift card code', 'with its own strings');
  assert.is(dropin.isPaymentMethodRequestable(), false);

  const input = sheet.querySelector<HTMLInputElement>('[data-fixture="gift-card-code"]')!;
  input.value = '123456';
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await settle(5);
  assert.is(dropin.isPaymentMethodRequestable(), true);
  assert.equal(events, ['requestable GiftCard'], 'the requestable event names the type it produces');

  const result = await dropin.requestPaymentMethod();
  assert.is(result.nonce, 'sim_giftcard_123456', 'redeemed through its simulated adapter');
  assert.is(result.type, 'GiftCard');
  await settle(5);
  assert.ok(gateway!.analyticsLog.includes('web.dropin.request-payment-method.giftcard'), 'reported under its analytics kind');

  await dropin.teardown();
  assert.is(container.innerHTML, '');
  assert.is(pageStyles(), 0, 'its styles are gone with the widget');
});

test('for a customer it waits below the saved methods, named before anything of it loads, and sets up when chosen', async () => {
  const container = freshContainer();
  const loads: string[] = [];
  const watched = { ...giftCard, load: () => { loads.push('giftCard'); return giftCard.load(); } };
  const dropin = await createDropin({ container, authorization: 'simulator_customer', giftCard: {} } as never, {
    registry: { options: [...options, watched], extras }, createGateway, mount: mountShell, importLocale: importLocaleSource,
  });
  await settle(10);
  assert.equal(loads, [], 'not set up for a customer starting on saved methods');
  container.querySelector<HTMLButtonElement>('[data-braintree-id="toggle"]')!.click();
  await settle(10);
  const tile = container.querySelector<HTMLButtonElement>('.braintree-option__giftCard')!;
  assert.match(tile.textContent!, 'Gift card');
  assert.equal(loads, [], 'its tile is named from its definition');
  tile.click();
  await settle(10);
  assert.equal(loads, ['giftCard']);
  assert.ok(container.querySelector('[data-braintree-id="giftCard"].braintree-sheet--active [data-fixture="gift-card-code"]'));
  await dropin.teardown();
});

test('a merchant who does not pass it never sees it', async () => {
  const container = freshContainer();
  const dropin = await createDropin({ container, authorization: 'simulator_guest' } as never, {
    registry: { options: [...options, giftCard], extras }, createGateway, mount: mountShell, importLocale: importLocaleSource,
  });
  await settle(10);
  assert.equal(dropin.getAvailablePaymentOptions(), ['card']);
  assert.is(container.querySelector('[data-braintree-id="giftCard"]'), null);
  await dropin.teardown();
});

test.run();
