// The browsers and tools the test tiers drive, all from Debian's packages (never a downloaded browser): where
// each is, which package brings it, and which tiers need it. An environment variable may point a test run at
// another binary (FEATHERDROP_FIREFOX=/nonexistent shows a missing engine failing its own files alone).
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** An executable path, or a command found on PATH. */
export function installed(path) {
  const candidates = path.includes('/') ? [path] : (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, path));
  return candidates.some((candidate) => {
    try { accessSync(candidate, constants.X_OK); return true; } catch { return false; }
  });
}

/** The binary an environment variable names (the first set of `variables`), else Debian's. */
function pick(variables, fallback) {
  const variable = variables.find((name) => process.env[name]);
  return { path: variable ? process.env[variable] : fallback, variable, overridden: !!variable };
}

/** `engine`: the cross-engine tier's engine that needs it (ENGINES=… picks engines). */
export const BROWSERS = {
  chromium: { ...pick(['FEATHERDROP_CHROMIUM', 'CHROMIUM'], '/usr/bin/chromium'), packages: ['chromium'], engine: 'chromium', tiers: ['harness', 'browser', 'engines', 'consumers'] },
  firefox: { ...pick(['FEATHERDROP_FIREFOX'], '/usr/bin/firefox-esr'), packages: ['firefox-esr'], engine: 'firefox', tiers: ['engines'] },
  webkit: { ...pick(['FEATHERDROP_WEBKIT_DRIVER'], '/usr/bin/WebKitWebDriver'), packages: ['webkit2gtk-driver'], engine: 'webkit', tiers: ['engines'] },
  'xvfb-run': { ...pick(['FEATHERDROP_XVFB_RUN'], 'xvfb-run'), packages: ['xvfb', 'xauth'], engine: 'webkit', tiers: ['engines'] },
};

/** What an engine of the cross-engine tier needs that is not there, as one sentence, or undefined. */
export function engineMissing(engine) {
  const missing = Object.values(BROWSERS).filter((b) => b.engine === engine && !installed(b.path));
  if (!missing.length) return undefined;
  const what = missing.map((b) => `${b.path}${b.overridden ? ` (${b.variable})` : ''}`).join(' and ');
  return `${engine}: ${what} missing. Install Debian's package: sudo apt-get install ${missing.flatMap((b) => b.packages).join(' ')}`;
}
