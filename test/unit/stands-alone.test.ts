// The project stands alone (issue 26): a clone with nothing beside it builds and tests. No source, test,
// script, build step or doc reaches outside the repository (the SPEC's messages the tests compare are in
// test/unit/support/spec-8-errors.json), and `npm pack` builds dist/ first.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.cwd();
/** Not the project's own files: installed, built or written by a run. */
const SKIP = new Set(['node_modules', 'dist', '.build', '.test-build', 'test-results', '.git', 'package-lock.json']);

function files(dir: string): string[] {
  return readdirSync(dir).filter((name) => !SKIP.has(name)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(m?js|cjs|tsx?|json|md|html|css|sh)$|^run$/.test(name) ? [path] : [];
  });
}

/** A path out of the repository: the shared folder beside it, or this machine's absolute paths. */
const OUTSIDE = /\.\.\/shared\b|\/work\/(?:shared|main|wt-)/;

test('no file of the project names a folder outside it', () => {
  const all = files(root);
  assert.ok(all.length > 200, `only ${all.length} files seen`);
  const found = all.flatMap((file) => readFileSync(file, 'utf8').split('\n')
    .map((line, i) => (OUTSIDE.test(line) && !file.endsWith('stands-alone.test.ts') ? `${relative(root, file)}:${i + 1}: ${line.trim()}` : null))
    .filter((hit): hit is string => hit !== null));
  assert.equal(found, []);
});

test('the check would see a read of ../shared (it is not vacuous)', () => {
  assert.ok(OUTSIDE.test("readFileSync(join(process.cwd(), '../shared/SPEC.md'))"));
  assert.ok(OUTSIDE.test('see /work/shared/DESIGN.md'));
  assert.not.ok(OUTSIDE.test("require('braintree-web/hosted-fields/shared/constants')"));
});

test('npm pack builds dist/ first, so a fresh clone packs the whole package', () => {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  assert.match(manifest.scripts.prepack ?? '', /\bnode build\.mjs\b/);
  assert.equal(manifest.files, ['dist']);
});

test.run();
