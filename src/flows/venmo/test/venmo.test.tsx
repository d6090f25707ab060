// venmo on braintree-web/venmo (faked) and on the simulator's desktop QR overlay (fake clock).
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { test } from 'uvu';
import { captureConsoleError } from '../../../../test/unit/support/console.js';
import * as assert from 'uvu/assert';
import { settle } from '../../../../test/unit/dom.js';
import { SILENT_CODES } from '../index.js';
import {
  APP_MESSAGES, COMPLETION_DELAY, CONTEXT_LIFETIME, MESSAGES, MOBILE_CONTEXT_LIFETIME, MOBILE_POLL_INTERVAL, MOBILE_POLL_LIMIT, POLL_INTERVAL, browser,
} from '../simulator.js';
import type { Gateway } from '../../../gateway/types.js';
import type { VenmoAdapter } from '../port.js';

/** The simulated Venmo module, through the gateway's Venmo adapter. */
const createVenmo = async (gateway: Gateway, options: Record<string, unknown>) => (await gateway.load<VenmoAdapter>('venmo')).createVenmo(options);
import { window } from '../../../../test/unit/dom.js';

import { enabledWith, optionDefinition, simulatedGateway } from '../../../../test/unit/support/gateways.js';
import { encodeScenario } from '../../../gateway/simulator/scenario.js';
import { installClock, type Clock } from '../../../../test/unit/support/clock.js';
import { fake, venmoError } from './support/fake-venmo.js';
import { overlay, overlayAlert, overlayButton, overlayMessage, prepareVenmo, rejection, type VenmoHarness, type VenmoSetup } from './support/harness.js';

let h: VenmoHarness | undefined;
let clock: Clock | undefined;
test.before.each(() => fake.reset());
test.after.each(async () => {
  await h?.teardown();
  h = undefined;
  clock?.restore();
  clock = undefined;
});

async function start(setup: Partial<VenmoSetup> = {}) {
  h = await prepareVenmo({ kind: 'braintree', ...setup });
  await h.start();
  return h;
}
async function click(el: HTMLElement | undefined) {
  assert.ok(el, 'the element exists');
  el!.click();
  await settle();
}
async function tick(ms: number) {
  clock!.tick(ms);
  await settle();
}

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
  await h!.teardown();
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
  await h!.teardown();
  await start({ flowOptions: { mobileWebFallBack: true, allowDesktopWebLogin: true, requireManualReturn: true, paymentMethodUsage: 'single_use' } });
  assert.equal(fake.created[1], {
    allowDesktop: true, paymentMethodUsage: 'single_use', allowNewBrowserTab: true, mobileWebFallBack: true, allowDesktopWebLogin: true,
    requireManualReturn: true, client: { fake: 'client' },
  }, 'the merchant\'s venmo options reach the SDK unchanged');
});

test('an unsupported browser fails the setup (option failed) without creating the module', async () => {
  fake.supported = false;
  h = await prepareVenmo({ kind: 'braintree' });
  const error = await rejection(h.start());
  assert.match(error.message, /not supported/);
  assert.is(fake.created.length, 0);
});

test('profileId and deepLinkReturnUrl must be strings (both adapters)', async () => {
  for (const kind of ['braintree', 'simulator'] as const) {
    h = await prepareVenmo({ kind, flowOptions: { profileId: 1234 } });
    assert.is((await rejection(h.start())).code, 'VENMO_INVALID_PROFILE_ID');
    h = await prepareVenmo({ kind, flowOptions: { deepLinkReturnUrl: { url: 'x' } } });
    assert.is((await rejection(h.start())).code, 'VENMO_INVALID_DEEP_LINK_RETURN_URL');
  }
  assert.is(fake.created.length, 0);
  h = undefined;
});

test('a creation failure (e.g. VENMO_NOT_ENABLED) fails the setup', async () => {
  fake.createFails = venmoError('VENMO_NOT_ENABLED', 'MERCHANT');
  h = await prepareVenmo({ kind: 'braintree' });
  assert.is((await rejection(h.start())).code, 'VENMO_NOT_ENABLED');
});

