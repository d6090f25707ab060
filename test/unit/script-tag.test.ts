import { freshContainer, settle } from './dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DropinError } from '../../src/errors.js';
import { integrate, readOptions } from '../../src/script-tag.js';

function page(attributes: Record<string, string>, inForm = true) {
  const root = freshContainer('page');
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  if (inForm) {
    const form = document.createElement('form');
    form.appendChild(script);
    root.appendChild(form);
  } else root.appendChild(script);
  return script as HTMLScriptElement;
}

function fakeEntry(result: { nonce: string; deviceData?: string } | Error) {
  const calls = { create: [] as any[], requests: 0 };
  return {
    calls,
    entry: {
      DropinError,
      create: async (options: any) => {
        calls.create.push(options);
        return {
          requestPaymentMethod: () => {
            calls.requests++;
            return result instanceof Error ? Promise.reject(result) : new Promise((r) => setTimeout(() => r(result), 5));
          },
        };
      },
    } as any,
  };
}

test('reads the allowlisted data-* options, JSON-parsed where they parse, in both spellings', () => {
  const script = page({
    'data-braintree-dropin-authorization': 'simulator_guest',
    'data-locale': 'de_DE',
    'data-payment-option-priority': '["paypal","card"]',
    'data-card.cardholder-name.required': 'true',
    'data-paypal.amount': '10.00',
    'data-braintree-dropin-paypal.flow': 'checkout',
    'data-vault-manager': 'true',
    'data-three-d-secure.amount': '"10.00"',
    'data-unknown-thing': 'x',
    'data-card.vault.vault-card': 'false',
  });
  assert.equal(readOptions(script), {
    locale: 'de_DE',
    paymentOptionPriority: ['paypal', 'card'],
    card: { cardholderName: { required: true } },
    paypal: { amount: 10, flow: 'checkout' },
    vaultManager: true,
    threeDSecure: { amount: '10.00' },
    authorization: 'simulator_guest',
  });
});

test('no authorization or no surrounding form is a clear error, and nothing is inserted', async () => {
  const { entry } = fakeEntry({ nonce: 'n' });
  const noAuth = page({ 'data-authorization': '' });
  await integrate(noAuth, entry).then(() => assert.unreachable(), (e) => {
    assert.is(e.name, 'DropinError');
    assert.is(e.message, 'Authorization not found in data-braintree-dropin-authorization attribute');
  });
  const noForm = page({ 'data-authorization': 'simulator_guest' }, false);
  await integrate(noForm, entry).then(() => assert.unreachable(), (e) => assert.is(e.message, 'No form found for script tag integration.'));
  assert.is(document.querySelectorAll('#page div').length, 0);
});

test('inserts the container before the script; submit fills the hidden fields and submits once', async () => {
  const script = page({ 'data-authorization': 'simulator_guest' });
  const form = script.closest('form')!;
  const { entry, calls } = fakeEntry({ nonce: 'nonce-1', deviceData: '{"device":1}' });
  let submitted = 0;
  (form as any).submit = () => submitted++;
  HTMLFormElement.prototype.submit = function () { submitted++; };
  await integrate(script, entry);
  assert.is(script.previousElementSibling, calls.create[0].container);
  form.dispatchEvent(new Event('submit', { cancelable: true }));
  form.dispatchEvent(new Event('submit', { cancelable: true }));
  await settle(10);
  assert.is(calls.requests, 1);
  assert.is(submitted, 1);
  assert.is(form.querySelector<HTMLInputElement>('input[name="payment_method_nonce"]')!.value, 'nonce-1');
  assert.is(form.querySelector<HTMLInputElement>('input[name="device_data"]')!.value, '{"device":1}');
});

test('a failed request does not submit and allows another try', async () => {
  const script = page({ 'data-authorization': 'simulator_guest' });
  const form = script.closest('form')!;
  const { entry, calls } = fakeEntry(new Error('No payment method is available.'));
  let submitted = 0;
  HTMLFormElement.prototype.submit = function () { submitted++; };
  await integrate(script, entry);
  form.dispatchEvent(new Event('submit', { cancelable: true }));
  await settle();
  form.dispatchEvent(new Event('submit', { cancelable: true }));
  await settle();
  assert.is(calls.requests, 2);
  assert.is(submitted, 0);
  assert.is(form.querySelector('input[name="payment_method_nonce"]'), null);
});

test.run();
