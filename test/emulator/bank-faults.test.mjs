// Emulator tier: gateway faults on featherdrop's own ways to pay (issues 29 and 30; docs/errors.md, "Gateway
// faults"): SEPA Direct Debit's mandate (`sepa_debit`), ACH's tokenization (GraphQL) and a local payment's
// payment resource (`local_payments/create`), each answered with a 500, a 401, malformed JSON and a connection
// reset. For each: a message in the sheet, what the shopper typed kept, no page error, and the next try paying
// once the gateway is back.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FAULTS } from './faults.mjs';
import { clientToken } from './gateway-fixtures.mjs';
import { bounded, createOk, emulatorSuite, eventually, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const it = emulatorSuite(test, 'bank-faults', (t) => ({ emulator, page, pageErrors } = t));

const sheetError = () => page.locator('[data-braintree-id="sheet-error"]');
const input = (hook) => page.locator(`[data-braintree-id="${hook}-input"]`);
const heal = () => emulator.reset();

async function fillSepa() {
  await createOk(page, { authorization: clientToken({ customer: false }), card: false, sepa: { customerId: 'customer-7', merchantAccountId: 'eur-account' } });
  await input('sepa-account-holder').fill('Anna Schmidt');
  await input('sepa-iban').fill('DE89370400440532013000');
}

async function fillAch() {
  emulator.state.merchant.usBankAccount = true;
  await createOk(page, { authorization: clientToken({ customer: false }), card: false, usBankAccount: { mandateText: 'I authorize Emulator Shop to debit the bank account above.' } });
  for (const [hook, value] of [['first-name', 'Jane'], ['last-name', 'Doe'], ['routing-number', '021000021'], ['account-number', '1000123456'],
    ['street-address', '1 Main St'], ['locality', 'New York'], ['region', 'NY'], ['postal-code', '10001']]) await input(`us-bank-account-${hook}`).fill(value);
  await input('us-bank-account-mandate').check();
}

async function openIdeal() {
  emulator.state.merchant.paypal = true;
  // A real network's time between the SDK's popup pages and the gateway's answers (local-payment.test.mjs).
  Object.assign(emulator.delays, { local_payments: 400, paypal_accounts: 300 });
  await createOk(page, { authorization: clientToken({ customer: false }), card: false, localPayment: {
    methods: ['ideal'], amount: '12.50', currencyCode: 'EUR', givenName: 'Jan', surname: 'Jansen',
    fallback: { url: 'https://shop.example/return', buttonText: 'Back to the shop' },
  } });
  await page.locator('[data-braintree-id="local-payment-button"]').waitFor();
}

for (const [fault, [status, body]] of Object.entries(FAULTS)) {
  it(`SEPA Direct Debit's mandate, ${fault}: the request rejects, the sheet says why, the IBAN is kept; approved once it is back`, async () => {
    await fillSepa();
    emulator.fail('sepa_debit', status, body);
    const failed = await requestPaymentMethod(page);
    assert.is(failed.error?.name, 'DropinError');
    await sheetError().filter({ hasText: /\S/ }).waitFor();
    // braintree-web reports any failure of the mandate request as SEPA_CREATE_MANDATE_FAILED; the adapter reports
    // the gateway's own failure (the emulator's malformed answer comes with a 200, which braintree-web cannot read).
    assert.is(await sheetError().textContent(), fault === 'malformed JSON' ? 'This account cannot be debited. Check the IBAN or choose another way to pay.' : 'Something went wrong on our end.');
    assert.is(await input('sepa-iban').inputValue(), 'DE89 3704 0044 0532 0130 00');
    heal();
    const popup = page.waitForEvent('popup');
    const pending = requestPaymentMethod(page);
    await (await popup).getByRole('button', { name: 'Approve' }).click();
    const paid = await pending;
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    assert.is(paid.value.type, 'SEPADebitAccount');
    assert.equal(pageErrors, []);
  });

  it(`ACH's tokenization, ${fault}: the request rejects, the sheet says why, every field is kept; paid once it is back`, async () => {
    await fillAch();
    emulator.fail('graphql', status, body);
    const failed = await requestPaymentMethod(page);
    assert.is(failed.error?.name, 'DropinError');
    await sheetError().filter({ hasText: /\S/ }).waitFor();
    assert.is(await sheetError().textContent(), 'Something went wrong on our end.');
    assert.equal([await input('us-bank-account-routing-number').inputValue(), await input('us-bank-account-account-number').inputValue()], ['021000021', '1000123456']);
    assert.ok(await input('us-bank-account-mandate').isChecked(), 'the agreement is kept');
    heal();
    emulator.state.merchant.usBankAccount = true;
    const paid = await requestPaymentMethod(page);
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    assert.is(paid.value.type, 'UsBankAccount');
    assert.equal(pageErrors, []);
  });

  it(`a local payment's payment resource, ${fault}: the window closes, the sheet says why; paid once it is back`, async () => {
    await openIdeal();
    emulator.fail('local_payments', status, body);
    const popup = page.waitForEvent('popup');
    await page.click('[data-braintree-id="local-payment-button"]');
    const window = await popup;
    await sheetError().filter({ hasText: /\S/ }).waitFor();
    assert.is(await sheetError().textContent(), fault === 'malformed JSON' ? 'The payment was not completed. Try again or choose another way to pay.' : 'Something went wrong on our end.');
    assert.ok(await eventually(() => window.isClosed(), 30_000), "the method's window is closed");
    assert.is(emulator.seen('paypal_accounts').length, 0);
    heal();
    Object.assign(emulator.delays, { local_payments: 400, paypal_accounts: 300 });
    const again = page.waitForEvent('popup');
    await page.click('[data-braintree-id="local-payment-button"]');
    const bank = await again;
    await bank.getByRole('button', { name: 'Approve' }).click();
    const paid = await bounded('requestPaymentMethod', page.evaluate(async () => {
      while (!window.dropin.isPaymentMethodRequestable()) await new Promise((resolve) => setTimeout(resolve, 50));
      return window.tier.request();
    }));
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    assert.is(paid.value.type, 'LocalPayment');
    assert.equal(pageErrors, []);
  });
}

test.run();
