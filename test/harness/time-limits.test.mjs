// test/run.mjs on deliberately failing and hanging fixture files (test/harness/fixtures/, out of every other
// tier's folders): a file over its limit is stopped with everything it started and named; a failing test's
// leftovers do not fail the next test of its file; the run goes on and its closing line counts right.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closingLine, leftAfter, pidsFile, runTests } from './support.mjs';

test('unit files: the hanging one is stopped at its limit with its processes, one failure stays one', async () => {
  const pids = pidsFile();
  try {
    const { out, code, seconds } = await runTests('unit', {
      FEATHERDROP_TEST_DIRS: 'test/harness/fixtures/unit', FEATHERDROP_TIME_LIMIT: '15', FEATHERDROP_HARNESS_PIDS: pids.path,
    });
    assert.match(out, /^== unit tier: 3 files, 15 s limit each \(at \d+:\d\d\)$/m);
    assert.match(out, /^FAIL test\/harness\/fixtures\/unit\/hangs\.test\.ts \(timed out after 15 s\) [\d.]+ s$/m);
    assert.match(out, /^ok {3}test\/harness\/fixtures\/unit\/passes\.test\.ts \(2 passed\) [\d.]+ s$/m);
    assert.match(out, /^FAIL test\/harness\/fixtures\/unit\/leftovers\.test\.ts \(1 passed, 1 failed\) [\d.]+ s$/m);
    assert.match(out, /a deliberate failure/, 'the failure is shown');
    assert.match(out, /an after-each hook threw too: no stylesheet left/, 'the file\'s hook failing after the failure is reported');
    assert.is(closingLine(out), '3 passed, 2 failed');
    assert.is(code, 1);
    assert.ok(seconds < 60, `the run went on after the limit (${seconds} s)`);
    const left = pids.read();
    assert.is(left.length, 2);
    assert.equal(await leftAfter(left), [], 'both processes the hanging test started are gone');
  } finally {
    pids.remove();
  }
});

// Its limit leaves time for Chromium to start on a loaded machine.
test('a browser file that hangs is stopped with its Chromium', async () => {
  const pids = pidsFile();
  try {
    const { out } = await runTests('browser', {
      FEATHERDROP_TEST_DIRS: 'test/harness/fixtures/browser', FEATHERDROP_TIME_LIMIT: '30', FEATHERDROP_HARNESS_PIDS: pids.path,
    });
    assert.match(out, /^FAIL test\/harness\/fixtures\/browser\/hangs-with-chromium\.test\.mjs \(timed out after 30 s\) [\d.]+ s$/m);
    assert.is(closingLine(out), '0 passed, 1 failed');
    const browser = pids.read();
    assert.ok(browser.length > 1, 'Chromium\'s processes were recorded');
    // The run sent SIGTERM, then SIGKILL 3 s later for whatever had not gone, before going on.
    assert.equal(await leftAfter(browser), [], 'no Chromium process is left');
  } finally {
    pids.remove();
  }
});

test('Ctrl-C (or CI cancelling the run) stops the files running and what they started', async () => {
  const pids = pidsFile();
  try {
    const { code } = await runTests('unit', {
      FEATHERDROP_TEST_DIRS: 'test/harness/fixtures/unit', FEATHERDROP_TIME_LIMIT: '120', FEATHERDROP_HARNESS_PIDS: pids.path,
    }, (run) => {
      const poll = setInterval(() => {
        if (!pids.written()) return;
        clearInterval(poll);
        run.kill('SIGINT');
      }, 100);
    });
    assert.is(code, 130);
    const left = pids.read();
    assert.equal(await leftAfter(left), [], 'the hanging test\'s processes are gone');
  } finally {
    pids.remove();
  }
});

test.run();
