// A missing browser engine fails its own files alone, with what to install, never a skip (issue 38): the
// engines tier with Firefox's (or Xvfb's) binary pointed at a path that is not there.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closingLine, runTests } from './support.mjs';

test('Firefox missing: both Firefox files fail naming it, Chromium\'s flows pass', async () => {
  const { out } = await runTests('engines', { ENGINES: 'chromium,firefox', FEATHERDROP_FIREFOX: '/nonexistent/firefox-esr' });
  assert.match(out, /^preflight: FEATHERDROP_FIREFOX=\/nonexistent\/firefox-esr is missing; the files that need firefox will fail$/m);
  for (const file of ['firefox', 'firefox-emulator']) {
    assert.match(out, new RegExp(`^FAIL test/engines/${file}\\.test\\.mjs \\(0 passed, 1 failed\\)`, 'm'));
  }
  assert.match(out, /firefox: \/nonexistent\/firefox-esr \(FEATHERDROP_FIREFOX\) missing\. Install Debian's package: sudo apt-get install firefox-esr/);
  const chromium = /^ok {3}test\/engines\/chromium\.test\.mjs \((\d+) passed\)/m.exec(out);
  assert.ok(chromium, out);
  assert.not.match(out, /^FAIL test\/engines\/(chromium|webkit)/m);
  assert.is(closingLine(out), `${chromium[1]} passed, 2 failed`);
});

test('xvfb-run missing: the WebKit files fail naming it', async () => {
  const { out, seconds } = await runTests('engines', { ENGINES: 'webkit', FEATHERDROP_XVFB_RUN: '/nonexistent/xvfb-run' });
  for (const file of ['webkit', 'webkit-emulator']) {
    assert.match(out, new RegExp(`^FAIL test/engines/${file}\\.test\\.mjs \\(0 passed, 1 failed\\)`, 'm'));
  }
  assert.match(out, /webkit: \/nonexistent\/xvfb-run \(FEATHERDROP_XVFB_RUN\) missing\. Install Debian's package: sudo apt-get install xvfb xauth/);
  assert.is(closingLine(out), '0 passed, 2 failed');
  assert.ok(seconds < 30, `failed at once (${seconds} s)`);
});

test.run();
