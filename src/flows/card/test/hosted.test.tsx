import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { settle } from '../../../../test/unit/dom.js';
import { installClock } from '../../../../test/unit/support/clock.js';
import { hostedControl, startCard } from './support/harness.js';
import { FAKE_CLIENT } from '../../../../test/unit/support/flow-context.js';
import { cardSuite } from './support/suite.js';

cardSuite('hosted').run();

test('hosted fields are created with the gateway client in containers the sheet rendered', async () => {
  const card = await startCard('hosted', { challenges: ['cvv', 'postal_code'], flowOptions: { cardholderName: true } });
  const options = card.fake!.options;
  assert.is(options.client, FAKE_CLIENT);
  assert.equal(Object.keys(options.fields), ['cardholderName', 'number', 'expirationDate', 'cvv', 'postalCode']);
  for (const [name, field] of Object.entries(options.fields)) {
    // Each frame goes into a holder of ours (display: contents), the sheet's container's only child.
    const holder = field.container;
    const container = holder.parentElement!;
    assert.ok(holder.isConnected, `${name} holder is in the page`);
    assert.is(holder.style.display, 'contents');
    assert.ok(card.group(name)!.contains(container));
    assert.ok(container.classList.contains('braintree-form__hosted-field'));
    assert.is(card.group(name)!.querySelector('label')!.htmlFor, container.id, 'the label points at the container');
  }
  assert.equal(
    Object.fromEntries(Object.entries(options.fields).map(([name, field]) => [name, field.placeholder])),
    { cardholderName: 'Cardholder Name', number: '•••• •••• •••• ••••', expirationDate: 'MM/YY', cvv: '•••', postalCode: undefined },
  );
  await card.teardown();
});

test("the sheet's containers, not braintree-web's holders, are what the sheet, merchants and state classes see; a label click focuses its field", async () => {
  const card = await startCard('hosted');
  const fake = card.fake!;
  const container = (name: string) => card.group(name)!.querySelector<HTMLElement>('.braintree-form__hosted-field')!;
  card.driver.focus('number');
  card.driver.type('number', '4111111111111111');
  await settle();
  const [focused] = card.events('card:focus');
  assert.is(focused.fields.number.container, container('number'), 'the event names the sheet container');
  assert.ok(container('number').classList.contains('braintree-hosted-fields-focused'));
  assert.ok(container('number').classList.contains('braintree-hosted-fields-valid'));
  card.driver.type('expirationDate', '00/00');
  card.driver.focus('expirationDate');
  await settle();
  assert.not.ok(container('number').classList.contains('braintree-hosted-fields-focused'));
  assert.ok(container('expirationDate').classList.contains('braintree-hosted-fields-invalid'));
  card.group('cvv')!.querySelector('label')!.click();
  await settle();
  assert.equal(fake.focusCalls, ['cvv']);
  await card.teardown();
  card.group('cvv')?.querySelector('label')?.click();
  await settle();
  assert.equal(fake.focusCalls, ['cvv'], 'no label listener outlives the fields');
});

test('card.overrides.styles merge into the default field styles', async () => {
  const card = await startCard('hosted', {
    flowOptions: { overrides: { styles: { input: { fontSize: '18px', color: 'navy' }, ':focus': null, '.invalid': 'my-invalid-class' } } },
  });
  const styles = card.fake!.options.styles as Record<string, any>;
  assert.is(styles.input['font-size'], '18px');
  assert.is(styles.input.color, 'navy');
  assert.ok(styles.input['font-family']);
  assert.is(':focus' in styles, false);
  assert.is(styles['.invalid'], 'my-invalid-class');
  await card.teardown();
});

test('a shown error reaches the hosted field: aria-invalid and its message, then removed', async () => {
  const clock = installClock();
  const card = await startCard('hosted');
  card.driver.focus('cvv');
  card.driver.type('cvv', '1');
  card.driver.focusOutside();
  await settle();
  const fake = card.fake!;
  assert.is(fake.attributes.cvv['aria-invalid'], true);
  assert.is(fake.messages.cvv, 'This security code is not valid.');
  assert.is(card.group('cvv')!.querySelector('.braintree-form__hosted-field')!.getAttribute('aria-invalid'), 'true');
  card.driver.type('cvv', '12');
  card.driver.type('cvv', '');
  card.driver.type('cvv', '12');
  await settle();
  assert.is('aria-invalid' in fake.attributes.cvv, false);
  assert.is(fake.messages.cvv, '');
  assert.is(card.group('cvv')!.querySelector('.braintree-form__hosted-field')!.getAttribute('aria-invalid'), null);
  await card.teardown();
  clock.restore();
});

test('hosted fields that are not ready after 60 s fail the card option', async () => {
  const clock = installClock();
  hostedControl.hang = true;
  const card = await startCard('hosted');
  hostedControl.hang = false;
  const holders = Object.values(card.fake!.options.fields).map((field) => field.container);
  for (const holder of holders) holder.append(document.createElement('iframe')); // what the SDK injects
  const containers = holders.map((holder) => holder.parentElement!);
  clock.tick(59_999);
  await settle();
  assert.equal(card.failures, []);
  clock.tick(1);
  await settle();
  assert.is(card.failures.length, 1);
  assert.is(card.failures[0].code, 'HOSTED_FIELDS_TIMEOUT');
  assert.ok(containers.every((container) => !container.querySelector('iframe')), 'the dead frames are removed');
  await card.teardown();
  clock.restore();
});

test('hosted fields that become ready after teardown are torn down too', async () => {
  const card = await startCard('hosted');
  await card.teardown();
  assert.is(card.fake!.tornDown, true);
  let resolveLate!: (fake: unknown) => void;
  const create = (await import('braintree-web/hosted-fields')).default;
  const fakeCreate = create.create;
  create.create = (options) => {
    fakeCreate(options);
    return new Promise((resolve) => { resolveLate = resolve; });
  };
  const late = await startCard('hosted');
  await late.teardown();
  resolveLate(hostedControl.instances.at(-1));
  await settle();
  assert.is(hostedControl.instances.at(-1)!.tornDown, true);
  create.create = fakeCreate;
});

test('tokenizing before the hosted fields are ready rejects as an invalid form', async () => {
  hostedControl.hang = true;
  const card = await startCard('hosted');
  hostedControl.hang = false;
  const error = await card.instance.tokenize!({}).catch((e) => e);
  assert.is(error.code, 'HOSTED_FIELDS_FIELDS_INVALID');
  await card.teardown();
});

test.run();
