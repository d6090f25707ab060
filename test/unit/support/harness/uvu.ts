// Stands for 'uvu' in the unit-test bundle (test/runner/unit-build.mjs): the same suites, so that one failure
// stays one failure. After a failed test, the file's own after-each hooks still run but what they throw is
// only reported (uvu would abort the rest of the suite on it), then live.ts mops up what the test left.
import * as uvu from 'uvu';
import { mopUp, testStarts } from './live.js';

type Hook = (context: any) => unknown;
type Handler = (context: any) => unknown;

export function suite(name?: string, state?: object): any {
  const real: any = uvu.suite(name, state);
  let passed = false;
  let hookFailed = false;
  real.before.each(() => {
    passed = false;
    hookFailed = false;
    testStarts();
  });
  const guarded = (handler: Handler): Handler => async (context) => {
    await handler(context);
    passed = true;
  };
  const test: any = (title: string, handler: Handler) => real(title, guarded(handler));
  test.only = (title: string, handler: Handler) => real.only(title, guarded(handler));
  test.skip = real.skip;
  test.before = real.before;
  test.after = (hook: Hook) => real.after(hook);
  test.after.each = (hook: Hook) => real.after.each(async (context: unknown) => {
    try {
      await hook(context);
    } catch (error) {
      // A passing test's hook failure fails that test (once); after a failure it is only reported.
      if (passed && !hookFailed) {
        hookFailed = true;
        passed = false;
        throw error;
      }
      console.log(`  (after the failed test "${(context as { __test__?: string })?.__test__}", an after-each hook threw too: ${(error as Error)?.message ?? error})`);
    }
  });
  test.run = () => {
    // Last of the after-each hooks, so that the file's own run (and assert) first.
    real.after.each(() => (passed ? undefined : mopUp()));
    real.run();
  };
  return test;
}

export const test = suite();
export const exec = uvu.exec;
