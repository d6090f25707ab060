// Emulator tier: a new card typed into hosted fields (the emulator's own card frame page, card-frame/; the real
// one is not in the npm package) and tokenized over REST by braintree-web's Client.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { INVALID_CARD, clientToken } from './gateway-fixtures.mjs';
import { cardField, createOk, emulatorSuite, installClock, requestPaymentMethod, typeCard as typeCardInto } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const it = emulatorSuite(test, 'card', (t) => ({ emulator, page, pageErrors } = t));

const field = (name) => cardField(page, name);

const typeCard = (card) => typeCardInto(page, card);

it('a guest types a card: POST credit_cards carries it, the nonce comes back, the card is listed', async () => {
  await createOk(page, { authorization: clientToken({ customer: false }) });
  await typeCard();
  assert.ok(await page.evaluate(() => window.tier.events.some((e) => e.name === 'paymentMethodRequestable')), 'paymentMethodRequestable emitted');
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));

  const [tokenize, ...more] = emulator.seen('credit_cards');
  assert.is(more.length, 0, 'tokenized once');
  assert.equal(tokenize.body.creditCard, {
    number: '4111111111111111', expirationDate: '12/30', cvv: '123', billingAddress: { postalCode: '12345' }, options: { validate: false },
  });
  assert.is(tokenize.body.authorizationFingerprint, 'emu_fingerprint');
  assert.is(tokenize.body.braintreeLibraryVersion, 'braintree/web/3.144.0');
  assert.is(tokenize.body._meta.source, 'hosted-fields');
  assert.is(paid.value.nonce, 'emu-card-nonce-1');
  assert.is(paid.value.type, 'CreditCard');
  assert.equal([paid.value.details.cardType, paid.value.details.lastFour], ['Visa', '1111']);
  assert.is(paid.value.vaulted, undefined);
  await page.locator('.braintree-method:has-text("1111")').waitFor();
  assert.equal(pageErrors, []);
});

it("a customer's card is saved by default: the tokenization asks the gateway to validate and vault it", async () => {
  await createOk(page, { authorization: clientToken(), card: { vault: { allowVaultCardOverride: true } } });
  await page.click('[data-braintree-id="toggle"]'); // the card is the only other option: its sheet opens
  await typeCard({ number: '5555 5555 5555 4444' });
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(emulator.seen('credit_cards')[0].body.creditCard.options.validate, true);
  assert.is(emulator.seen('credit_cards')[0].body.authorizationFingerprint, 'emu_fingerprint&customer_id=42');
  assert.is(paid.value.vaulted, true);
  assert.is(paid.value.details.cardType, 'MasterCard');
});

it('the gateway refuses the card (422): the shopper sees why and keeps what they typed', async () => {
  await createOk(page, { authorization: clientToken({ customer: false }) });
  await typeCard();
  emulator.override('credit_cards', 422, INVALID_CARD);
  const paid = await requestPaymentMethod(page);
  assert.ok(paid.error, 'requestPaymentMethod rejects');
  await page.locator('[data-braintree-id="sheet-error-text"]').waitFor();
  assert.is(await page.textContent('[data-braintree-id="sheet-error-text"]'), 'Check your information and try again.');
  assert.is(await field('number').inputValue(), '4111 1111 1111 1111');
  assert.is(await field('cvv').inputValue(), '123');

  const again = await requestPaymentMethod(page);
  assert.equal(again.error, undefined, JSON.stringify(again.error));
  assert.is(emulator.seen('credit_cards').length, 2);
});

it('the hosted fields the shopper must fill are marked aria-required inside their frames', async () => {
  await createOk(page, { authorization: clientToken({ customer: false }) });
  for (const name of ['number', 'expirationDate', 'cvv', 'postalCode']) {
    const frame = page.frameLocator(`iframe[name="braintree-hosted-field-${name}"]`);
    await frame.locator('input[aria-required="true"]').waitFor({ timeout: 5000 });
  }
});

it('the inputs inside the frames the sheet creates are named as their visible labels, in the widget\'s language (de_DE)', async () => {
  // A customer's card sheet creates its own frames (a guest's early frames keep braintree-web's English names).
  await createOk(page, { authorization: clientToken(), locale: 'de_DE' });
  await page.click('[data-braintree-id="toggle"]');
  const names = {};
  for (const name of ['number', 'expirationDate', 'cvv', 'postalCode']) {
    await field(name).waitFor();
    names[name] = await field(name).getAttribute('aria-label');
  }
  const visible = await page.$$eval('.braintree-form__label', (labels) => labels.map((label) => label.firstChild.textContent.trim()));
  assert.equal(Object.values(names), visible);
  assert.equal(names, { number: 'Kartennummer', expirationDate: 'Ablaufdatum', cvv: 'Prüfnummer', postalCode: 'Postleitzahl' });
});

