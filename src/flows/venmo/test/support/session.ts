// The Venmo unit tests' shared session: the harness and fake clock of the running test, torn down after each,
// and the steps every file takes (start a flow, click, move the clock).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { settle } from '../../../../../test/unit/dom.js';
import type { Clock } from '../../../../../test/unit/support/clock.js';
import { fake } from './fake-venmo.js';
import { prepareVenmo, type VenmoHarness, type VenmoSetup } from './harness.js';

/** The running test's harness and clock; each file's tests set them, the hooks below clear them. */
export const s: { h?: VenmoHarness; clock?: Clock } = {};

/** Registers the hooks: the fake module reset before each test, the harness and the clock undone after. */
export function useVenmoSession() {
  test.before.each(() => fake.reset());
  test.after.each(async () => {
    await s.h?.teardown();
    s.h = undefined;
    s.clock?.restore();
    s.clock = undefined;
  });
}

export async function start(setup: Partial<VenmoSetup> = {}) {
  s.h = await prepareVenmo({ kind: 'braintree', ...setup });
  await s.h.start();
  return s.h;
}
export async function click(el: HTMLElement | undefined) {
  assert.ok(el, 'the element exists');
  el!.click();
  await settle();
}
export async function tick(ms: number) {
  s.clock!.tick(ms);
  await settle();
}
