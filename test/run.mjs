// Runs every test: unit tests (uvu + happy-dom, bundled by esbuild with the production aliases), browser
// tests (playwright-core + Debian's Chromium on the built dist/), the shopper's flows in every browser engine,
// consumer tests (the packed package in small projects built by real bundlers, in Chromium) and the harness's
// own tests. Each file runs under its tier's time limit; progress as it goes; one closing line for CI.
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preflight } from './preflight.mjs';
import { runFile } from './runner/run-file.mjs';
import { buildUnitFiles } from './runner/unit-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const which = process.argv[2] ?? 'all';
const filter = process.argv[3];

/**
 * The tiers in the order `npm test` runs them: their folders, the time limit of each file (seconds; the
 * slowest files take about half of it) and how many files run at once (each browser file drives its own
 * Chromium; `FEATHERDROP_TEST_WORKERS` overrides it for every tier). A file whose source has a line starting
 * `// Runs alone:` (and why) runs with no other file beside it; one with a line starting `// Mostly waits:` (and
 * on what) runs in a lane of its own beside the others when more than one file runs at a time.
 */
const TIERS = {
  // A slice's own tests are in its folder (src/flows/<slice>/test/); the rest of the unit tier in test/unit.
  unit: { dirs: ['test/unit', 'src/flows'], pattern: /\.test\.tsx?$/, limit: 120, workers: 2 },
  // test/run.mjs itself, on the fixture files of test/harness/fixtures/ (out of every other tier's folders); its
  // files mostly wait for the runs they start (fixtures that hang until their limit).
  harness: { dirs: ['test/harness'], pattern: /\.test\.mjs$/, limit: 300, workers: 2, shallow: true },
  // The simulator tier (test/browser) and the emulator tier (test/emulator), both in Chromium.
  // Two at once: many files wait part of the time (a simulated shopper, a held request); the three that wait out
  // braintree-web's real 60 s timeouts are marked `// Mostly waits:` and run in the lane beside the two.
  browser: { dirs: ['test/browser', 'test/emulator'], pattern: /\.test\.mjs$/, limit: 300, workers: 2 },
  // The cross-engine tier: the shopper's flows in Chromium, Firefox ESR and WebKitGTK, each from Debian's
  // packages (docs/browsers.md); `ENGINES=firefox` for one engine. Each engine file drives one browser.
  engines: { dirs: ['test/engines'], pattern: /\.test\.mjs$/, limit: 300, workers: 2 },
  // The packed package in projects built by real bundlers; `node test/run.mjs consumers` after `node build.mjs`.
  // Each file builds in one process (npm pack once per content, shared), then drives one Chromium.
  consumers: { dirs: ['test/consumers'], pattern: /\.test\.mjs$/, limit: 600, workers: 2 },
};
const tiers = which === 'all' ? Object.keys(TIERS) : [which];
if (!tiers.every((tier) => TIERS[tier])) {
  console.error(`unknown tier ${which}: one of all, ${Object.keys(TIERS).join(', ')}`);
  process.exit(1);
}

// The harness's own tests point a tier at their fixtures and shorten its limit.
const dirsOverride = process.env.FEATHERDROP_TEST_DIRS?.split(',');
const limitOverride = Number(process.env.FEATHERDROP_TIME_LIMIT) || undefined;
const workersOverride = Number(process.env.FEATHERDROP_TEST_WORKERS) || undefined;

function find(dir, pattern, shallow) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return shallow ? [] : find(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

const started = Date.now();
const clock = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}`;
const seconds = (s) => `${s < 10 ? s.toFixed(1) : Math.round(s)} s`;

/** uvu prints "Total: N / Passed: N"; a file that crashed before its summary or timed out counts as one failure. */
function count({ code, out, timedOut }) {
  const total = Number(/Total:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const passed = Number(/Passed:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const failed = total - passed || (code !== 0 || timedOut ? 1 : 0);
  return { passed, failed };
}

/**
 * Each file's duration in the last run that ran it: the longest start first, so a file that mostly waits does
 * not start last and run on alone (a file not timed yet counts as the longest). Not kept for the harness's fixtures.
 */
const durationsFile = join(root, 'node_modules/.cache/featherdrop/test-durations.json');
const durations = (() => {
  try {
    return JSON.parse(readFileSync(durationsFile, 'utf8'));
  } catch {
    return {};
  }
})();
const expected = ([label]) => durations[label] ?? Number.MAX_VALUE;

/** Whether a test file says so on a line of its own: `// Runs alone: why`, `// Mostly waits: on what`. */
const marked = (file, mark) => new RegExp(`^// ${mark}: `, 'm').test(readFileSync(file, 'utf8'));

async function suite(files, { workers: parallel, limit }) {
  let passed = 0;
  let failed = 0;
  const alone = files.filter(([, file]) => marked(file, 'Runs alone'));
  const run = async ([label, file]) => {
    const result = await runFile(file, { cwd: root, limit });
    durations[label] = result.seconds;
    const c = count(result);
    passed += c.passed;
    failed += c.failed;
    const mark = c.failed ? 'FAIL' : 'ok  ';
    const tally = result.timedOut ? `timed out after ${limit} s` : `${c.passed} passed${c.failed ? `, ${c.failed} failed` : ''}`;
    console.log(`${mark} ${label} (${tally}) ${seconds(result.seconds)}`);
    if (c.failed) console.log(result.out.split('\n').map((l) => `     ${l}`).join('\n'));
  };
  // The files that run alone first, one by one; then the others, `parallel` at a time. A file that mostly waits
  // (braintree-web's real 60 s timeouts) leaves its core idle: those run one by one in a lane of their own beside
  // the `parallel` others, which take them up too once their own queue is done.
  for (const entry of alone) await run(entry);
  const rest = files.filter((entry) => !alone.includes(entry)).sort((a, b) => expected(b) - expected(a));
  const waiting = parallel > 1 ? rest.filter(([, file]) => marked(file, 'Mostly waits')) : [];
  const queue = rest.filter((entry) => !waiting.includes(entry));
  const lane = async (...queues) => {
    for (let next; (next = queues.find((q) => q.length)?.shift());) await run(next);
  };
  await Promise.all([...Array.from({ length: parallel }, () => lane(queue, waiting)), lane(waiting)]);
  return { passed, failed };
}

async function runTier(name) {
  const tier = TIERS[name];
  const dirs = (dirsOverride ?? tier.dirs).map((dir) => join(root, dir));
  const sources = dirs.flatMap((dir) => find(dir, tier.pattern, tier.shallow)).filter((f) => !filter || f.includes(filter));
  const limit = limitOverride ?? tier.limit;
  console.log(`\n== ${name} tier: ${sources.length} files, ${limit} s limit each (at ${clock(Date.now() - started)})`);
  const files = name === 'unit'
    ? await buildUnitFiles(root, sources, join(root, dirsOverride ? '.test-build-fixtures' : '.test-build'))
    : sources.map((f) => [relative(root, f), f]);
  const result = await suite(files, { workers: workersOverride ?? tier.workers, limit });
  if (!dirsOverride) {
    mkdirSync(dirname(durationsFile), { recursive: true });
    writeFileSync(durationsFile, `${JSON.stringify(durations, null, 1)}\n`);
  }
  return result;
}

const stop = preflight(tiers);
if (stop) {
  console.error(stop);
  process.exit(1);
}
let passed = 0;
let failed = 0;
for (const name of tiers) {
  const r = await runTier(name);
  passed += r.passed;
  failed += r.failed;
}
console.log(`\n(${tiers.join(', ')} in ${clock(Date.now() - started)})`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed || !passed ? 1 : 0);
