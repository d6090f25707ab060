// Venmo on braintree-web/venmo (faked): the registry and the production adapter.
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { test } from 'uvu';
import { captureConsoleError } from '../../../../test/unit/support/console.js';
import * as assert from 'uvu/assert';
import { settle } from '../../../../test/unit/dom.js';
import { SILENT_CODES } from '../index.js';
import { enabledWith, optionDefinition } from '../../../../test/unit/support/gateways.js';
import { fake, venmoError } from './support/fake-venmo.js';
import { prepareVenmo, rejection } from './support/harness.js';
import { click, s, start, useVenmoSession } from './support/session.js';

useVenmoSession();

// ---- registry ----

test('registry: enabled with venmo true or an object and payWithVenmo; eager; saved Venmo accounts never listed', () => {
  assert.is(enabledWith('venmo', { venmo: true }, { payWithVenmo: true }), true);
  assert.is(enabledWith('venmo', { venmo: { profileId: 'p' } }, { payWithVenmo: true }), true);
  assert.is(enabledWith('venmo', { venmo: true }, { payWithVenmo: false }), false);
  assert.is(enabledWith('venmo', { venmo: false }, { payWithVenmo: true }), false);
  assert.is(enabledWith('venmo', {}, { payWithVenmo: true }), false);
  assert.is(optionDefinition('venmo').eager, true);
  assert.equal(optionDefinition('venmo').savedTypes ?? [], []);
});

// ---- production adapter on braintree-web/venmo ----

test('creates braintree-web/venmo with desktop allowed, a multi-use nonce, new tabs allowed, and the merchant options', async () => {
  await start();
  assert.equal(fake.created[0], { allowDesktop: true, paymentMethodUsage: 'multi_use', allowNewBrowserTab: true, client: { fake: 'client' } });
  assert.equal(fake.supportedCalls[0], { allowDesktop: true, paymentMethodUsage: 'multi_use', allowNewBrowserTab: true });
  await s.h!.teardown();
  await start({ flowOptions: { allowNewBrowserTab: false, mobileWebFallBack: true, profileId: 'profile', deepLinkReturnUrl: 'https://merchant.example/return', allowDesktop: false } });
  assert.equal(fake.created[1], {
    allowDesktop: false, paymentMethodUsage: 'multi_use', allowNewBrowserTab: false, mobileWebFallBack: true, profileId: 'profile',
    deepLinkReturnUrl: 'https://merchant.example/return', client: { fake: 'client' },
  });
  assert.is(fake.supportedCalls[1].allowNewBrowserTab, false, 'browser support is judged with the merchant options');
});

test('the production options enable the SDK\'s own desktop fallback, payment context polling and app-switch return', async () => {
  // braintree-web/venmo (venmo.js): allowDesktop === true selects the desktop QR flow, whose setup
  // failure sets _useDesktopQRFlow = false (the app switch); allowDesktopWebLogin would replace the QR
  // flow with a login popup, so it is left to the merchant; paymentMethodUsage (non-legacy flow)
  // creates the payment context the manual-return polling (250 ms, 5 min) reads.
  await start();
  const created = fake.created[0];
  assert.is(created.allowDesktop, true);
  assert.is(created.paymentMethodUsage, 'multi_use');
  assert.not.ok('allowDesktopWebLogin' in created);
  assert.not.ok('requireManualReturn' in created);
  await s.h!.teardown();
  await start({ flowOptions: { mobileWebFallBack: true, allowDesktopWebLogin: true, requireManualReturn: true, paymentMethodUsage: 'single_use' } });
  assert.equal(fake.created[1], {
    allowDesktop: true, paymentMethodUsage: 'single_use', allowNewBrowserTab: true, mobileWebFallBack: true, allowDesktopWebLogin: true,
    requireManualReturn: true, client: { fake: 'client' },
  }, 'the merchant\'s venmo options reach the SDK unchanged');
});

test('an unsupported browser fails the setup (option failed) without creating the module', async () => {
  fake.supported = false;
  s.h = await prepareVenmo({ kind: 'braintree' });
  const error = await rejection(s.h.start());
  assert.match(error.message, /not supported/);
  assert.is(fake.created.length, 0);
});

test('profileId and deepLinkReturnUrl must be strings (both adapters)', async () => {
  for (const kind of ['braintree', 'simulator'] as const) {
    s.h = await prepareVenmo({ kind, flowOptions: { profileId: 1234 } });
    assert.is((await rejection(s.h.start())).code, 'VENMO_INVALID_PROFILE_ID');
    s.h = await prepareVenmo({ kind, flowOptions: { deepLinkReturnUrl: { url: 'x' } } });
    assert.is((await rejection(s.h.start())).code, 'VENMO_INVALID_DEEP_LINK_RETURN_URL');
  }
  assert.is(fake.created.length, 0);
  s.h = undefined;
});

test('a creation failure (e.g. VENMO_NOT_ENABLED) fails the setup', async () => {
  fake.createFails = venmoError('VENMO_NOT_ENABLED', 'MERCHANT');
  s.h = await prepareVenmo({ kind: 'braintree' });
  assert.is((await rejection(s.h.start())).code, 'VENMO_NOT_ENABLED');
});

