// test/preflight.mjs: before any browser tier, what the tiers need is there, installed from Debian's
// packages when we can, or the run stops at once with the one command to run.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { preflight } from '../preflight.mjs';

const ALL = ['unit', 'harness', 'browser', 'engines', 'consumers'];
/** A machine where the given paths are missing, and what preflight did there. */
function machine(missing, { canInstall, installs = true } = {}) {
  const gone = new Set(missing);
  const log = [];
  const apt = [];
  const options = {
    canInstall,
    log: (line) => log.push(line),
    isInstalled: (path) => !gone.has(path),
    apt: (args) => {
      apt.push(args.join(' '));
      if (installs && args[0] === 'install') gone.clear();
      return installs;
    },
  };
  return { log, apt, options };
}

test('a fresh machine, not root: stops before any test with the one command', () => {
  const m = machine(['/usr/bin/chromium', '/usr/bin/firefox-esr', '/usr/bin/WebKitWebDriver', 'xvfb-run'], { canInstall: false });
  const stop = preflight(ALL, m.options);
  assert.is(stop, 'preflight: missing /usr/bin/chromium (harness, browser, engines, consumers), /usr/bin/firefox-esr (engines), /usr/bin/WebKitWebDriver (engines), xvfb-run (engines). Run: sudo apt-get install chromium firefox-esr webkit2gtk-driver xvfb xauth');
  assert.equal(m.apt, []);
});

test('as root with apt-get: installs what is missing, saying so, and goes on', () => {
  const m = machine(['/usr/bin/firefox-esr', 'xvfb-run'], { canInstall: true });
  assert.is(preflight(ALL, m.options), undefined);
  assert.equal(m.log, ["preflight: missing /usr/bin/firefox-esr (engines), xvfb-run (engines); installing Debian's firefox-esr xvfb xauth (apt-get update, then apt-get install)"]);
  assert.equal(m.apt, ['update -qq', 'install -y -qq firefox-esr xvfb xauth']);
});

test('an install that fails stops with the command', () => {
  const m = machine(['/usr/bin/chromium'], { canInstall: true, installs: false });
  assert.is(preflight(['browser'], m.options), 'preflight: apt-get could not install chromium. Run: sudo apt-get install chromium');
});

test('only what the tiers run need: the unit tier none, the browser tier Chromium alone', () => {
  const m = machine(['/usr/bin/chromium', '/usr/bin/firefox-esr'], { canInstall: false });
  assert.is(preflight(['unit'], m.options), undefined);
  assert.is(preflight(['browser'], m.options), 'preflight: missing /usr/bin/chromium (browser). Run: sudo apt-get install chromium');
  assert.is(preflight(['consumers'], machine(['/usr/bin/firefox-esr'], { canInstall: false }).options), undefined);
});

test.run();
