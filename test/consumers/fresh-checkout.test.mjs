// A fresh checkout, as a newcomer clones it: nothing built, nothing beside it. `npm pack` there builds first
// (the prepack script) and packs the whole package. A checkout's files are copied without node_modules,
// dist/ and what runs write; node_modules is copied as hard links (a symlink would make esbuild name its
// files by their real path, outside the checkout), offline.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { workspace } from './build-fixtures.mjs';
import { root } from './pack.mjs';

const work = workspace();
test.after(() => work.remove());
/** Not in a checkout: installed, built, or written by a run. */
const NOT_CHECKED_IN = /^(node_modules|dist|\.build|\.test-build|test-results|\.git)(\/|$)/;

test('npm pack in a fresh checkout builds dist/ first and packs it (a clone packed 3 files, 4 kB, before prepack)', async () => {
  const checkout = join(work.dir, 'featherdrop');
  cpSync(root, checkout, { recursive: true, filter: (source) => !NOT_CHECKED_IN.test(relative(root, source)) });
  const run = promisify(execFile);
  await run('cp', ['-al', join(root, 'node_modules'), join(checkout, 'node_modules')]).catch(() => run('cp', ['-a', join(root, 'node_modules'), join(checkout, 'node_modules')]));
  assert.not.ok(existsSync(join(checkout, 'dist')));
  const { stdout } = await run('npm', ['pack', '--dry-run', '--json'], { cwd: checkout, maxBuffer: 64 * 1024 * 1024 });
  // The prepack script's output comes first; npm's JSON is the last thing printed.
  const [info] = JSON.parse(stdout.slice(stdout.lastIndexOf('\n[\n') + 1));
  const files = info.files.map((f) => f.path);
  for (const entry of ['dist/esm/index.js', 'dist/featherdrop.js', 'dist/featherdrop.css', 'dist/types/index.d.ts', 'dist/react/index.js', 'dist/testing/index.js', 'dist/types/global.d.ts']) {
    assert.ok(files.includes(entry), `${entry} is packed`);
  }
  assert.ok(info.entryCount > 100, `${info.entryCount} files`);
});

test.run();
