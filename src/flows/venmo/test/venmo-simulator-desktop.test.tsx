// Venmo on the simulator: the desktop QR overlay (fake clock).
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { test } from 'uvu';
import { captureConsoleError } from '../../../../test/unit/support/console.js';
import * as assert from 'uvu/assert';
import { settle } from '../../../../test/unit/dom.js';
import { COMPLETION_DELAY, CONTEXT_LIFETIME, MESSAGES, POLL_INTERVAL } from '../simulator.js';
import type { Gateway } from '../../../gateway/types.js';
import type { VenmoAdapter } from '../port.js';
import { simulatedGateway } from '../../../../test/unit/support/gateways.js';
import { encodeScenario } from '../../../gateway/simulator/scenario.js';
import { installClock } from '../../../../test/unit/support/clock.js';
import { overlay, overlayAlert, overlayButton, overlayMessage, rejection } from './support/harness.js';
import { click, s, start, tick, useVenmoSession } from './support/session.js';

/** The simulated Venmo module, through the gateway's Venmo adapter. */
const createVenmo = async (gateway: Gateway, options: Record<string, unknown>) => (await gateway.load<VenmoAdapter>('venmo')).createVenmo(options);

useVenmoSession();

// ---- simulator: the desktop QR overlay ----

async function startSim(scenario = {}) {
  s.clock = installClock();
  return start({ kind: 'simulator', scenario });
}

test('simulator: the overlay shows the four messages in order, polled every second, then the result after 2 s', async () => {
  await startSim();
  await click(s.h!.button());
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
  assert.equal(s.h!.added, []);
  await tick(1);
  assert.is(overlay(), null, 'the overlay is gone');
  assert.is(s.h!.added.length, 1);
  const [method] = s.h!.added;
  assert.match(method.nonce, /^sim_venmo_/);
  assert.is(method.type, 'VenmoAccount');
  assert.is(method.details.username, '@venmojoe');
  assert.is(s.h!.errorKey(), null);
});

test('simulator: Cancel (or Escape) closes the overlay silently with VENMO_DESKTOP_CANCELED', async () => {
  await startSim();
  const direct = await createVenmo(s.h!.ctx.gateway, { allowDesktop: true });
  const result = rejection(direct.tokenize());
  await tick(POLL_INTERVAL);
  await click(overlayButton('Cancel'));
  assert.is((await result).code, 'VENMO_DESKTOP_CANCELED');
  assert.is(overlay(), null);
  await direct.teardown();

  await click(s.h!.button());
  overlay()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await settle();
  assert.is(overlay(), null);
  await tick(10 * POLL_INTERVAL);
  assert.equal(s.h!.added, []);
  assert.is(s.h!.errorKey(), null);
  await click(s.h!.button());
  assert.ok(overlay(), 'a new tokenization can start');
});

test('simulator: failures.venmoTokenize → FAILED → "Something went wrong", then the error after 2 s', async () => {
  await startSim({ failures: { venmoTokenize: 'network' } });
  const log = captureConsoleError();
  await click(s.h!.button());
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
  assert.is(s.h!.errorKey(), 'genericError');
  assert.is((log.logged[0] as any).code, 'VENMO_DESKTOP_UNKNOWN_ERROR');
  assert.equal((log.logged[0] as any).details, { reason: 'FAILED' });
});

test('simulator: polling until the context expires ends EXPIRED with "Something went wrong"', async () => {
  await startSim();
  const log = captureConsoleError();
  await click(s.h!.button());
  await tick(CONTEXT_LIFETIME - POLL_INTERVAL);
  assert.is(overlayMessage(), MESSAGES.CREATED);
  await tick(POLL_INTERVAL);
  assert.is(overlayMessage(), MESSAGES.failed);
  await tick(COMPLETION_DELAY);
  log.restore();
  assert.equal((log.logged[0] as any).details, { reason: 'EXPIRED' });
  assert.is(s.h!.errorKey(), 'genericError');
});

test('simulator: the payment context is refreshed at two thirds of its lifetime, not while tokenizing', async () => {
  await startSim();
  const approve = async () => {
    await click(s.h!.button());
    await tick(POLL_INTERVAL);
    await click(overlayButton('Scan'));
    await tick(POLL_INTERVAL);
    await click(overlayButton('Authorize'));
    await tick(POLL_INTERVAL + COMPLETION_DELAY);
    return s.h!.added.at(-1)!.details.paymentContextId as string;
  };
  const first = await approve();
  const second = await approve();
  assert.is.not(first, second, 'a used context is never reused');
  await tick(CONTEXT_LIFETIME * 0.6666 + 1);
  const third = await approve();
  const n = (id: string) => Number(id.replace(/\D/g, ''));
  assert.is(n(third) - n(second), 2, 'one refresh in between');
  // Tokenizing past the refresh time keeps the context until the flow ends.
  await click(s.h!.button());
  await tick(CONTEXT_LIFETIME * 0.6666 + POLL_INTERVAL);
  await click(overlayButton('Scan'));
  await tick(POLL_INTERVAL);
  await click(overlayButton('Authorize'));
  await tick(POLL_INTERVAL + COMPLETION_DELAY);
  assert.is(n(s.h!.added.at(-1)!.details.paymentContextId as string), n(third) + 1);
});

test('simulator: failures.venmo "load" fails the option setup (gateway.prepareOption)', async () => {
  const gateway = await simulatedGateway(encodeScenario({ failures: { venmo: 'load' } }));
  assert.match((await rejection(gateway.prepareOption('venmo'))).message, /Simulated load failure during venmo setup/);
});

test.run();
