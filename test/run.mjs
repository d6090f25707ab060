// Runs every test: unit tests (uvu + happy-dom, bundled by esbuild with the production aliases),
// browser tests (playwright-core + Debian's Chromium on the built dist/), the shopper's flows in every
// browser engine, and consumer tests (the packed package in small projects built by real bundlers, in
// Chromium). Prints one closing line.
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shared, slicesIn } from '../build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const which = process.argv[2] ?? 'all';
const filter = process.argv[3];

function find(dir, pattern) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? find(path, pattern) : pattern.test(name) ? [path] : [];
  });
}

function run(file) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** uvu prints "Total: N / Passed: N"; a file that crashed before its summary counts as one failure. */
function count({ code, out }) {
  const total = Number(/Total:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const passed = Number(/Passed:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const failed = total - passed || (code !== 0 ? 1 : 0);
  return { passed, failed };
}

async function suite(files, { workers: parallel }) {
  let passed = 0;
  let failed = 0;
  const queue = [...files];
  const workers = Array.from({ length: parallel }, async () => {
    while (queue.length) {
      const [label, file] = queue.shift();
      const result = await run(file);
      const c = count(result);
      passed += c.passed;
      failed += c.failed;
      const mark = c.failed ? 'FAIL' : 'ok  ';
      console.log(`${mark} ${label} (${c.passed} passed${c.failed ? `, ${c.failed} failed` : ''})`);
      if (c.failed) console.log(result.out.split('\n').map((l) => `     ${l}`).join('\n'));
    }
  });
  await Promise.all(workers);
  return { passed, failed };
}

let passed = 0;
let failed = 0;
if (which === 'all' || which === 'unit') {
  const sources = find(join(root, 'test/unit'), /\.test\.tsx?$/).filter((f) => !filter || f.includes(filter));
  const outdir = join(root, '.test-build');
  rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    ...shared,
    // The fixture slices of test/unit/fixtures/slices/ have adapters too (build.mjs's slicesIn).
    plugins: [...shared.plugins.filter((p) => p.name !== 'slice-adapters'), slicesIn([join(root, 'src/flows'), join(root, 'test/unit/fixtures/slices')])],
    absWorkingDir: root,
    entryPoints: sources,
    outdir,
    outbase: 'test/unit',
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    format: 'esm',
    sourcemap: 'inline',
    packages: 'external',
    // A bundled CommonJS file (a stand-in of build.mjs) may require a package left external.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'error',
  });
  const files = sources.map((f) => [relative(root, f), join(outdir, relative(join(root, 'test/unit'), f)).replace(/\.tsx?$/, '.mjs')]);
  const r = await suite(files, { workers: 2 });
  passed += r.passed;
  failed += r.failed;
}
/** The *.test.mjs files below `dirs`, one at a time (each drives its own Chromium). */
function chromiumSuite(dirs) {
  const files = dirs.flatMap((dir) => find(join(root, dir), /\.test\.mjs$/))
    .filter((f) => !filter || f.includes(filter)).map((f) => [relative(root, f), f]);
  return suite(files, { workers: 1 });
}
if (which === 'all' || which === 'browser') {
  // Both Chromium tiers: the simulator tier (test/browser) and the emulator tier (test/emulator).
  const r = await chromiumSuite(['test/browser', 'test/emulator']);
  passed += r.passed;
  failed += r.failed;
}
// The cross-engine tier (test/engines/): the shopper's flows in Chromium, Firefox ESR and WebKitGTK, each from
// Debian's packages (docs/browsers.md); `node test/run.mjs engines`, `ENGINES=firefox` for one engine.
if (which === 'all' || which === 'engines') {
  const r = await chromiumSuite(['test/engines']);
  passed += r.passed;
  failed += r.failed;
}
// Consumer tests (test/consumers/): the packed package in projects built by real bundlers; `node test/run.mjs
// consumers` runs them alone, after `node build.mjs`.
if (which === 'all' || which === 'consumers') {
  const r = await chromiumSuite(['test/consumers']);
  passed += r.passed;
  failed += r.failed;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed || !passed ? 1 : 0);
