// Stands for src/dropin/create-dropin.ts in the unit-test bundle (test/runner/unit-build.mjs resolves every
// import of it here): the same function, with each widget it makes known to the harness (live.ts).
import { createDropin as create } from '../../../../src/dropin/create-dropin.js';
import { trackWidget } from './live.js';

export * from '../../../../src/dropin/create-dropin.js';

export function createDropin(...args: Parameters<typeof create>): ReturnType<typeof create> {
  const created = create(...args);
  trackWidget(created);
  return created;
}
