// Emulator tier: SEPA Direct Debit with braintree-web's sepa module on the wire: the mandate request
// (`sepa_debit`), the popup through the SDK's frame service (our stand-in pages) to the bank's approval page,
// and the approval exchanged for a nonce (`payment_methods/sepa_debit_accounts`); a cancel in the popup.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientToken } from './gateway-fixtures.mjs';
import { createOk, emulatorSuite, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const it = emulatorSuite(test, 'sepa', (t) => ({ emulator, page, pageErrors } = t));

const SEPA = { customerId: 'customer-7', merchantAccountId: 'eur-account', mandateType: 'RECURRENT' };

async function fillSheet() {
  await createOk(page, { authorization: clientToken({ customer: false }), card: false, sepa: SEPA, locale: 'de_DE' });
  await page.locator('[data-braintree-id="sepa-account-holder-input"]').fill('Anna Schmidt');
  await page.locator('[data-braintree-id="sepa-iban-input"]').fill('DE89370400440532013000');
}

it('approved in the bank\'s popup: the mandate and the approval on the wire, a SEPADebitAccount', async () => {
  await fillSheet();
  const popup = page.waitForEvent('popup');
  const pending = requestPaymentMethod(page);
  const bank = await popup;
  await bank.getByRole('button', { name: 'Approve' }).click();
  const result = await pending;
  assert.equal(result.error, undefined, JSON.stringify(result.error));

  const [mandate, ...more] = emulator.seen('sepa_debit');
  assert.is(more.length, 0);
  assert.equal(mandate.body.sepa_debit, {
    account_holder_name: 'Anna Schmidt', billing_address: { country_code: 'DE' }, iban: 'DE89370400440532013000',
    merchant_or_partner_customer_id: 'customer-7', mandate_type: 'RECURRENT',
  });
  assert.is(mandate.body.merchant_account_id, 'eur-account');
  assert.is(mandate.body.locale, 'de_DE');
  const [approval] = emulator.seen('sepa_debit_accounts');
  assert.equal(approval.body.sepa_debit_account, {
    last_4: '3000', merchant_or_partner_customer_id: 'customer-7', bank_reference_token: 'emu-sepa-bank-reference-1', mandate_type: 'RECURRENT',
  });
  assert.is(result.value.nonce, 'emu-sepa-nonce-2');
  assert.is(result.value.type, 'SEPADebitAccount');
  assert.equal(result.value.details, { ibanLastFour: '3000', mandateType: 'RECURRENT', customerId: 'customer-7' });
  assert.ok(bank.isClosed(), 'the SDK closed its popup');
  assert.equal(pageErrors, []);
});

it('canceled in the popup: nothing exchanged, the message shown in the widget\'s language, the IBAN kept', async () => {
  await fillSheet();
  const popup = page.waitForEvent('popup');
  const pending = requestPaymentMethod(page);
  await (await popup).getByRole('button', { name: 'Cancel' }).click();
  const result = await pending;
  assert.is(result.error.message, 'No payment method is available.');
  assert.is(emulator.seen('sepa_debit_accounts').length, 0);
  await page.locator('[data-braintree-id="sheet-error"]', { hasText: 'Das Mandat wurde nicht erteilt' }).waitFor();
  assert.is(await page.locator('[data-braintree-id="sepa-iban-input"]').inputValue(), 'DE89 3704 0044 0532 0130 00');
});

it('a mandate the gateway refuses: no popup, its message', async () => {
  await fillSheet();
  emulator.override('sepa_debit', 422, { error: { message: 'emulator: SEPA not enabled for this merchant account' } });
  let popups = 0;
  page.on('popup', () => { popups += 1; });
  const result = await requestPaymentMethod(page);
  assert.is(result.error.message, 'No payment method is available.');
  await page.locator('[data-braintree-id="sheet-error"]', { hasText: 'Von diesem Konto kann nicht abgebucht werden' }).waitFor();
  assert.is(popups, 0);
});

test.run();
