// Runs test/run.mjs as CI does, on fixture files (FEATHERDROP_TEST_DIRS) or a real tier, and reads its output.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `node test/run.mjs tier` with `env` added; resolves with its output, exit code and seconds. `started(child)`
 * gets the run's process (to signal it).
 */
export function runTests(tier, env = {}, started = () => {}) {
  const at = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['test/run.mjs', tier], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('close', (code, signal) => resolve({ out, code, signal, seconds: (Date.now() - at) / 1000 }));
    started(child);
  });
}

/** The run's last line: CI reads it. */
export const closingLine = (out) => out.trimEnd().split('\n').at(-1);

/** A file path for a fixture to write process ids into, and reading them back. */
export function pidsFile() {
  const dir = mkdtempSync(join(tmpdir(), 'featherdrop-harness-'));
  const path = join(dir, 'pids.json');
  return {
    path,
    read: () => JSON.parse(readFileSync(path, 'utf8')),
    written: () => existsSync(path),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Whether a process is still there (a zombie left for its parent to reap counts as gone). */
export function alive(pid) {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * The processes of `pids` still there once they have all gone, or after `ms`: a SIGKILL'd process leaves the
 * process table a moment after the signal, so the test waits for that, not for a guessed while.
 */
export async function leftAfter(pids, ms = 5_000) {
  const end = Date.now() + ms;
  while (pids.some(alive) && Date.now() < end) await new Promise((resolve) => { setTimeout(resolve, 50); });
  return pids.filter(alive);
}
