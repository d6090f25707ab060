// A missing browser engine fails its own files alone, with what to install, never a skip (issue 38): the
// engines tier with Firefox's binary and xvfb-run (WebKit's display) pointed at paths that are not there.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closingLine, runTests } from './support.mjs';

test('Firefox and xvfb-run missing: their engines\' files fail at once naming them, Chromium\'s flows pass', async () => {
  // Every engine, whatever ENGINES the run was started with.
  const { out } = await runTests('engines', { ENGINES: '', FEATHERDROP_FIREFOX: '/nonexistent/firefox-esr', FEATHERDROP_XVFB_RUN: '/nonexistent/xvfb-run' });
  assert.match(out, /^preflight: FEATHERDROP_FIREFOX=\/nonexistent\/firefox-esr is missing; the files that need firefox will fail$/m);
  for (const file of ['firefox', 'firefox-emulator', 'webkit', 'webkit-emulator']) {
    const line = new RegExp(`^FAIL test/engines/${file}\\.test\\.mjs \\(0 passed, 1 failed\\) ([\\d.]+) s$`, 'm').exec(out);
    assert.ok(line, `${file}: ${out}`);
    assert.ok(Number(line[1]) < 30, `${file} failed at once, before any browser work (${line[1]} s)`);
  }
  assert.match(out, /firefox: \/nonexistent\/firefox-esr \(FEATHERDROP_FIREFOX\) missing\. Install Debian's package: sudo apt-get install firefox-esr/);
  assert.match(out, /webkit: \/nonexistent\/xvfb-run \(FEATHERDROP_XVFB_RUN\) missing\. Install Debian's package: sudo apt-get install xvfb xauth/);
  const chromium = /^ok {3}test\/engines\/chromium\.test\.mjs \((\d+) passed\)/m.exec(out);
  assert.ok(chromium && Number(chromium[1]) > 0, out);
  assert.is(closingLine(out), `${chromium[1]} passed, 4 failed`);
});

test.run();
