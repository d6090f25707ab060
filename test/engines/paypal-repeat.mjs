// PayPal's one-click repeat on the gateway emulator in every engine (test/emulator/paypal-repeat.test.mjs runs
// it in full in Chromium): a customer whose one saved method is a PayPal account, the merchant's options.

const SAVED = 'emu-vaulted-paypal-nonce';
export const PAYPAL_REPEAT = { flow: 'checkout', amount: '10.00', currency: 'USD', vaultInitiatedCheckout: { paymentMethodToken: 'emu-paypal-token-1' } };

/**
 * PayPal on, the saved PayPal account the customer's only method, and the gateway's answers at a real network's
 * pace: braintree-web sends its window to PayPal's page just before asking, and on loopback the answer could overtake it.
 */
export function openSavedPayPal(emulator) {
  emulator.state.merchant.paypal = true;
  emulator.state.vault = emulator.state.vault.filter((method) => method.nonce === SAVED);
  Object.assign(emulator.delays, { create_payment_resource: 400, paypal_accounts: 300 });
}
