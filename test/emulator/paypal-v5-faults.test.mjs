// Emulator tier: gateway faults on PayPal's v5 path (issue 42; docs/errors.md, "Gateway faults"): with a
// tokenization key, through braintree-web's paypal-checkout and the JS SDK v5's stand-in, the payment resource
// (paypal_hermes/create_payment_resource, checkout flow), the billing agreement (setup_billing_agreement, vault
// flow) and the account's tokenization (payment_methods/paypal_accounts), each answered with a 500, a 401, malformed
// JSON and a connection reset. For each: the sheet's PayPal message, braintree-web's error in the console (what the
// merchant reads), no method selected and requestPaymentMethod rejecting, no page error, and PayPal's button paying
// once the gateway is back. braintree-web reads a malformed 200 to the tokenization as an account without a nonce;
// featherdrop's adapter refuses it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FAULTS, LOGGED } from './faults.mjs';
import { TOKENIZATION_KEY } from './gateway-fixtures.mjs';
import { FLOW_FAILED, TOKENIZATION_FAILED, approval, failedVisibly, openPayPal, paysAgain } from './paypal-shopper.mjs';
import { emulatorSuite } from './tier.mjs';

let t;
const it = emulatorSuite(test, 'paypal-v5-faults', (use) => { t = use; }, { emulatorOptions: { wallets: true } });
const BUTTON = '[data-braintree-id="paypal-button"] button';
const open = (paypal) => openPayPal(t, paypal, { authorization: TOKENIZATION_KEY, button: BUTTON });

for (const [fault, [status, body]] of Object.entries(FAULTS)) {
  it(`the payment resource (checkout), ${fault}: PayPal's window does not open, the sheet says PayPal failed; paid once it is back`, async () => {
    await open({ flow: 'checkout', amount: '10.00', currency: 'USD' });
    t.emulator.fail('create_payment_resource', status, body);
    await t.page.click(BUTTON);
    await failedVisibly(t, FLOW_FAILED, LOGGED[fault]);
    assert.ok(t.emulator.seen('create_payment_resource').length >= 1);
    assert.is(t.emulator.seen('paypal_accounts').length, 0);
    await paysAgain(t, BUTTON);
  });

  it(`the billing agreement (vault), ${fault}: the sheet says PayPal failed, the vault checkout is not left active; paid once it is back`, async () => {
    await open({ flow: 'vault' });
    t.emulator.fail('setup_billing_agreement', status, body);
    await t.page.click(BUTTON);
    await failedVisibly(t, FLOW_FAILED, LOGGED[fault]);
    await paysAgain(t, BUTTON);
  });

  it(`the account's tokenization, ${fault}: after the approval the sheet says the account could not be added${fault === 'malformed JSON' ? ' (the 200 braintree-web reads as an account without a nonce is refused)' : ''}; paid once it is back`, async () => {
    await open({ flow: 'checkout', amount: '10.00', currency: 'USD' });
    t.emulator.fail('paypal_accounts', status, body);
    await t.page.click(BUTTON);
    await approval(t.page).getByRole('button', { name: 'Approve' }).click();
    // The adapter's refusal of braintree-web's nonce-less account carries paypal-checkout's own code.
    await failedVisibly(t, TOKENIZATION_FAILED, fault === 'malformed JSON' ? (e) => e.code === 'PAYPAL_ACCOUNT_TOKENIZATION_FAILED' : LOGGED[fault]);
    assert.ok(t.emulator.seen('paypal_accounts').length >= 1);
    await paysAgain(t, BUTTON);
  });
}

test.run();
