// Runs one test file under a time limit: a file over its limit is stopped with everything it started
// (browsers, drivers, servers) and reported as timed out. The file gets a process group of its own; browsers
// that playwright-core, puppeteer-core or engines.mjs start in groups of their own are found through /proc.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const GRACE_MS = 3_000;
const live = new Set();

/** Every process below `pid` (children first found, then theirs), from /proc's parent links. */
export function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch { /* gone meanwhile */ }
  }
  const found = [];
  for (let queue = [pid]; queue.length;) {
    const next = children.get(queue.shift()) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

function signal(target, name) {
  try { process.kill(target, name); } catch { /* gone */ }
}

/** The file's group and every process below it, in whatever group: SIGTERM first (playwright-core and
 * puppeteer-core close their browsers on it), SIGKILL after a grace period; resolves once that is sent. */
function stop(pid) {
  const tree = descendants(pid);
  for (const target of [-pid, ...tree]) signal(target, 'SIGTERM');
  return new Promise((resolve) => setTimeout(() => {
    for (const target of [-pid, ...tree, ...descendants(pid)]) signal(target, 'SIGKILL');
    resolve();
  }, GRACE_MS));
}

// Children are detached, hence out of the terminal's reach: Ctrl-C or CI cancelling the run stops them too.
for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(name, () => {
    for (const pid of live) {
      for (const target of [-pid, ...descendants(pid)]) signal(target, 'SIGKILL');
    }
    process.exit(130);
  });
}

/**
 * Runs `node file` from `cwd`; resolves with its exit code, its output (stdout and stderr interleaved), the
 * seconds it took and whether it was stopped at `limit` seconds.
 */
export function runFile(file, { cwd, limit }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file], { cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    live.add(child.pid);
    let out = '';
    let stopped;
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    const timer = setTimeout(() => { stopped = stop(child.pid); }, limit * 1000);
    // Whatever the file left running in its group goes with it, so a leftover holding the pipes cannot stall us.
    child.on('exit', () => signal(-child.pid, 'SIGKILL'));
    child.on('close', async (code) => {
      clearTimeout(timer);
      const seconds = (Date.now() - started) / 1000;
      await stopped;
      live.delete(child.pid);
      resolve({ code, out, timedOut: !!stopped, seconds });
    });
  });
}