test('a pending app-switch result is tokenized on load and added, username with @', async () => {
  fake.pendingResult = true;
  await start();
  assert.is(fake.tokenizeCalls, 1);
  assert.equal(h!.added, [{ nonce: 'fake-venmo-nonce', type: 'VenmoAccount', details: { username: '@venmojoe', paymentContextId: 'ctx' } }]);
});

test('a pending app-switch error is shown; a pending app cancel is silent; no pending result → no tokenize', async () => {
  await start();
  assert.is(fake.tokenizeCalls, 0);
  await h!.teardown();
  const log = captureConsoleError();
  fake.pendingResult = true;
  fake.tokenizeResult = () => Promise.reject(venmoError('VENMO_APP_FAILED', 'UNKNOWN'));
  await start();
  log.restore();
  assert.is(h!.errorKey(), 'venmoAppFailedError');
  assert.equal(h!.added, []);
  await h!.teardown();
  fake.tokenizeResult = () => Promise.reject(venmoError('VENMO_APP_CANCELED'));
  await start();
  assert.is(h!.errorKey(), null);
});

test('the sheet shows the Venmo button; a click tokenizes and adds the method; one tokenization at a time', async () => {
  let release!: () => void;
  fake.tokenizeResult = () => new Promise((resolve) => { release = () => resolve({ nonce: 'n1', type: 'VenmoAccount', details: { username: '@already' } }); });
  await start();
  const button = h!.button();
  assert.is(button.tagName, 'BUTTON');
  assert.is(button.textContent, 'Venmo');
  await click(button);
  await click(button);
  assert.is(fake.tokenizeCalls, 1, 'a second click while tokenizing starts nothing');
  release();
  await settle();
  assert.equal(h!.added, [{ nonce: 'n1', type: 'VenmoAccount', details: { username: '@already' } }], 'an @ is not doubled');
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
    h!.model.setError(null);
    fake.tokenizeResult = () => Promise.reject(venmoError(code));
    await click(h!.button());
    assert.is(h!.errorKey(), key, code);
  }
  log.restore();
  assert.is(log.logged.length, 4, 'shown errors are logged, silent ones are not');
  assert.equal(h!.added, []);
  assert.ok(SILENT_CODES.includes('VENMO_DESKTOP_CANCELED'));
});

test('a failed tokenization (not a cancel) hands the next click a new braintree-web instance: braintree-web can leave its own stuck with VENMO_TOKENIZATION_REQUEST_ACTIVE', async () => {
  await start();
  assert.is(fake.created.length, 1);
  const log = captureConsoleError();
  fake.tokenizeResult = () => Promise.reject(venmoError('VENMO_DESKTOP_CANCELED'));
  await click(h!.button());
  assert.equal([fake.created.length, fake.tornDown], [1, 0], "the shopper's cancel keeps the instance");
  fake.tokenizeResult = () => Promise.reject(venmoError('CLIENT_GATEWAY_NETWORK', 'NETWORK'));
  await click(h!.button());
  log.restore();
  assert.is(h!.errorKey(), 'genericError');
  assert.equal([fake.created.length, fake.tornDown], [2, 1], 'the failed instance is torn down, a new one created');
  assert.equal(fake.created[1], fake.created[0], 'with the same options');
  fake.reset();
  fake.created.length = 0;
  await click(h!.button());
  assert.is(fake.tokenizeCalls, 1);
  assert.equal(h!.added.map((m) => m.nonce), ['fake-venmo-nonce']);
  await h!.teardown();
  assert.is(fake.tornDown, 1, 'teardown tears the new instance down');
  h = undefined;
});

