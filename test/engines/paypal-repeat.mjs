// PayPal's one-click repeat on the gateway emulator in every engine (test/emulator/paypal-repeat.test.mjs runs
// it in full in Chromium): a customer whose one saved method is a PayPal account, the merchant's options.
import { CHECKOUT, REPEAT, SAVED, realNetwork } from '../emulator/paypal-repeat-shopper.mjs';

export const PAYPAL_REPEAT = { ...CHECKOUT, vaultInitiatedCheckout: REPEAT };

/** PayPal on, the saved PayPal account the customer's only method, and the gateway's answers at a real network's pace. */
export function openSavedPayPal(emulator) {
  emulator.state.merchant.paypal = true;
  emulator.state.vault = emulator.state.vault.filter((method) => method.nonce === SAVED);
  realNetwork(emulator);
}
