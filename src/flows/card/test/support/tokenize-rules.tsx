// The original behaviour: card tokenizing (validation first, vault flag, cardholder name, clearing, one at a time).
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import { settle } from '../../../../../test/unit/dom.js';
import { rejection } from './harness.js';
import type { CardContext, Start } from './suite.js';

export function tokenizeRules(test: Test<CardContext>, start: Start) {
  test('an optional empty cardholder name does not block the form and is not tokenized', async (context) => {
    const { instance, fillValid, errorText, driver } = await start(context, { flowOptions: { cardholderName: true } });
    driver.focus('cardholderName');
    driver.focus('number');
    context.clock.tick(150);
    await fillValid();
    assert.is(errorText('cardholderName'), '');
    assert.is(instance.requestable!.value, true);
    const method = await instance.tokenize!({});
    assert.is(method.details.cardholderName, undefined);
    if (context.card!.fake) assert.equal(context.card!.fake.tokenizeCalls[0].fieldsToTokenize, ['number', 'expirationDate', 'cvv']);
  });

  test('a required cardholder name must be filled', async (context) => {
    const { instance, fillValid, errorText, driver } = await start(context, { flowOptions: { cardholderName: { required: true } } });
    await fillValid();
    assert.is(instance.requestable!.value, false);
    await rejection(instance.tokenize!({}));
    assert.is(errorText('cardholderName'), 'Please fill out a cardholder name.');
    driver.type('cardholderName', 'Jane Shopper');
    await settle();
    assert.is(instance.requestable!.value, true);
    const method = await instance.tokenize!({});
    if (context.card!.fake) assert.is(context.card!.fake.tokenizeCalls[0].fieldsToTokenize, undefined);
    else assert.is(method.details.cardholderName, 'Jane Shopper');
  });

  test('tokenizing an invalid form shows every field error and rejects with hostedFieldsFieldsInvalidError', async (context) => {
    const { instance, driver, errorText, model } = await start(context);
    driver.type('number', '4111 1111 1111 1112');
    await settle();
    const error = await rejection(instance.tokenize!({}));
    assert.is(error.code, 'HOSTED_FIELDS_FIELDS_INVALID');
    await settle();
    assert.is(errorText('number'), 'This card number is not valid.');
    assert.is(errorText('expirationDate'), 'Please fill out an expiration date.');
    assert.is(errorText('cvv'), 'Please fill out a CVV.');
    assert.is(driver.ariaInvalid('cvv'), true);
    if (context.card!.fake) assert.is(context.card!.fake.tokenizeCalls.length, 0);
    assert.is(model.error.value, null, 'the shell shows the sheet error from the rejection');
  });

  test('a valid card tokenizes to a CreditCard method and the fields are cleared once the request succeeded', async (context) => {
    const { instance, fillValid, driver } = await start(context);
    await fillValid();
    const method = await instance.tokenize!({});
    assert.is(method.type, 'CreditCard');
    assert.match(method.nonce, /^tokencc_/);
    assert.is(method.details.lastFour, '1111');
    assert.is(method.description, 'ending in 11');
    assert.is(method.vaulted, undefined, 'guest checkout never vaults');
    if (context.card!.fake) assert.equal(context.card!.fake.tokenizeCalls[0], { vault: false });
    await settle();
    assert.match(driver.value('number'), /4111/, 'kept until the request is over (3D Secure may still fail)');
    instance.requestSettled!(true);
    await settle();
    assert.is(driver.value('number'), '');
    assert.is(driver.value('cvv'), '');
  });

  test('a request that failed after tokenizing (3D Secure) keeps what the shopper typed (WCAG 3.3.7)', async (context) => {
    const { instance, fillValid, driver } = await start(context);
    await fillValid();
    await instance.tokenize!({});
    instance.requestSettled!(false);
    await settle();
    assert.match(driver.value('number'), /4111/);
    assert.match(driver.value('cvv'), /\d{3}/);
    instance.requestSettled!(true);
    await settle();
    assert.match(driver.value('number'), /4111/, 'a later settle clears only what a new tokenization left');
  });

  test('the requestable state holds while the new method takes over, then follows the form again', async (context) => {
    const { instance, fillValid, model } = await start(context);
    await fillValid();
    await instance.tokenize!({});
    instance.requestSettled!(true);
    await settle();
    assert.is(model.sheetRequestable.value.card, true, 'cleared fields do not flip it during the transition');
    model.show('methods');
    await settle();
    assert.is(model.sheetRequestable.value.card, false);
  });

  test('clearFieldsAfterTokenization: false keeps the fields', async (context) => {
    const { instance, fillValid, driver } = await start(context, { flowOptions: { clearFieldsAfterTokenization: false } });
    await fillValid();
    await instance.tokenize!({});
    assert.match(driver.value('number'), /4111/);
  });

  test('a customer vaults by default; vaultCard: false does not', async (context) => {
    let card = await start(context, { customer: true });
    assert.ok(card.group('saveCard')!.classList.contains('braintree-hidden'), 'no save box without the override');
    await card.fillValid('5105105105105100');
    let method = await card.instance.tokenize!({});
    assert.is(method.vaulted, true);
    if (card.fake) assert.is(card.fake.tokenizeCalls[0].vault, true);
    await card.teardown();
    card = await start(context, { customer: true, flowOptions: { vault: { vaultCard: false } } });
    await card.fillValid('5105105105105100');
    method = await card.instance.tokenize!({});
    assert.is(method.vaulted, undefined);
    if (card.fake) assert.is(card.fake.tokenizeCalls[0].vault, false);
  });

  test('allowVaultCardOverride shows the save box, checked; unchecking it does not vault', async (context) => {
    const card = await start(context, { customer: true, flowOptions: { vault: { allowVaultCardOverride: true } } });
    const group = card.container.querySelector('[data-braintree-id="save-card-field-group"]')!;
    const box = card.container.querySelector<HTMLInputElement>('[data-braintree-id="save-card-input"]')!;
    assert.not.ok(group.classList.contains('braintree-hidden'));
    assert.is(box.checked, true);
    assert.match(group.querySelector('label')!.textContent!, 'Save card');
    box.click();
    await settle();
    await card.fillValid('5105105105105100');
    const method = await card.instance.tokenize!({});
    assert.is(method.vaulted, undefined);
    if (card.fake) assert.is(card.fake.tokenizeCalls[0].vault, false);
  });

  test('guest checkout never shows the save box nor vaults', async (context) => {
    const card = await start(context, { flowOptions: { vault: { allowVaultCardOverride: true, vaultCard: true } } });
    assert.ok(card.container.querySelector('[data-braintree-id="save-card-field-group"]')!.classList.contains('braintree-hidden'));
    await card.fillValid();
    const method = await card.instance.tokenize!({});
    assert.is(method.vaulted, undefined);
  });

  test('a second request while tokenizing does not tokenize twice', async (context) => {
    const { instance, fillValid, fake } = await start(context);
    await fillValid();
    const first = instance.tokenize!({});
    const second = instance.tokenize!({});
    assert.is(first, second);
    await first;
    if (fake) assert.is(fake.tokenizeCalls.length, 1);
  });

  test('a tokenization failure keeps the input and rejects with the gateway error', async (context) => {
    const { instance, fillValid, driver, fake } = await start(context);
    await fillValid('4000111111111115');
    if (fake) fake.tokenizeResult = () => Promise.reject(Object.assign(new Error('The supplied card data failed tokenization.'), { code: 'HOSTED_FIELDS_FAILED_TOKENIZATION' }));
    const error = await rejection(instance.tokenize!({}));
    assert.is(error.code, 'HOSTED_FIELDS_FAILED_TOKENIZATION');
    assert.match(driver.value('number'), /4000/);
    assert.is(instance.requestable!.value, true);
  });

  test('teardown tears the fields down', async (context) => {
    const card = await start(context);
    await card.teardown();
    context.card = undefined;
    if (card.fake) assert.is(card.fake.tornDown, true);
    assert.is(context.clock.pending(), 0);
  });
}
