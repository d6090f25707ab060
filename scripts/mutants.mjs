// The mutation check (npm run mutants; docs/development.md, "Mutation check"): applies each user-visible bug
// of scripts/mutants.json to src/ alone, runs the unit-test files it names, restores the file, and reports
// which bugs the tests caught and which survived. Exits 1 when one survived or no longer applies.
// `npm run mutants -- <name filter>` runs only the mutants whose name contains the filter.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv[2];
const { mutants } = JSON.parse(readFileSync(join(root, 'scripts/mutants.json'), 'utf8'));
const chosen = mutants.filter((m) => !only || m.name.includes(only));
/** A run longer than this hangs: the bug is caught (the suite would not finish), and the run is stopped. */
const LIMIT_MS = 5 * 60_000;

/** Runs `node test/run.mjs unit <filter>`; resolves with 'passed', 'failed' or 'timed out'. */
function unitTests(filter) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['test/run.mjs', 'unit', filter], { cwd: root, stdio: 'ignore', detached: true });
    const timer = setTimeout(() => {
      process.kill(-child.pid, 'SIGKILL');
      resolve('timed out');
    }, LIMIT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code === 0 ? 'passed' : 'failed');
    });
  });
}

/** The file with the bug in; throws unless `from` occurs exactly once (a stale entry must not pass as caught). */
function mutated(source, { name, from, to }) {
  const at = source.indexOf(from);
  if (at < 0 || source.indexOf(from, at + 1) >= 0) throw new Error(`"${name}": its line is not in the file exactly once`);
  return source.slice(0, at) + to + source.slice(at + from.length);
}

/** The original text of the file being mutated, written back on Ctrl-C too. */
let restoring = null;
process.on('SIGINT', () => {
  restoring?.();
  process.exit(130);
});

const filters = [...new Set(chosen.flatMap((m) => m.tests))];
console.log(`Baseline: ${filters.length} test filters without any bug`);
for (const filter of filters) {
  const outcome = await unitTests(filter);
  if (outcome !== 'passed') {
    console.log(`  ${filter}: ${outcome} without any bug; fix that first`);
    process.exit(1);
  }
}

const results = [];
for (const mutant of chosen) {
  const path = join(root, mutant.file);
  const original = readFileSync(path, 'utf8');
  const started = Date.now();
  let caughtBy = null;
  try {
    const bug = mutated(original, mutant);
    restoring = () => writeFileSync(path, original);
    writeFileSync(path, bug);
    for (const filter of mutant.tests) {
      const outcome = await unitTests(filter);
      if (outcome !== 'passed') {
        caughtBy = `${filter} (${outcome})`;
        break;
      }
    }
  } catch (error) {
    results.push({ name: mutant.name, outcome: 'stale', detail: error.message });
    console.log(`stale    ${mutant.name}: ${error.message}`);
    continue;
  } finally {
    restoring?.();
    restoring = null;
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ name: mutant.name, outcome: caughtBy ? 'caught' : 'survived' });
  console.log(`${caughtBy ? 'caught  ' : 'SURVIVED'} ${mutant.name} (${mutant.file}; ${caughtBy ? `by ${caughtBy}` : `ran ${mutant.tests.join(', ')}`}; ${seconds} s)`);
}

const caught = results.filter((r) => r.outcome === 'caught').length;
console.log(`\n${caught} of ${results.length} caught${results.length > caught ? `; not caught: ${results.filter((r) => r.outcome !== 'caught').map((r) => r.name).join('; ')}` : ''}`);
process.exit(caught === results.length ? 0 : 1);
