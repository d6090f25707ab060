// venmo on braintree-web/venmo (faked) and on the simulator's desktop QR overlay (fake clock).
import '../../dom.js';
import '../card/support/node-require.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { settle } from '../../dom.js';
import { flows } from '../../../../src/flows/registry.js';
import { SILENT_CODES } from '../../../../src/flows/venmo/index.js';
import { COMPLETION_DELAY, CONTEXT_LIFETIME, MESSAGES, POLL_INTERVAL } from '../../../../src/gateway/simulator/venmo.js';
import { createSimulatedGateway } from '../../../../src/gateway/simulator/simulated-gateway.js';
import { encodeScenario } from '../../../../src/gateway/simulator/scenario.js';
import { installClock, type Clock } from './support/clock.js';
import { fake, venmoError } from './support/fake-venmo.js';
import { captureConsoleError, overlay, overlayAlert, overlayButton, overlayMessage, prepareVenmo, rejection, type VenmoHarness, type VenmoSetup } from './support/harness.js';

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
  const opts = (raw: Record<string, unknown>) => ({ raw: { authorization: 'x', ...raw } }) as any;
  assert.is(flows.venmo!.isEnabled(opts({ venmo: true }), { payWithVenmo: true } as any), true);
  assert.is(flows.venmo!.isEnabled(opts({ venmo: { profileId: 'p' } }), { payWithVenmo: true } as any), true);
  assert.is(flows.venmo!.isEnabled(opts({ venmo: true }), { payWithVenmo: false } as any), false);
  assert.is(flows.venmo!.isEnabled(opts({ venmo: false }), { payWithVenmo: true } as any), false);
  assert.is(flows.venmo!.isEnabled(opts({}), { payWithVenmo: true } as any), false);
  assert.is(flows.venmo!.eager, true);
  assert.equal(flows.venmo!.savedTypes, []);
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

test('customer cancels are silent; other codes show their SPEC 8 message', async () => {
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

test('requestPaymentMethod on the Venmo sheet rejects with genericError; teardown tears the module down', async () => {
  const instance = await (h = await prepareVenmo({ kind: 'braintree' })).start();
  assert.is(await rejection(instance.tokenize!({})), 'genericError');
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
  const port = await import('../../../../src/gateway/simulator/venmo.js');
  const direct = await port.createVenmo(h!.ctx.gateway, {});
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
  const gateway = await createSimulatedGateway(encodeScenario({ failures: { venmo: 'load' } }));
  assert.match((await rejection(gateway.prepareOption('venmo'))).message, /Simulated load failure during venmo setup/);
});

test.run();
