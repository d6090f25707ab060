// A payment option is its folder, one registry line and its public option type (docs/architecture.md,
// "Adding a payment option"): a copy of the project gets the gift card fixture slice
// (test/unit/fixtures/slices/giftCard/) as src/flows/giftCard/, its own unit test in its test/ folder included,
// its line in the opt-in index (src/flows/opt-in-registry.ts), its options type and its documentation row, and
// nothing else (its adapters, braintree and simulator, are found by their files); then the typecheck, the build,
// its own unit test (found by the unit tier in its folder), the unit tests that read the options and slices,
// and the size step run there, the core and first view measured before and after. About three minutes on an
// idle machine.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = join(root, 'test/unit/fixtures/slices/giftCard');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
/** The unit files that enumerate the options, the slices or their files (path filters of test/run.mjs). */
const UNIT_FILTERS = ['test/unit/options.test', 'test/unit/dropin/create.test', 'test/unit/dropin/open-first', 'test/unit/structure',
  'test/unit/i18n/', 'test/unit/docs.test', 'test/unit/size-entries', 'test/unit/slices/'];

/** The project as its working tree has it (tracked and new files), node_modules hard-linked, its cache left out. */
function copyProject() {
  const copy = mkdtempSync(join(tmpdir(), 'featherdrop-fixture-option-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    try {
      cpSync(join(root, file), join(copy, file));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error; // deleted in the working tree, not yet committed
    }
  }
  execFileSync('cp', ['-al', join(root, 'node_modules'), join(copy, 'node_modules')]);
  rmSync(join(copy, 'node_modules/.cache'), { recursive: true, force: true });
  return copy;
}

/** Replaces `anchor` (found exactly once) in a file of the copy. */
function insert(copy, file, anchor, replacement) {
  const text = readFileSync(join(copy, file), 'utf8');
  assert.is(text.split(anchor).length, 2, `${file}: the anchor ${JSON.stringify(anchor)} once`);
  writeFileSync(join(copy, file), text.replace(anchor, replacement));
}

/**
 * The option's folder with its tests (test/), each file's paths to the project's root as seen from there (the
 * fixture sits two folders deeper), its registry line, its public type.
 */
function addGiftCard(copy) {
  const copyFolder = (from, to, depth) => {
    mkdirSync(to);
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        copyFolder(join(from, entry.name), join(to, entry.name), depth + 1);
        continue;
      }
      const toRoot = new RegExp(`(['"])(?:\\.\\./){${5 + depth}}(?!\\.\\./)`, 'g');
      writeFileSync(join(to, entry.name), readFileSync(join(from, entry.name), 'utf8').replace(toRoot, `$1${'../'.repeat(3 + depth)}`));
    }
  };
  copyFolder(fixture, join(copy, 'src/flows/giftCard'), 0);
  insert(copy, 'src/flows/opt-in-registry.ts', "  payLater: () => import('./payLater/definition.js'),\n",
    "  payLater: () => import('./payLater/definition.js'),\n  giftCard: () => import('./giftCard/definition.js'),\n");
  insert(copy, 'src/api/options.ts', '  payLater?: PayLaterOptions;\n', '  payLater?: PayLaterOptions;\n  /** A gift card code (the test fixture). */\n  giftCard?: Record<string, never>;\n');
  insert(copy, 'docs/options.md', "'swish', 'payLater']`", "'swish', 'payLater', 'giftCard']`");
  insert(copy, 'docs/options.md', '| `payLater` | [Pay Later options](#paylater) |', '| `giftCard` | `{}` | — | a gift card code (the test fixture) |\n| `payLater` | [Pay Later options](#paylater) |');
}

function run(copy, command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', ...env }, maxBuffer: 64 * 1024 * 1024 });
  return { ok: result.status === 0, out: `${result.stdout}${result.stderr}` };
}

