// Before any browser tier: are the browsers the tiers need there (test/browsers.mjs)? When some are missing,
// as root with apt-get, installs Debian's packages for them (as CI does on a fresh machine), saying so;
// otherwise stops at once with the one command to run, before the run spends minutes on tests that cannot
// pass. A binary an environment variable points at is not installed here: its own tier's files fail, naming it.
// `node test/preflight.mjs [tier …]` runs it alone (.ci/run does, before `npm ci`); only Node's own modules.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BROWSERS, installed } from './browsers.mjs';

export const BROWSER_TIERS = ['harness', 'browser', 'engines', 'consumers'];

/** The BROWSERS entries `tiers` need; the cross-engine tier's only for the engines ENGINES picks. */
export function needed(tiers, engines = process.env.ENGINES) {
  const picked = engines ? engines.split(',') : undefined;
  return Object.entries(BROWSERS).filter(([, b]) => b.tiers.some((tier) => tiers.includes(tier)
    && (tier !== 'engines' || !picked || picked.includes(b.engine)))).map(([name, b]) => ({ name, ...b }));
}

/**
 * What to do: `install` (Debian packages, when we can), `command` (the one to run, when we cannot), `left`
 * (binaries named by environment variables that are missing: their tier's files fail on them).
 */
export function plan(tiers, { engines = process.env.ENGINES, isInstalled = installed, canInstall = canApt() } = {}) {
  const missing = needed(tiers, engines).filter((b) => !isInstalled(b.path));
  const left = missing.filter((b) => b.overridden);
  const packages = [...new Set(missing.filter((b) => !b.overridden).flatMap((b) => b.packages))];
  const absent = missing.filter((b) => !b.overridden).map((b) => `${b.path} (${b.tiers.filter((t) => tiers.includes(t)).join(', ')})`);
  if (!packages.length) return { left };
  return canInstall ? { install: packages, absent, left } : { command: `sudo apt-get install ${packages.join(' ')}`, absent, left };
}

function canApt() {
  return process.getuid?.() === 0 && installed('apt-get');
}

function aptGet(args) {
  return spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

/**
 * Checks (and installs) for `tiers`; returns the message to stop on, or undefined. `isInstalled`,
 * `canInstall` and `apt` (runs apt-get with its arguments, says whether it succeeded) are replaceable for tests.
 */
export function preflight(tiers, { log = console.log, isInstalled = installed, canInstall = canApt(), apt = aptGet } = {}) {
  if (!tiers.some((tier) => BROWSER_TIERS.includes(tier))) return undefined;
  const first = plan(tiers, { isInstalled, canInstall });
  for (const b of first.left) log(`preflight: ${b.variable}=${b.path} is missing; the files that need ${b.name} will fail`);
  if (first.command) return `preflight: missing ${first.absent.join(', ')}. Run: ${first.command}`;
  if (!first.install) return undefined;
  log(`preflight: missing ${first.absent.join(', ')}; installing Debian's ${first.install.join(' ')} (apt-get update, then apt-get install)`);
  const done = apt(['update', '-qq']) && apt(['install', '-y', '-qq', ...first.install]);
  const after = plan(tiers, { isInstalled, canInstall: false });
  if (done && !after.command) return undefined;
  return `preflight: apt-get could not install ${first.install.join(' ')}. Run: ${after.command ?? `sudo apt-get install ${first.install.join(' ')}`}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tiers = process.argv.slice(2);
  const stop = preflight(tiers.length && !tiers.includes('all') ? tiers : BROWSER_TIERS);
  if (stop) {
    console.error(stop);
    process.exit(1);
  }
}
