import { freshContainer, settle } from './dom.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DropinError } from '../../src/errors.js';
import { holdForm } from '../../src/form-hold.js';
import { integrate, readOptions } from '../../src/script-tag.js';
import { captureConsoleError } from './support/console.js';

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
    'data-open-first': 'card',
    'data-layout': 'tabs',
    'data-express-checkout': '["paypal","venmo"]',
  });
  assert.equal(readOptions(script), {
    locale: 'de_DE',
    paymentOptionPriority: ['paypal', 'card'],
    card: { cardholderName: { required: true } },
    paypal: { amount: 10, flow: 'checkout' },
    vaultManager: true,
    threeDSecure: { amount: '10.00' },
    openFirst: 'card',
    layout: 'tabs',
    expressCheckout: ['paypal', 'venmo'],
    authorization: 'simulator_guest',
  });
});

test('every script-tag attribute a slice declares (its attributes.json) is read, as its option path', () => {
  const declared = readdirSync('src/flows').filter((slice) => existsSync(`src/flows/${slice}/attributes.json`))
    .flatMap((slice) => JSON.parse(readFileSync(`src/flows/${slice}/attributes.json`, 'utf8')).scriptTag ?? []) as string[];
  assert.ok(declared.includes('paypal-credit.landing-page-type') && declared.includes('vault-manager'), 'the slices\' attributes are found');
  // A nested one (card.cardholder-name.required) and its parent (card.cardholder-name) cannot both be set: read each alone.
  for (const name of declared) {
    const path = name.split('.').map((part) => part.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()));
    const expected = path.reduceRight<unknown>((value, key) => ({ [key]: value }), 'x');
    assert.equal(readOptions(page({ [`data-${name}`]: 'x', 'data-authorization': 'a' })), { ...(expected as object), authorization: 'a' }, name);
  }
});

const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
};

/** Counts native submissions (the glue submits through HTMLFormElement.prototype.submit). */
function countSubmissions() {
  const counter = { count: 0 };
  HTMLFormElement.prototype.submit = function () { counter.count++; };
  return counter;
}

test('no authorization or no surrounding form is a clear error; without a form nothing is inserted', async () => {
  const { entry } = fakeEntry({ nonce: 'n' });
  const noAuth = page({ 'data-authorization': '' });
  await integrate(noAuth, entry, holdForm(noAuth)).then(() => assert.unreachable(), (e) => {
    assert.is(e.name, 'DropinError');
    assert.is(e.message, 'Authorization not found in data-braintree-dropin-authorization attribute');
  });
  const noForm = page({ 'data-authorization': 'simulator_guest' }, false);
  await integrate(noForm, entry, holdForm(noForm)).then(() => assert.unreachable(), (e) => assert.is(e.message, 'No form found for script tag integration.'));
  assert.is(document.querySelectorAll('#page div').length, 0);
});

test('the widget goes into the container the hold inserted before the script; submit fills the hidden fields and submits once', async () => {
  const script = page({ 'data-authorization': 'simulator_guest' });
  const form = script.closest('form')!;
  const { entry, calls } = fakeEntry({ nonce: 'nonce-1', deviceData: '{"device":1}' });
  const submitted = countSubmissions();
  const hold = holdForm(script);
  assert.is(script.previousElementSibling, hold.container);
  await integrate(script, entry, hold);
  assert.is(calls.create[0].container, hold.container);
  assert.ok(submit(form));
  assert.ok(submit(form));
  await settle(10);
  assert.is(calls.requests, 1);
  assert.is(submitted.count, 1);
  const nonce = form.querySelector<HTMLInputElement>('input[name="payment_method_nonce"]')!;
  const deviceData = form.querySelector<HTMLInputElement>('input[name="device_data"]')!;
  assert.is(nonce.value, 'nonce-1');
  assert.is(deviceData.value, '{"device":1}');
  // The shopper never sees them (test/browser/core.test.mjs checks that in Chromium's layout).
  assert.is(nonce.getAttribute('type'), 'hidden');
  assert.is(deviceData.getAttribute('type'), 'hidden');
});

test('a failed request does not submit and allows another try', async () => {
  const script = page({ 'data-authorization': 'simulator_guest' });
  const form = script.closest('form')!;
  const { entry, calls } = fakeEntry(new Error('No payment method is available.'));
  const submitted = countSubmissions();
  await integrate(script, entry, holdForm(script));
  submit(form);
  await settle();
  submit(form);
  await settle();
  assert.is(calls.requests, 2);
  assert.is(submitted.count, 0);
  assert.is(form.querySelector('input[name="payment_method_nonce"]'), null);
});

test('the form is held from the moment the script runs: a submit before the widget is ready waits for it', async () => {
  const script = page({ 'data-authorization': 'simulator_guest' });
  const form = script.closest('form')!;
  const submitted = countSubmissions();
  const hold = holdForm(script);
  assert.ok(submit(form), 'the browser does not post the form');
  assert.is(submitted.count, 0);
  const { entry, calls } = fakeEntry({ nonce: 'nonce-early' });
  await integrate(script, entry, hold);
  await settle(10);
  assert.is(calls.requests, 1, 'the early submit runs once the widget is ready');
  assert.is(submitted.count, 1);
  assert.is(form.querySelector<HTMLInputElement>('input[name="payment_method_nonce"]')!.value, 'nonce-early');
});

test('after a failed setup the form stays blocked and the failure is logged and shown', async () => {
  const script = page({ 'data-authorization': 'simulator_guest' });
  const form = script.closest('form')!;
  const submitted = countSubmissions();
  const hold = holdForm(script);
  const entry = { DropinError, create: () => Promise.reject(new DropinError('There was an error creating Drop-in.')) } as any;
  const log = captureConsoleError();
  await integrate(script, entry, hold).catch(hold.fail);
  log.restore();
  assert.is((log.logged[0] as Error).message, 'There was an error creating Drop-in.');
  assert.ok(submit(form));
  assert.ok(submit(form));
  await settle();
  assert.is(submitted.count, 0);
  assert.is(form.querySelector('input[name="payment_method_nonce"]'), null);
  const shown = hold.container!.querySelector('[data-braintree-id="sheet-error"]')!;
  assert.is(shown.getAttribute('role'), 'alert');
  assert.is(shown.textContent, 'Something went wrong on our end.');
});

test.run();
