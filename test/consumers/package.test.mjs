// The package as npm delivers it: what the tarball holds, what `npm install` of it adds (computed from
// featherdrop's lockfile, offline), what each entry exports, and how it behaves when a server imports it.
import * as esbuild from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { install, workspace } from './build-fixtures.mjs';
import { installFootprint } from './footprint.mjs';
import { filesBelow, packed, root } from './pack.mjs';

const work = workspace();
test.after(() => work.remove());
const kB = (bytes) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1000).toFixed(1)} kB`);

/** Package names a file imports (`from"x"`, `import("x")`, `import"x"`; relative paths left out). */
function importedPackages(file) {
  const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*["']([^"'./][^"']*)["']/g)].map((m) => m[1]);
  return specifiers.map((s) => s.split('/').slice(0, s.startsWith('@') ? 2 : 1).join('/'));
}

test('npm install adds no dependency the shipped code does not import', () => {
  const { dir, info, manifest } = packed();
  const footprint = installFootprint(manifest);
  mkdirSync(join(root, 'test-results/consumers'), { recursive: true });
  writeFileSync(join(root, 'test-results/consumers/install.json'), JSON.stringify({ tarball: info.size, unpacked: info.unpackedSize, files: info.entryCount, dependencies: footprint }, null, 2));
  console.log(`npm install featherdrop: tarball ${kB(info.size)}, unpacked ${kB(info.unpackedSize)}, plus ${footprint.packages.length} packages, ${kB(footprint.bytes)}`);

  const byJs = new Set(filesBelow(dir).filter((f) => /\.m?js$/.test(f)).flatMap(importedPackages));
  const byTypes = new Set(filesBelow(dir).filter((f) => f.endsWith('.d.ts')).flatMap(importedPackages));
  const unused = Object.keys(manifest.dependencies ?? {}).filter((dep) => !byJs.has(dep));
  const largest = footprint.packages.slice(0, 3).map((p) => `${p.name}@${p.version} ${kB(p.bytes)} (via ${p.via})`).join(', ');
  assert.equal(unused, [], `dependencies no shipped JavaScript imports (bundled into dist/) — ${unused.filter((d) => byTypes.has(d)).join(', ') || 'none'} only by the .d.ts files; `
    + `npm install adds ${footprint.packages.length} packages, ${kB(footprint.bytes)}, largest: ${largest}`);
});

test('the tarball has a LICENSE', () => {
  assert.ok(packed().info.files.some((f) => /^licen[cs]e/i.test(f.path)), 'no LICENSE file in the tarball');
});

test('the tarball ships no build leftovers (dist/size/, metafile.json)', () => {
  const { info } = packed();
  const leftovers = info.files.filter((f) => /^dist\/size\/|metafile\.json$/.test(f.path));
  const bytes = leftovers.reduce((sum, f) => sum + f.size, 0);
  assert.equal(leftovers.slice(0, 5).map((f) => f.path), [],
    `${leftovers.length} leftover files, ${kB(bytes)}: ${Math.round((100 * bytes) / info.unpackedSize)} % of the unpacked package (first 5 shown)`);
});

/** A test file or a test folder's support: a slice's tests live in its folder (src/flows/<slice>/test/). */
const TEST_FILE = /(^|\/)test\/|\.test[.-][^/]*$/;

test('no test file is built or shipped: the tarball, dist/ and the bundled sources hold none', () => {
  assert.equal(packed().info.files.map((f) => f.path).filter((path) => TEST_FILE.test(path)), [], 'in the tarball');
  const dist = join(root, 'dist');
  assert.equal(filesBelow(dist).map((file) => relative(dist, file)).filter((path) => TEST_FILE.test(path)), [], 'in dist/');
  const inputs = Object.keys(JSON.parse(readFileSync(join(root, '.build/metafile.json'), 'utf8')).inputs);
  assert.ok(inputs.some((input) => input.startsWith('src/flows/card/')), 'the build\'s metafile lists the sources it bundled');
  assert.equal(inputs.filter((input) => !input.startsWith('node_modules/') && TEST_FILE.test(input)), [], 'bundled into a chunk');
});

test('package.json declares sideEffects', () => {
  assert.ok(Object.hasOwn(packed().manifest, 'sideEffects'), 'no "sideEffects" field: bundlers cannot drop unused modules');
});

/**
 * Each JavaScript entry's exports, as merchants may import them (issue 38: the main entry also exported the
 * 47 bindings its chunks import). A new public name is added here on purpose, with its docs.
 */
const PUBLIC_EXPORTS = {
  '.': ['DropinError', 'VERSION', 'create', 'default'],
  './react': ['DropIn', 'default'],
  './element': ['defineFeatherdropDropIn'],
  './testing': ['approveWallet', 'choose', 'completeChallenge', 'deleteSavedMethod', 'fillCard', 'waitForWidget'],
};

test('every entry of "exports" exports its public names and nothing else', () => {
  const { dir, manifest } = packed();
  const modules = Object.entries(manifest.exports).filter(([, target]) => typeof target === 'object' && target.default);
  assert.equal(modules.map(([entry]) => entry).sort(), Object.keys(PUBLIC_EXPORTS).sort(), 'the module entries this test knows');
  for (const [entry, { default: file }] of modules) {
    const { metafile } = esbuild.buildSync({ entryPoints: [join(dir, file)], bundle: false, write: false, metafile: true, format: 'esm', outdir: 'out', logLevel: 'silent' });
    const names = Object.values(metafile.outputs).find((output) => output.entryPoint).exports.sort();
    assert.equal(names, PUBLIC_EXPORTS[entry], `${entry} (${file}) exports`);
  }
});

test('in Node (server rendering), create() rejects with a DropinError', async () => {
  const dir = install('vanilla', work.dir, { name: 'node' });
  const script = `import('featherdrop').then((m) => m.create({ authorization: 'simulator_guest', container: '#dropin' }))
    .then(() => console.log('{"resolved":true}'), (e) => console.log(JSON.stringify({ name: e?.name, message: e?.message, cause: String(e?.cause) })))`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: dir });
  const outcome = JSON.parse(stdout);
  assert.is(outcome.name, 'DropinError', `create() settled with ${stdout.trim()}`);
});

test.run();
