// Emulator tier: Venmo's desktop flow with braintree-web's venmo on the wire (issue 30). featherdrop's defaults
// (allowDesktop, multi-use) make the SDK add its desktop QR code overlay, venmo-desktop-frame.html from the assets
// host (our stand-in in test/emulator/stand-ins/frame-service.js: the frame side of the SDK's bus messages). The
// shopper's click asks the gateway for a payment context (GraphQL CreateVenmoPaymentContext, customerClient DESKTOP),
// the overlay shows its QR code, the SDK polls the context (PaymentContext) while the shopper's app, played by the
// emulator (`venmoApp`), scans and approves it, and the approved context's payment method is the VenmoAccount nonce.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientToken } from './gateway-fixtures.mjs';
import { createOk, emulatorSuite, eventually, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const it = emulatorSuite(test, 'venmo', (t) => ({ emulator, page, pageErrors } = t));

const BUTTON = '[data-braintree-id="venmo-button"]';
const overlay = () => page.frameLocator('iframe[name="venmo-desktop-iframe"]');
const qrCode = () => overlay().locator('[aria-label="QR code"][data-context-id]');
const contexts = (client) => emulator.seen('graphql').filter((r) => r.operation === 'CreateVenmoPaymentContext' && (!client || r.body.variables.input.customerClient === client));

async function openVenmo() {
  emulator.state.merchant.venmo = true;
  const { value } = await createOk(page, { authorization: clientToken({ customer: false }), card: false, venmo: {} });
  assert.equal(value.options, ['venmo']);
  await page.locator(BUTTON).waitFor();
}

it('a shopper scans the QR code and approves in the app: the payment context, its polling, a VenmoAccount nonce with the @username', async () => {
  await openVenmo();
  // The overlay's frame goes in once the page is idle after create() (the venmoDesktopFrameLater pin).
  assert.ok(await eventually(() => emulator.seen('frame_service_page').length), 'the overlay asked for its page');
  const [frame] = emulator.seen('frame_service_page');
  assert.match(frame.path, /^\/web\/3\.\d+\.\d+\/html\/venmo-desktop-frame(\.min)?\.html$/);
  assert.is(contexts().length, 0, 'no payment context before the click');

  await page.click(BUTTON);
  await qrCode().waitFor();
  const [created, ...more] = contexts();
  assert.is(more.length, 0);
  assert.equal(created.body.variables.input, { intent: 'PAY_FROM_APP', paymentMethodUsage: 'MULTI_USE', customerClient: 'DESKTOP', merchantProfileId: 'emu-venmo-merchant' });
  assert.is(await qrCode().getAttribute('data-context-id'), 'emu-venmo-context-1');
  assert.ok(await page.locator('iframe[name="venmo-desktop-iframe"]').isVisible(), 'the overlay covers the page');
  assert.ok(await eventually(() => emulator.seen('graphql').some((r) => r.operation === 'PaymentContext' && r.body.variables.id === 'emu-venmo-context-1')), 'the SDK polls the context');

  emulator.venmoApp('SCANNED');
  await overlay().getByText('Authorize on your Venmo app').waitFor();
  emulator.venmoApp('APPROVED');
  await overlay().getByText('Venmo account authorized').waitFor();
  await page.locator('[data-braintree-id="methods"]', { hasText: 'Venmo' }).waitFor();
  assert.is(await page.locator('iframe[name="venmo-desktop-iframe"]').isVisible(), false, 'the overlay is gone');
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(paid.value.nonce, 'emu-venmo-nonce-1');
  assert.is(paid.value.type, 'VenmoAccount');
  assert.is(paid.value.details.username, '@venmojoe');
  assert.is(paid.value.details.paymentContextId, 'emu-venmo-context-1');
  // braintree-web readies a payment context for its next tokenization after each one (a MOBILE_WEB one).
  assert.is(contexts('MOBILE_WEB').length, 1);
  assert.equal(pageErrors, []);
});

it('the shopper cancels on the QR code: nothing said, the context is cancelled on the gateway, and the next click pays', async () => {
  await openVenmo();
  await page.click(BUTTON);
  await qrCode().waitFor();
  await overlay().getByRole('button', { name: 'Cancel' }).click();
  await page.locator('iframe[name="venmo-desktop-iframe"]').waitFor({ state: 'hidden' });
  assert.ok(await eventually(() => emulator.venmoContexts.get('emu-venmo-context-1')?.status === 'CANCELED'), 'the context is cancelled');
  assert.is(await page.locator('[data-braintree-id="sheet-error"]').textContent(), '');
  await eventually(() => contexts('MOBILE_WEB').length === 1);

  await page.click(BUTTON);
  await qrCode().waitFor();
  emulator.venmoApp('APPROVED');
  await page.locator('[data-braintree-id="methods"]', { hasText: 'Venmo' }).waitFor();
  const paid = await requestPaymentMethod(page);
  assert.is(paid.value?.type, 'VenmoAccount');
  assert.equal(pageErrors, []);
});

test.run();
