// Venmo on the simulator: the app switch, when not on desktop or after a desktop setup failure (fake clock).
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { test } from 'uvu';
import { captureConsoleError } from '../../../../test/unit/support/console.js';
import * as assert from 'uvu/assert';
import { settle } from '../../../../test/unit/dom.js';
import { SILENT_CODES } from '../index.js';
import { APP_MESSAGES, MOBILE_CONTEXT_LIFETIME, MOBILE_POLL_INTERVAL, MOBILE_POLL_LIMIT, browser } from '../simulator.js';
import type { Gateway } from '../../../gateway/types.js';
import type { VenmoAdapter } from '../port.js';
import { window } from '../../../../test/unit/dom.js';
import { installClock } from '../../../../test/unit/support/clock.js';
import { overlay, overlayButton, overlayMessage, prepareVenmo, rejection } from './support/harness.js';
import { click, s, start, tick, useVenmoSession } from './support/session.js';

/** The simulated Venmo module, through the gateway's Venmo adapter. */
const createVenmo = async (gateway: Gateway, options: Record<string, unknown>) => (await gateway.load<VenmoAdapter>('venmo')).createVenmo(options);

useVenmoSession();

// ---- simulator: the app switch (not on desktop, or after a desktop setup failure) ----

const appTitle = () => document.getElementById(overlay()?.getAttribute('aria-labelledby') ?? '')?.textContent;
let reloads = 0;
const realReload = browser.reload;
/** Starts the simulated flow with the app switch; the page "reload" is counted, not done. */
async function startApp(scenario = {}, flowOptions: Record<string, unknown> = { allowDesktop: false }) {
  reloads = 0;
  browser.reload = () => { reloads++; };
  window.history.replaceState(null, '', 'https://merchant.example/checkout');
  s.clock = installClock();
  return start({ kind: 'simulator', scenario, flowOptions });
}
/** What the next page load does: a new flow on the same URL. */
async function reload(scenario = {}) {
  await s.h!.teardown();
  s.h = await prepareVenmo({ kind: 'simulator', scenario, flowOptions: { allowDesktop: false } });
  await s.h.start();
  await settle();
}
test.after.each(() => {
  browser.reload = realReload;
  window.history.replaceState(null, '', 'https://merchant.example/checkout');
});