test('a pending app-switch result is tokenized on load and added, username with @', async () => {
  fake.pendingResult = true;
  await start();
  assert.is(fake.tokenizeCalls, 1);
  assert.equal(s.h!.added, [{ nonce: 'fake-venmo-nonce', type: 'VenmoAccount', details: { username: '@venmojoe', paymentContextId: 'ctx' } }]);
});

test('a pending app-switch error is shown; a pending app cancel is silent; no pending result → no tokenize', async () => {
  await start();
  assert.is(fake.tokenizeCalls, 0);
  await s.h!.teardown();
  const log = captureConsoleError();
  fake.pendingResult = true;
  fake.tokenizeResult = () => Promise.reject(venmoError('VENMO_APP_FAILED', 'UNKNOWN'));
  await start();
  log.restore();
  assert.is(s.h!.errorKey(), 'venmoAppFailedError');
  assert.equal(s.h!.added, []);
  await s.h!.teardown();
  fake.tokenizeResult = () => Promise.reject(venmoError('VENMO_APP_CANCELED'));
  await start();
  assert.is(s.h!.errorKey(), null);
});

test('the sheet shows the Venmo button; a click tokenizes and adds the method; one tokenization at a time', async () => {
  let release!: () => void;
  fake.tokenizeResult = () => new Promise((resolve) => { release = () => resolve({ nonce: 'n1', type: 'VenmoAccount', details: { username: '@already' } }); });
  await start();
  const button = s.h!.button();
  assert.is(button.tagName, 'BUTTON');
  assert.is(button.textContent, 'Venmo');
  await click(button);
  await click(button);
  assert.is(fake.tokenizeCalls, 1, 'a second click while tokenizing starts nothing');
  release();
  await settle();
  assert.equal(s.h!.added, [{ nonce: 'n1', type: 'VenmoAccount', details: { username: '@already' } }], 'an @ is not doubled');
  await click(button);
  assert.is(fake.tokenizeCalls, 2);
});

test('customer cancels are silent; other codes show their message (docs/errors.md)', async () => {
  const cases: Array<[string, string | null]> = [
    ['VENMO_APP_CANCELED', null], ['VENMO_DESKTOP_CANCELED', null], ['VENMO_CUSTOMER_CANCELED', null],
    ['VENMO_APP_FAILED', 'venmoAppFailedError'], ['VENMO_CANCELED', 'venmoCanceledError'],
    ['VENMO_DESKTOP_UNKNOWN_ERROR', 'genericError'], ['VENMO_TOKENIZATION_REQUEST_ACTIVE', 'genericError'],
  ];
  await start();
  const log = captureConsoleError();
  for (const [code, key] of cases) {
    s.h!.model.setError(null);
    fake.tokenizeResult = () => Promise.reject(venmoError(code));
    await click(s.h!.button());
    assert.is(s.h!.errorKey(), key, code);
  }
  log.restore();
  assert.is(log.logged.length, 4, 'shown errors are logged, silent ones are not');
  assert.equal(s.h!.added, []);
  assert.ok(SILENT_CODES.includes('VENMO_DESKTOP_CANCELED'));
});

test('a failed tokenization (not a cancel) hands the next click a new braintree-web instance: braintree-web can leave its own stuck with VENMO_TOKENIZATION_REQUEST_ACTIVE', async () => {
  await start();
  assert.is(fake.created.length, 1);
  const log = captureConsoleError();
  fake.tokenizeResult = () => Promise.reject(venmoError('VENMO_DESKTOP_CANCELED'));
  await click(s.h!.button());
  assert.equal([fake.created.length, fake.tornDown], [1, 0], "the shopper's cancel keeps the instance");
  fake.tokenizeResult = () => Promise.reject(venmoError('CLIENT_GATEWAY_NETWORK', 'NETWORK'));
  await click(s.h!.button());
  log.restore();
  assert.is(s.h!.errorKey(), 'genericError');
  assert.equal([fake.created.length, fake.tornDown], [2, 1], 'the failed instance is torn down, a new one created');
  assert.equal(fake.created[1], fake.created[0], 'with the same options');
  fake.reset();
  fake.created.length = 0;
  await click(s.h!.button());
  assert.is(fake.tokenizeCalls, 1);
  assert.equal(s.h!.added.map((m) => m.nonce), ['fake-venmo-nonce']);
  await s.h!.teardown();
  assert.is(fake.tornDown, 1, 'teardown tears the new instance down');
  s.h = undefined;
});

test('requestPaymentMethod on the Venmo sheet rejects with the use-the-Venmo-button hint, never genericError; teardown tears the module down', async () => {
  const instance = await (s.h = await prepareVenmo({ kind: 'braintree' })).start();
  assert.is(await rejection(instance.tokenize!({})), 'venmoButtonMustBeUsed');
  await s.h.teardown();
  assert.is(fake.tornDown, 1);
  s.h = undefined;
});

test('a result arriving after teardown is not added', async () => {
  let release!: () => void;
  fake.tokenizeResult = () => new Promise((resolve) => { release = () => resolve({ nonce: 'late', type: 'VenmoAccount', details: { username: 'x' } }); });
  await start();
  await click(s.h!.button());
  await s.h!.teardown();
  release();
  await settle();
  assert.equal(s.h!.added, []);
  s.h = undefined;
});

test.run();