it('empty fields: nothing goes to the gateway and every field says what is missing', async () => {
  await createOk(page, { authorization: clientToken({ customer: false }) });
  await page.locator('[data-braintree-id="card-view-icons"]').waitFor();
  await field('number').waitFor();
  const paid = await requestPaymentMethod(page);
  assert.is(paid.error?.message, 'No payment method is available.');
  assert.is(await page.textContent('[data-braintree-id="number-field-error"]'), 'Please fill out a card number.');
  assert.is(await page.textContent('[data-braintree-id="postal-code-field-error"]'), 'Please fill out a postal code.');
  assert.is(emulator.seen('credit_cards').length, 0);
});

it('a new card with 3D Secure: tokenized, then looked up by its new nonce and BIN', async () => {
  await createOk(page, { authorization: clientToken({ customer: false }), threeDSecure: { amount: '5.00' } });
  await typeCard({ number: '5555 5555 5555 4444' });
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  const [lookup] = emulator.seen('lookup');
  assert.is(lookup.path.split('/payment_methods/')[1], 'emu-card-nonce-1/three_d_secure/lookup');
  assert.is(lookup.body.bin, '555555');
  assert.is(lookup.body.amount, '5.00');
  assert.is(paid.value.liabilityShifted, true);
});

it('card.billingAddress: the address typed reaches the tokenization (the postal code field wins) and the 3D Secure lookup', async () => {
  await createOk(page, {
    authorization: clientToken({ customer: false }), threeDSecure: { amount: '5.00' },
    card: { billingAddress: { fields: ['countryCodeAlpha2', 'streetAddress', 'locality', 'region', 'postalCode'], required: ['streetAddress'] } },
  });
  await page.selectOption('[data-braintree-id="billing-country-field-group"] select', 'US');
  await page.fill('[data-braintree-id="billing-street-address-field-group"] input', '1 Main St');
  await page.fill('[data-braintree-id="billing-locality-field-group"] input', 'Chicago');
  await page.selectOption('[data-braintree-id="billing-region-field-group"] select', 'IL');
  await typeCard({ number: '5555 5555 5555 4444', postalCode: '60606' });
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.equal(emulator.seen('credit_cards')[0].body.creditCard.billingAddress, {
    streetAddress: '1 Main St', locality: 'Chicago', region: 'IL', countryCodeAlpha2: 'US', postalCode: '60606',
  });
  const { additionalInfo } = emulator.seen('lookup')[0].body;
  assert.equal([additionalInfo.billingLine1, additionalInfo.billingCity, additionalInfo.billingState, additionalInfo.billingCountryCode], ['1 Main St', 'Chicago', 'IL', 'US']);
  assert.equal(paid.value.billingAddress, { countryCodeAlpha2: 'US', streetAddress: '1 Main St', locality: 'Chicago', region: 'IL' });
});

it('no frame page (the real one is not in the npm package): the widget never hangs and the card option fails after 60 s', async () => {
  await installClock(page); // Chromium's timers, so the 60 s hosted-fields timeout can be fast-forwarded
  emulator.fail('hosted_fields_frame', 404);
  const result = await createOk(page, { authorization: clientToken() });
  assert.equal(result.value.options, ['card']);
  await page.click('[data-braintree-id="toggle"]');
  await page.locator('iframe[name="braintree-hosted-field-number"]').waitFor({ state: 'attached' });
  assert.is(await page.locator('[data-braintree-id="toggle"]').isVisible(), true, 'the shopper can go back to the saved cards');

  await page.clock.fastForward(60_000);
  // The failed option goes away with the developer message; the saved cards stay payable.
  await page.locator('[data-braintree-id="sheet-error-text"]').waitFor();
  assert.is(await page.textContent('[data-braintree-id="sheet-error-text"]'), 'Developer Error: Something went wrong. Check the console for details.');
  await page.locator('[data-braintree-id="methods"]').waitFor();
  assert.is(await page.locator('iframe[name^="braintree-hosted-field-"]').count(), 0, 'the dead frames are gone');
  assert.is(await page.locator('[data-braintree-id="toggle"]').isVisible(), false, 'no other way to pay is offered');
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(paid.value.nonce, 'emu-vaulted-visa-nonce');
  assert.ok(emulator.seen('hosted_fields_frame').length >= 3, 'the frames were asked for');
  assert.equal(pageErrors, []);
});

test.run();