test('simulator: failures.venmoDesktop makes the desktop setup fail and tokenize falls back to the app switch', async () => {
  await startApp({ failures: { venmoDesktop: 'network' } }, {});
  await click(s.h!.button());
  assert.is(appTitle(), 'Venmo app (simulated)');
  assert.not.ok(document.querySelector('.featherdrop-venmo-sim__qr'), 'no QR overlay');
  assert.is(overlayMessage(), APP_MESSAGES.prompt);
  await click(overlayButton('Approve'));
  assert.is(reloads, 1);
  assert.match(window.location.hash, /^#venmoSuccess=1&/);
  await s.h!.teardown();
  // Without the failure, the same options give the desktop overlay.
  await start({ kind: 'simulator' });
  await click(s.h!.button());
  assert.is(appTitle(), 'Venmo (simulated)');
});

test('simulator: Approve in the app writes the success fragment and reloads; the next load tokenizes it and cleans the fragment', async () => {
  await startApp();
  await click(s.h!.button());
  assert.is(appTitle(), APP_MESSAGES.title);
  assert.is(overlay()!.getAttribute('role'), 'dialog');
  assert.equal([...overlay()!.querySelectorAll('button')].map((b) => b.textContent), ['Approve', 'Cancel', 'Return without switching back']);
  await click(overlayButton('Approve'));
  assert.is(overlay(), null, 'the app dialog is gone');
  assert.is(reloads, 1, 'the page reloads');
  assert.match(window.location.hash, /^#venmoSuccess=1&resource_id=sim_context_\d+&paymentMethodNonce=sim_venmo_app_\d+&username=venmojoe$/);
  const nonce = /paymentMethodNonce=([^&]+)/.exec(window.location.hash)![1];
  assert.equal(s.h!.added, [], 'nothing is added before the reload');

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
  assert.is(s.h!.added.length, 1, 'the pending result is tokenized on load');
  assert.is(s.h!.added[0].nonce, nonce);
  assert.is(s.h!.added[0].type, 'VenmoAccount');
  assert.is(s.h!.added[0].details.username, '@venmojoe');
  assert.match(s.h!.added[0].details.paymentContextId as string, /^sim_context_\d+$/);
  assert.is(window.location.hash, '', 'the fragment is cleaned');
  assert.equal(replaced, ['https://merchant.example/checkout'], 'with history.replaceState');
  assert.is(reloads, 1, 'no second reload');
  assert.is(s.h!.errorKey(), null);
});

test('simulator: Cancel in the app returns #venmoCancel=1 → VENMO_APP_CANCELED, silent', async () => {
  await startApp();
  await click(s.h!.button());
  await click(overlayButton('Cancel'));
  assert.is(reloads, 1);
  assert.is(window.location.hash, '#venmoCancel=1');
  const port = await createVenmo(s.h!.ctx.gateway, { allowDesktop: false });
  assert.is(port.hasTokenizationResult(), true);
  const error = await rejection(port.tokenize());
  assert.is(error.code, 'VENMO_APP_CANCELED');
  assert.is(window.location.hash, '');
  await port.teardown();
  window.location.hash = 'venmoCancel=1';
  const log = captureConsoleError();
  await reload();
  log.restore();
  assert.equal(s.h!.added, []);
  assert.is(s.h!.errorKey(), null);
  assert.equal(log.logged, []);
  assert.is(window.location.hash, '');
});

test('simulator: an app failure (failures.venmoTokenize) returns #venmoError=1&errorMessage=… → VENMO_APP_FAILED → venmoAppFailedError', async () => {
  await startApp({ failures: { venmoTokenize: 'network' } });
  await click(s.h!.button());
  await click(overlayButton('Approve'));
  assert.is(reloads, 1);
  assert.match(window.location.hash, /^#venmoError=1&resource_id=sim_context_\d+&errorMessage=Simulated%20Venmo%20app%20failure$/);
  const log = captureConsoleError();
  await reload({ failures: { venmoTokenize: 'network' } });
  log.restore();
  assert.equal(s.h!.added, []);
  assert.is(s.h!.errorKey(), 'venmoAppFailedError');
  assert.is((log.logged[0] as any).code, 'VENMO_APP_FAILED');
  assert.is((log.logged[0] as any).details.originalError.message, 'Simulated Venmo app failure');
  assert.is(window.location.hash, '');
});

test('simulator: returning without switching back polls the context every 250 ms; the app approves it → the method is added, no reload', async () => {
  await startApp();
  await click(s.h!.button());
  await click(overlayButton('Return without switching back'));
  assert.is(reloads, 0);
  assert.is(window.location.hash, '');
  assert.is(overlayMessage(), APP_MESSAGES.returned);
  assert.not.ok(overlayButton('Return without switching back'));
  await tick(10 * MOBILE_POLL_INTERVAL);
  await click(overlayButton('Approve'));
  assert.is(overlay(), null);
  await tick(MOBILE_POLL_INTERVAL - 1);
  assert.equal(s.h!.added, [], 'seen only at the next poll');
  await tick(1);
  assert.is(s.h!.added.length, 1);
  assert.match(s.h!.added[0].nonce, /^sim_venmo_app_\d+$/);
  assert.is(s.h!.added[0].details.username, '@venmojoe');
  assert.is(reloads, 0);
  await click(s.h!.button());
  assert.ok(overlay(), 'a new tokenization can start');
});

test('simulator: manual-return polling rejects on CANCELED (silent) and FAILED', async () => {
  await startApp();
  const port = await createVenmo(s.h!.ctx.gateway, { allowDesktop: false });
  let result = rejection(port.tokenize());
  await click(overlayButton('Return without switching back'));
  await click(overlayButton('Cancel'));
  await tick(MOBILE_POLL_INTERVAL);
  assert.is((await result).code, 'VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED');
  assert.ok(SILENT_CODES.includes('VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED'));
  await port.teardown();
  await s.h!.teardown();

  await startApp({ failures: { venmoTokenize: 'network' } });
  const failing = await createVenmo(s.h!.ctx.gateway, { allowDesktop: false });
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
  const port = await createVenmo(s.h!.ctx.gateway, { allowDesktop: false });
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
  const port = await createVenmo(s.h!.ctx.gateway, { allowDesktop: false });
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