test('requestPaymentMethod on the Venmo sheet rejects with the use-the-Venmo-button hint, never genericError; teardown tears the module down', async () => {
  const instance = await (h = await prepareVenmo({ kind: 'braintree' })).start();
  assert.is(await rejection(instance.tokenize!({})), 'venmoButtonMustBeUsed');
  await h.teardown();
  assert.is(fake.tornDown, 1);
  h = undefined;
});

test('a result arriving after teardown is not added', async () => {
  let release!: () => void;
  fake.tokenizeResult = () => new Promise((resolve) => { release = () => resolve({ nonce: 'late', type: 'VenmoAccount', details: { username: 'x' } }); });
  await start();
  await click(h!.button());
  await h!.teardown();
  release();
  await settle();
  assert.equal(h!.added, []);
  h = undefined;
});

// ---- simulator: the desktop QR overlay ----

async function startSim(scenario = {}) {
  clock = installClock();
  return start({ kind: 'simulator', scenario });
}

test('simulator: the overlay shows the four messages in order, polled every second, then the result after 2 s', async () => {
  await startSim();
  await click(h!.button());
  const dialog = overlay()!;
  assert.is(dialog.getAttribute('role'), 'dialog');
  assert.is(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent, 'Venmo (simulated)');
  assert.is(overlayMessage(), MESSAGES.generating);
  assert.is(overlayAlert(), MESSAGES.generating, 'the hidden alert line says the same');
  await tick(POLL_INTERVAL);
  assert.is(overlayMessage(), 'To scan the QR code, open your wallet app');
  assert.ok(dialog.querySelector('.featherdrop-venmo-sim__qr'), 'a fake QR code');
  await click(overlayButton('Scan'));
  assert.is(overlayMessage(), MESSAGES.CREATED, 'the status is seen only at the next poll');
  await tick(POLL_INTERVAL - 1);
  assert.is(overlayMessage(), MESSAGES.CREATED);
  await tick(1);
  assert.is(overlayMessage(), 'Authorize on your wallet app');
  assert.is(overlayAlert(), MESSAGES.SCANNED);
  await click(overlayButton('Authorize'));
  await tick(POLL_INTERVAL);
  assert.is(overlayMessage(), 'Wallet account authorized');
  assert.not.ok(overlayButton('Cancel'), 'nothing to cancel once authorized');
  await tick(COMPLETION_DELAY - 1);
  assert.equal(h!.added, []);
  await tick(1);
  assert.is(overlay(), null, 'the overlay is gone');
  assert.is(h!.added.length, 1);
  const [method] = h!.added;
  assert.match(method.nonce, /^sim_venmo_/);
  assert.is(method.type, 'VenmoAccount');
  assert.is(method.details.username, '@venmojoe');
  assert.is(h!.errorKey(), null);
});

test('simulator: Cancel (or Escape) closes the overlay silently with VENMO_DESKTOP_CANCELED', async () => {
  await startSim();
  const direct = await createVenmo(h!.ctx.gateway, { allowDesktop: true });
  const result = rejection(direct.tokenize());
  await tick(POLL_INTERVAL);
  await click(overlayButton('Cancel'));
  assert.is((await result).code, 'VENMO_DESKTOP_CANCELED');
  assert.is(overlay(), null);
  await direct.teardown();

  await click(h!.button());
  overlay()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await settle();
  assert.is(overlay(), null);
  await tick(10 * POLL_INTERVAL);
  assert.equal(h!.added, []);
  assert.is(h!.errorKey(), null);
  await click(h!.button());
  assert.ok(overlay(), 'a new tokenization can start');
});

test('simulator: failures.venmoTokenize → FAILED → "Something went wrong", then the error after 2 s', async () => {
  await startSim({ failures: { venmoTokenize: 'network' } });
  const log = captureConsoleError();
  await click(h!.button());
  await tick(POLL_INTERVAL);
  await click(overlayButton('Scan'));
  await tick(POLL_INTERVAL);
  await click(overlayButton('Authorize'));
  await tick(POLL_INTERVAL);
  assert.is(overlayMessage(), MESSAGES.failed);
  assert.is(overlayAlert(), 'Something went wrong');
  await tick(COMPLETION_DELAY);
  log.restore();
  assert.is(overlay(), null);
  assert.is(h!.errorKey(), 'genericError');
  assert.is((log.logged[0] as any).code, 'VENMO_DESKTOP_UNKNOWN_ERROR');
  assert.equal((log.logged[0] as any).details, { reason: 'FAILED' });
});

