// The original screens and validation: what the card sheet shows, how it validates, which events it forwards.
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import { settle } from '../../../../../test/unit/dom.js';
import { rejection } from './harness.js';
import type { CardContext, Start } from './suite.js';

export function formRules(test: Test<CardContext>, start: Start) {
  test('renders number, expiration date and CVV with the original hooks and labels', async (context) => {
    const { container, group } = await start(context);
    assert.ok(group('number'));
    assert.ok(group('expirationDate'));
    assert.ok(group('cvv'));
    assert.is(group('postalCode'), null);
    assert.is(group('cardholderName'), null);
    const labels = [...container.querySelectorAll('label.braintree-form__label')].map((l) => l.textContent);
    assert.equal(labels, ['Card Number', 'Expiration Date (MM/YY)', 'CVV (3 digits)']);
    for (const label of container.querySelectorAll('label.braintree-form__label')) {
      assert.ok(container.querySelector(`#${label.getAttribute('for')}`), 'every label points at its field');
    }
    assert.ok(container.querySelector('[data-braintree-id="number-field-error"][role="alert"]'));
    assert.ok(container.querySelector('[data-braintree-id="card-number-icon"]'));
    assert.ok(container.querySelector('[data-braintree-id="cvv-icon"]'));
  });

  test('CVV and postal code follow the gateway challenges; overrides can remove but not add them', async (context) => {
    let card = await start(context, { challenges: ['cvv', 'postal_code'] });
    assert.ok(card.group('postalCode'));
    assert.match(card.group('postalCode')!.textContent!, 'Postal Code');
    await card.teardown();
    card = await start(context, { challenges: ['cvv', 'postal_code'], flowOptions: { overrides: { fields: { cvv: null, postalCode: null } } } });
    assert.is(card.group('cvv'), null);
    assert.is(card.group('postalCode'), null);
    await card.teardown();
    card = await start(context, { challenges: [], flowOptions: { overrides: { fields: { cvv: { placeholder: 'CVC' } } } } });
    assert.is(card.group('cvv'), null);
  });

  test('field overrides reach the fields', async (context) => {
    const { driver } = await start(context, { flowOptions: { overrides: { fields: { number: { placeholder: '4111 …' } } } } });
    assert.is(driver.placeholder('number'), '4111 …');
    assert.is(driver.placeholder('expirationDate'), 'MM/YY');
  });

  test('brand icons are shown for the supported types only', async (context) => {
    const { container } = await start(context, { supportedCardTypes: ['Visa', 'MasterCard'] });
    const hidden = (brand: string) => container.querySelector(`[data-braintree-id="${brand}-card-icon"]`)!.classList.contains('braintree-hidden');
    assert.is(hidden('visa'), false);
    assert.is(hidden('master-card'), false);
    assert.is(hidden('american-express'), true);
    assert.is(hidden('unionpay'), true);
  });

  test('a detected Visa shows its icon and a 3-digit CVV hint; American Express a 4-digit one', async (context) => {
    const { driver, group, container } = await start(context);
    driver.type('number', '4111');
    await settle();
    assert.ok(group('number')!.classList.contains('braintree-form__field-group--card-type-known'));
    // The number field shows the detected brand's mark: the same artwork as the brand row's (issue 16: no text chips).
    const mark = (selector: string) => container.querySelector(`${selector} path`)?.getAttribute('d');
    assert.ok(mark('[data-braintree-id="visa-card-icon"]'));
    assert.is(mark('[data-braintree-id="card-number-icon"]'), mark('[data-braintree-id="visa-card-icon"]'));
    assert.is(container.querySelector('[data-braintree-id="cvv-label-descriptor"]')!.textContent, '(3 digits)');
    assert.is(driver.placeholder('cvv'), '•••');
    driver.type('number', '3782 822463 10005');
    await settle();
    assert.is(container.querySelector('[data-braintree-id="cvv-label-descriptor"]')!.textContent, '(4 digits)');
    assert.is(driver.placeholder('cvv'), '••••');
    assert.is(mark('[data-braintree-id="card-number-icon"]'), mark('[data-braintree-id="american-express-card-icon"]'));
    driver.type('number', '');
    await settle();
    assert.not.ok(group('number')!.classList.contains('braintree-form__field-group--card-type-known'));
    assert.is(container.querySelector('[data-braintree-id="cvv-label-descriptor"]')!.textContent, '(3 digits)');
  });

  test('a merchant CVV placeholder does not follow the card type', async (context) => {
    const { driver } = await start(context, { flowOptions: { overrides: { fields: { cvv: { placeholder: 'CVC' } } } } });
    driver.type('number', '378282246310005');
    await settle();
    assert.is(driver.placeholder('cvv'), 'CVC');
  });

  test('the sheet is requestable exactly while the form is valid', async (context) => {
    const { driver, instance, model, fillValid } = await start(context);
    assert.is(instance.requestable!.value, false);
    await fillValid();
    assert.is(instance.requestable!.value, true);
    assert.is(model.sheetRequestable.value.card, true);
    driver.type('cvv', '1');
    await settle();
    assert.is(instance.requestable!.value, false);
    assert.is(model.sheetRequestable.value.card, false);
  });

  test('a valid number of a type the gateway does not accept shows the unsupported message and is not valid', async (context) => {
    const { driver, instance, fillValid, errorText, group, container } = await start(context, { supportedCardTypes: ['Visa'] });
    await fillValid('5555555555554444');
    assert.is(instance.requestable!.value, false);
    assert.not.ok(group('number')!.querySelector('.braintree-form__hosted-field')!.classList.contains('braintree-form__field--valid'));
    assert.ok(container.querySelector('[data-braintree-id="expiration-date-field-group"] .braintree-form__field--valid'));
    driver.focus('number');
    driver.focus('expirationDate');
    await settle();
    assert.is(errorText('number'), 'This card type is not supported. Please try another card.');
    assert.ok(group('number')!.classList.contains('braintree-form__field-group--has-error'));
    const error = await rejection(instance.tokenize!({}));
    assert.is(error.code, 'HOSTED_FIELDS_FIELDS_INVALID');
  });

  test('Diners Club is accepted by gateways that list Discover', async (context) => {
    const { instance, fillValid } = await start(context, { supportedCardTypes: ['Discover'] });
    await fillValid('36259600000004');
    assert.is(instance.requestable!.value, true);
  });

  test('an invalid field shows its message on blur, marked for assistive technology', async (context) => {
    const { driver, errorText, group } = await start(context);
    driver.focus('expirationDate');
    driver.type('expirationDate', '01/20');
    await settle();
    assert.is(errorText('expirationDate'), '', 'not while typing');
    driver.focusOutside();
    await settle();
    assert.is(errorText('expirationDate'), 'This expiration date is not valid.');
    assert.ok(group('expirationDate')!.classList.contains('braintree-form__field-group--has-error'));
    assert.is(driver.ariaInvalid('expirationDate'), true);
  });

  test('an invalid error clears once the field is potentially valid again', async (context) => {
    const { driver, errorText, group } = await start(context);
    driver.focus('number');
    driver.type('number', '5555 5555 5555 4445');
    driver.focusOutside();
    await settle();
    assert.is(errorText('number'), 'This card number is not valid.');
    driver.type('number', '5555 5555 5555 444');
    await settle();
    assert.is(errorText('number'), '');
    assert.not.ok(group('number')!.classList.contains('braintree-form__field-group--has-error'));
    assert.is(driver.ariaInvalid('number'), false);
  });

  test('an empty field shows its message 150 ms after blur while focus stays in another field', async (context) => {
    const { driver, errorText } = await start(context);
    driver.focus('number');
    driver.focus('expirationDate');
    await settle();
    context.clock.tick(149);
    await settle();
    assert.is(errorText('number'), '');
    context.clock.tick(1);
    await settle();
    assert.is(errorText('number'), 'Please fill out a card number.');
    assert.is(driver.ariaInvalid('number'), true);
  });

  test('an empty field shows no message when focus leaves the form', async (context) => {
    const { driver, errorText } = await start(context);
    driver.focus('number');
    driver.focusOutside();
    context.clock.tick(150);
    await settle();
    assert.is(errorText('number'), '');
  });

  test('an empty error clears when the field is no longer empty', async (context) => {
    const { driver, errorText } = await start(context);
    driver.focus('cvv');
    driver.focus('number');
    context.clock.tick(150);
    await settle();
    assert.is(errorText('cvv'), 'Please fill out a CVV.');
    driver.type('cvv', '1');
    await settle();
    assert.is(errorText('cvv'), '');
  });

  test('focus marks its field group', async (context) => {
    const { driver, group } = await start(context);
    driver.focus('number');
    await settle();
    assert.ok(group('number')!.classList.contains('braintree-form__field-group--is-focused'));
    driver.focus('cvv');
    await settle();
    assert.not.ok(group('number')!.classList.contains('braintree-form__field-group--is-focused'));
    assert.ok(group('cvv')!.classList.contains('braintree-form__field-group--is-focused'));
  });

  test('a valid field container gets braintree-form__field--valid', async (context) => {
    const { driver, container } = await start(context);
    driver.type('expirationDate', '12/30');
    await settle();
    const valid = container.querySelector('[data-braintree-id="expiration-date-field-group"] .braintree-form__hosted-field')!;
    assert.ok(valid.classList.contains('braintree-form__field--valid'));
    driver.type('expirationDate', '1');
    await settle();
    assert.not.ok(valid.classList.contains('braintree-form__field--valid'));
  });

  test('card events are forwarded with the hosted-fields payload', async (context) => {
    const { driver, events, group } = await start(context);
    driver.focus('number');
    driver.type('number', '4111 11');
    driver.type('number', '4111 1111 1111 1111');
    driver.type('number', '');
    driver.focus('cvv');
    driver.enter('cvv');
    for (const name of ['focus', 'blur', 'empty', 'notEmpty', 'validityChange', 'cardTypeChange', 'binAvailable', 'inputSubmitRequest']) {
      assert.ok(events(`card:${name}`).length, `card:${name} forwarded`);
    }
    const [focus] = events('card:focus');
    assert.is(focus.emittedBy, 'number');
    assert.equal(Object.keys(focus.fields), ['number', 'expirationDate', 'cvv']);
    const number = focus.fields.number;
    assert.equal(
      { isEmpty: number.isEmpty, isValid: number.isValid, isPotentiallyValid: number.isPotentiallyValid, isFocused: number.isFocused },
      { isEmpty: true, isValid: false, isPotentiallyValid: true, isFocused: true },
    );
    assert.ok(group('number')!.contains(number.container), 'container is the field element in the sheet');
    const [typeChange] = events('card:cardTypeChange');
    assert.equal(typeChange.cards.map((c: any) => [c.type, c.niceType, c.code]), [['visa', 'Visa', { name: 'CVV', size: 3 }]]);
    assert.equal(events('card:binAvailable')[0], { bin: '411111' });
    assert.is(events('card:inputSubmitRequest')[0].emittedBy, 'cvv');
  });

  test('the first field is focused 50 ms after the sheet is shown', async (context) => {
    const { instance, group } = await start(context);
    instance.shown!();
    context.clock.tick(49);
    await settle();
    assert.not.ok(group('number')!.contains(document.activeElement));
    context.clock.tick(1);
    await settle();
    assert.ok(group('number')!.contains(document.activeElement));
  });

  test('the cardholder name comes first and takes the focus when configured', async (context) => {
    const { instance, group, container } = await start(context, { flowOptions: { cardholderName: true } });
    const groups = [...container.querySelectorAll('[data-braintree-id$="-field-group"]')].map((g) => g.getAttribute('data-braintree-id'));
    assert.equal(groups.slice(0, 2), ['cardholder-name-field-group', 'number-field-group']);
    instance.shown!();
    context.clock.tick(50);
    await settle();
    assert.ok(group('cardholderName')!.contains(document.activeElement));
  });

  test('teardown cancels the pending focus', async (context) => {
    const card = await start(context);
    card.instance.shown!();
    await card.teardown();
    context.card = undefined;
    assert.is(context.clock.pending(), 0);
  });
}
