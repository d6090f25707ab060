// The emulator tier's one-click repeat shopper (paypal-repeat*.test.mjs): a customer whose saved PayPal account is
// preselected, requestPaymentMethod opening PayPal's window (a popup), and the shopper's press in it.
import { clientToken } from './gateway-fixtures.mjs';
import { watchOpened } from './popup-windows.mjs';
import { bounded, createOk } from './tier.mjs';

export const SAVED = 'emu-vaulted-paypal-nonce';
export const REPEAT = { paymentMethodToken: 'emu-paypal-token-1' };
export const CHECKOUT = { flow: 'checkout', amount: '10.00', currency: 'USD' };
/** braintree-web's backdrop over the page while PayPal's window is open. */
export const BACKDROP = '[data-braintree-paypal-vault-initiated-checkout-modal]';
export const methodsError = (page) => page.locator('[data-braintree-id="sheet-error"]');

/**
 * Each gateway answer takes a real network's time: braintree-web sends its window to another page just before it,
 * and on loopback the answer (then the window's close) could overtake that navigation.
 */
export const realNetwork = (emulator) => Object.assign(emulator.delays, { create_payment_resource: 400, paypal_accounts: 300 });

/** create() for a customer whose one saved method is a PayPal account, preselected; PayPal with `paypal`. */
export async function openSaved({ emulator, page }, paypal) {
  emulator.state.merchant.paypal = true;
  emulator.state.vault = emulator.state.vault.filter((method) => method.nonce === SAVED);
  realNetwork(emulator);
  await createOk(page, { authorization: clientToken({ customer: true }), card: false, preselectVaultedPaymentMethod: true, paypal });
  await page.locator('[data-braintree-id="methods"] .braintree-method--active', { hasText: 'PayPal' }).waitFor();
  await watchOpened(page);
}

/**
 * requestPaymentMethod, started in the page (failing the test if it has not settled within `ms`); resolves PayPal's
 * window (the popup it opened) and the request's outcome.
 */
export async function requestWithWindow(page, ms = 15_000) {
  const popup = page.waitForEvent('popup');
  const outcome = bounded('requestPaymentMethod', page.evaluate(() => window.tier.request()), ms);
  outcome.catch(() => {}); // read by the test; a failing assertion before that closes the page under it
  return { paypalWindow: await popup, outcome };
}

/** The shopper presses Confirm or Cancel in PayPal's window (the emulator's page, once braintree-web sent the window there). */
export const press = (paypalWindow, name) => paypalWindow.getByRole('link', { name }).click();