test('simulator: polling until the context expires ends EXPIRED with "Something went wrong"', async () => {
  await startSim();
  const log = captureConsoleError();
  await click(h!.button());
  await tick(CONTEXT_LIFETIME - POLL_INTERVAL);
  assert.is(overlayMessage(), MESSAGES.CREATED);
  await tick(POLL_INTERVAL);
  assert.is(overlayMessage(), MESSAGES.failed);
  await tick(COMPLETION_DELAY);
  log.restore();
  assert.equal((log.logged[0] as any).details, { reason: 'EXPIRED' });
  assert.is(h!.errorKey(), 'genericError');
});

test('simulator: the payment context is refreshed at two thirds of its lifetime, not while tokenizing', async () => {
  await startSim();
  const approve = async () => {
    await click(h!.button());
    await tick(POLL_INTERVAL);
    await click(overlayButton('Scan'));
    await tick(POLL_INTERVAL);
    await click(overlayButton('Authorize'));
    await tick(POLL_INTERVAL + COMPLETION_DELAY);
    return h!.added.at(-1)!.details.paymentContextId as string;
  };
  const first = await approve();
  const second = await approve();
  assert.is.not(first, second, 'a used context is never reused');
  await tick(CONTEXT_LIFETIME * 0.6666 + 1);
  const third = await approve();
  const n = (id: string) => Number(id.replace(/\D/g, ''));
  assert.is(n(third) - n(second), 2, 'one refresh in between');
  // Tokenizing past the refresh time keeps the context until the flow ends.
  await click(h!.button());
  await tick(CONTEXT_LIFETIME * 0.6666 + POLL_INTERVAL);
  await click(overlayButton('Scan'));
  await tick(POLL_INTERVAL);
  await click(overlayButton('Authorize'));
  await tick(POLL_INTERVAL + COMPLETION_DELAY);
  assert.is(n(h!.added.at(-1)!.details.paymentContextId as string), n(third) + 1);
});

test('simulator: failures.venmo "load" fails the option setup (gateway.prepareOption)', async () => {
  const gateway = await simulatedGateway(encodeScenario({ failures: { venmo: 'load' } }));
  assert.match((await rejection(gateway.prepareOption('venmo'))).message, /Simulated load failure during venmo setup/);
});

// ---- simulator: the app switch (not on desktop, or after a desktop setup failure) ----

const appTitle = () => document.getElementById(overlay()?.getAttribute('aria-labelledby') ?? '')?.textContent;
let reloads = 0;
const realReload = browser.reload;
/** Starts the simulated flow with the app switch; the page "reload" is counted, not done. */
async function startApp(scenario = {}, flowOptions: Record<string, unknown> = { allowDesktop: false }) {
  reloads = 0;
  browser.reload = () => { reloads++; };
  window.history.replaceState(null, '', 'https://merchant.example/checkout');
  clock = installClock();
  return start({ kind: 'simulator', scenario, flowOptions });
}
/** What the next page load does: a new flow on the same URL. */
async function reload(scenario = {}) {
  await h!.teardown();
  h = await prepareVenmo({ kind: 'simulator', scenario, flowOptions: { allowDesktop: false } });
  await h.start();
  await settle();
}
test.after.each(() => {
  browser.reload = realReload;
  window.history.replaceState(null, '', 'https://merchant.example/checkout');
});