/** The fixture's own test file, and whether a unit run's output shows the tier ran it from the option's folder. */
const OWN_TEST = 'test/gift-card.test.tsx';
const ranOwnTest = (out) => {
  const tests = readFileSync(join(fixture, OWN_TEST), 'utf8').match(/^test\(/gm).length;
  return out.includes(`ok   src/flows/giftCard/${OWN_TEST} (${tests} passed)`) && new RegExp(`^${tests} passed, 0 failed\\s*$`, 'm').test(out);
};

const sizes = (copy) => {
  const { out } = run(copy, 'npx', ['size-limit', '--json']);
  return Object.fromEntries(JSON.parse(out.slice(out.indexOf('['))).map((entry) => [entry.name, entry]));
};

test('with the gift card added as its folder, opt-in index line and option type, the typecheck, build, unit tests and every size limit pass, the core and first view unchanged', async () => {
  const copy = copyProject();
  try {
    // The core's and the first view's sizes before the fixture is added (their entries' paths: size-limits.json).
    const build0 = run(copy, 'node', ['build.mjs']);
    assert.ok(build0.ok, `build without the fixture:\n${build0.out}`);
    const { sizeEntries } = await import(pathToFileURL(join(copy, 'scripts/size-entries.mjs')).href);
    const unchanged = sizeEntries(copy).filter((entry) => ['.build/size/core/*.js', '.build/size/first-view/*'].includes(entry.path)).map((entry) => entry.name);
    assert.is(unchanged.length, 2, 'the core\'s and the first view\'s entries');
    const all = sizes(copy);
    const before = Object.fromEntries(unchanged.map((name) => [name, all[name].size]));
    addGiftCard(copy);
    const typecheck = run(copy, 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
    assert.ok(typecheck.ok, `typecheck:\n${typecheck.out}`);
    const build = run(copy, 'node', ['build.mjs']);
    assert.ok(build.ok, `build:\n${build.out}`);
    const chunks = readdirSync(join(copy, 'dist/esm/chunks'));
    assert.ok(chunks.includes(`giftCard-braintree-${version}.js`) && chunks.includes(`giftCard-simulator-${version}.js`), 'its chunks are built, its adapters among them');
    // Its adapters are reached through the opt-in index, not the braintree gateway's table (in the first view).
    const chunk = (name) => readFileSync(join(copy, 'dist/esm/chunks', `${name}-${version}.js`), 'utf8');
    assert.not.match(chunk('braintree-gateway'), 'giftCard', 'the first view\'s adapter table does not name it');
    assert.match(chunk('opt-in-index'), `./giftCard-braintree-${version}.js`, 'the opt-in index does');
    // Its own unit test runs from its folder; the check fails on a run that does not look there.
    const own = run(copy, 'node', ['test/run.mjs', 'unit', 'src/flows/giftCard/']);
    assert.ok(own.ok && ranOwnTest(own.out), `unit tests in src/flows/giftCard/:\n${own.out}`);
    const elsewhere = run(copy, 'node', ['test/run.mjs', 'unit', 'src/flows/giftCard/'], { FEATHERDROP_TEST_DIRS: 'test/unit' });
    assert.not.ok(ranOwnTest(elsewhere.out), `a unit tier that does not look in src/flows/ does not pass the check:\n${elsewhere.out}`);
    for (const filter of UNIT_FILTERS) {
      const unit = run(copy, 'node', ['test/run.mjs', 'unit', filter]);
      assert.ok(unit.ok && /\d+ passed, 0 failed\s*$/.test(unit.out), `unit ${filter}:\n${unit.out}`);
    }

    const measured = sizes(copy);
    for (const { name } of JSON.parse(readFileSync(join(fixture, 'size-limit.json'), 'utf8'))) {
      assert.ok(measured[name]?.passed, `its own entry, read from its folder, holds: ${name} (${measured[name]?.size} B)`);
    }
    // An opt-in option costs a merchant who does not pass its key nothing (docs/architecture.md, "Opt-in
    // slices"): every size limit holds, and the core and the first view are byte for byte as without it.
    const over = Object.values(measured).filter((entry) => !entry.passed).map((entry) => `${entry.name.slice(0, 60)}… ${entry.size} B of ${entry.sizeLimit} B`);
    assert.equal(over, [], 'every size limit holds');
    for (const [name, size] of Object.entries(before)) assert.is(measured[name].size, size, `${name.slice(0, 60)}…: the same size with the fixture`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test.run();