test('simulator: failures.venmoDesktop makes the desktop setup fail and tokenize falls back to the app switch', async () => {
  await startApp({ failures: { venmoDesktop: 'network' } }, {});
  await click(h!.button());
  assert.is(appTitle(), 'Venmo app (simulated)');
  assert.not.ok(document.querySelector('.featherdrop-venmo-sim__qr'), 'no QR overlay');
  assert.is(overlayMessage(), APP_MESSAGES.prompt);
  await click(overlayButton('Approve'));
  assert.is(reloads, 1);
  assert.match(window.location.hash, /^#venmoSuccess=1&/);
  await h!.teardown();
  // Without the failure, the same options give the desktop overlay.
  await start({ kind: 'simulator' });
  await click(h!.button());
  assert.is(appTitle(), 'Venmo (simulated)');
});

test('simulator: Approve in the app writes the success fragment and reloads; the next load tokenizes it and cleans the fragment', async () => {
  await startApp();
  await click(h!.button());
  assert.is(appTitle(), APP_MESSAGES.title);
  assert.is(overlay()!.getAttribute('role'), 'dialog');
  assert.equal([...overlay()!.querySelectorAll('button')].map((b) => b.textContent), ['Approve', 'Cancel', 'Return without switching back']);
  await click(overlayButton('Approve'));
  assert.is(overlay(), null, 'the app dialog is gone');
  assert.is(reloads, 1, 'the page reloads');
  assert.match(window.location.hash, /^#venmoSuccess=1&resource_id=sim_context_\d+&paymentMethodNonce=sim_venmo_app_\d+&username=venmojoe$/);
  const nonce = /paymentMethodNonce=([^&]+)/.exec(window.location.hash)![1];
  assert.equal(h!.added, [], 'nothing is added before the reload');

  const replaced: string[] = [];
  const history = window.history as unknown as { replaceState(...args: unknown[]): void };
  const realReplace = history.replaceState;
  history.replaceState = function (this: unknown, ...args: unknown[]) {
    replaced.push(String(args[2]));
    return realReplace.apply(this, args);
  };
  try {
    await reload();
  } finally {
    history.replaceState = realReplace;
  }
  assert.is(h!.added.length, 1, 'the pending result is tokenized on load');
  assert.is(h!.added[0].nonce, nonce);
  assert.is(h!.added[0].type, 'VenmoAccount');
  assert.is(h!.added[0].details.username, '@venmojoe');
  assert.match(h!.added[0].details.paymentContextId as string, /^sim_context_\d+$/);
  assert.is(window.location.hash, '', 'the fragment is cleaned');
  assert.equal(replaced, ['https://merchant.example/checkout'], 'with history.replaceState');
  assert.is(reloads, 1, 'no second reload');
  assert.is(h!.errorKey(), null);
});

test('simulator: Cancel in the app returns #venmoCancel=1 → VENMO_APP_CANCELED, silent', async () => {
  await startApp();
  await click(h!.button());
  await click(overlayButton('Cancel'));
  assert.is(reloads, 1);
  assert.is(window.location.hash, '#venmoCancel=1');
  const port = await createVenmo(h!.ctx.gateway, { allowDesktop: false });
  assert.is(port.hasTokenizationResult(), true);
  const error = await rejection(port.tokenize());
  assert.is(error.code, 'VENMO_APP_CANCELED');
  assert.is(window.location.hash, '');
  await port.teardown();
  window.location.hash = 'venmoCancel=1';
  const log = captureConsoleError();
  await reload();
  log.restore();
  assert.equal(h!.added, []);
  assert.is(h!.errorKey(), null);
  assert.equal(log.logged, []);
  assert.is(window.location.hash, '');
});

test('simulator: an app failure (failures.venmoTokenize) returns #venmoError=1&errorMessage=… → VENMO_APP_FAILED → venmoAppFailedError', async () => {
  await startApp({ failures: { venmoTokenize: 'network' } });
  await click(h!.button());
  await click(overlayButton('Approve'));
  assert.is(reloads, 1);
  assert.match(window.location.hash, /^#venmoError=1&resource_id=sim_context_\d+&errorMessage=Simulated%20Venmo%20app%20failure$/);
  const log = captureConsoleError();
  await reload({ failures: { venmoTokenize: 'network' } });
  log.restore();
  assert.equal(h!.added, []);
  assert.is(h!.errorKey(), 'venmoAppFailedError');
  assert.is((log.logged[0] as any).code, 'VENMO_APP_FAILED');
  assert.is((log.logged[0] as any).details.originalError.message, 'Simulated Venmo app failure');
  assert.is(window.location.hash, '');
});

test('simulator: returning without switching back polls the context every 250 ms; the app approves it → the method is added, no reload', async () => {
  await startApp();
  await click(h!.button());
  await click(overlayButton('Return without switching back'));
  assert.is(reloads, 0);
  assert.is(window.location.hash, '');
  assert.is(overlayMessage(), APP_MESSAGES.returned);
  assert.not.ok(overlayButton('Return without switching back'));
  await tick(10 * MOBILE_POLL_INTERVAL);
  await click(overlayButton('Approve'));
  assert.is(overlay(), null);
  await tick(MOBILE_POLL_INTERVAL - 1);
  assert.equal(h!.added, [], 'seen only at the next poll');
  await tick(1);
  assert.is(h!.added.length, 1);
  assert.match(h!.added[0].nonce, /^sim_venmo_app_\d+$/);
  assert.is(h!.added[0].details.username, '@venmojoe');
  assert.is(reloads, 0);
  await click(h!.button());
  assert.ok(overlay(), 'a new tokenization can start');
});

test('simulator: manual-return polling rejects on CANCELED (silent) and FAILED', async () => {
  await startApp();
  const port = await createVenmo(h!.ctx.gateway, { allowDesktop: false });
  let result = rejection(port.tokenize());
  await click(overlayButton('Return without switching back'));
  await click(overlayButton('Cancel'));
  await tick(MOBILE_POLL_INTERVAL);
  assert.is((await result).code, 'VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED');
  assert.ok(SILENT_CODES.includes('VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED'));
  await port.teardown();
  await h!.teardown();

  await startApp({ failures: { venmoTokenize: 'network' } });
  const failing = await createVenmo(h!.ctx.gateway, { allowDesktop: false });
  result = rejection(failing.tokenize());
  await click(overlayButton('Return without switching back'));
  await click(overlayButton('Approve'));
  await tick(MOBILE_POLL_INTERVAL);
  assert.is((await result).code, 'VENMO_MOBILE_POLLING_TOKENIZATION_FAILED');
  assert.is(reloads, 0);
  await failing.teardown();
});

test('simulator: manual-return polling times out after 5 minutes', async () => {
  await startApp();
  const port = await createVenmo(h!.ctx.gateway, { allowDesktop: false });
  let settled: any;
  port.tokenize().then((v) => { settled = v; }, (e) => { settled = e; });
  await click(overlayButton('Return without switching back'));
  await tick(MOBILE_POLL_LIMIT);
  assert.is(settled, undefined, 'still polling at 5 minutes');
  await tick(MOBILE_POLL_INTERVAL);
  assert.is(settled.code, 'VENMO_MOBILE_POLLING_TOKENIZATION_TIMEOUT');
  assert.is(overlay(), null);
  await port.teardown();
});

test('simulator: manual-return polling rejects when the context expires', async () => {
  await startApp();
  const port = await createVenmo(h!.ctx.gateway, { allowDesktop: false });
  await tick(MOBILE_CONTEXT_LIFETIME / 2); // before the refresh at two thirds
  let settled: any;
  port.tokenize().then((v) => { settled = v; }, (e) => { settled = e; });
  await click(overlayButton('Return without switching back'));
  await tick(MOBILE_CONTEXT_LIFETIME / 2 - 1);
  assert.is(settled, undefined);
  await tick(1);
  assert.is(settled.code, 'VENMO_MOBILE_POLLING_TOKENIZATION_EXPIRED');
  await port.teardown();
});

test.run();
