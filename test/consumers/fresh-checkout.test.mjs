// The README's install path, run as written on a fresh checkout: nothing built, nothing beside it. The
// README's "Install" blocks are read and their commands run: in the checkout (`npm pack`: the prepack script
// builds dist/ first and the tarball holds it), then in a new project beside it (`npm install ../featherdrop/…`).
// A checkout's files are copied without node_modules, dist/ and what runs write; the README's `npm ci` is the
// one command not run: node_modules is copied as hard links instead (offline; a symlink would make esbuild name
// its files by their real path, outside the checkout).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { workspace } from './build-fixtures.mjs';
import { root } from './pack.mjs';

const work = workspace();
test.after(() => work.remove());
const run = promisify(execFile);
/** Not in a checkout: installed, built, or written by a run. */
const NOT_CHECKED_IN = /^(node_modules|dist|\.build|\.test-build|test-results|\.git)(\/|$)|\.tgz$/;
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The README's "Install" section: its shell blocks, each as { where (its first comment), commands }. */
function installBlocks() {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = /^## Install\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? '';
  return [...section.matchAll(/^```sh\n([\s\S]*?)^```/gm)].map(([, body]) => {
    const lines = body.split('\n').filter(Boolean);
    return {
      where: lines.find((l) => l.startsWith('#'))?.replace(/^#\s*/, '') ?? '',
      commands: lines.filter((l) => !l.startsWith('#')).map((l) => l.replace(/\s+#.*$/, '').trim()),
    };
  });
}

/** Runs one README command (npm and its arguments, as written) in `cwd`. */
async function npm(command, cwd) {
  const [tool, ...args] = command.split(/\s+/);
  assert.is(tool, 'npm', `the README's install commands are npm's: ${command}`);
  return run('npm', args, { cwd, maxBuffer: 64 * 1024 * 1024 });
}

test("the README's install commands, run as written: npm pack in a fresh clone builds dist/ and packs it; npm install of the tarball in a project beside it", async () => {
  const [clone, project] = installBlocks();
  assert.ok(clone && project, 'README.md "Install" has two sh blocks (the clone, your project)');
  assert.match(clone.where, /clone of this repository/);
  assert.match(project.where, /your project/);
  assert.equal(clone.commands, ['npm ci', 'npm pack'], "the clone's commands");
  assert.equal(project.commands, [`npm install ../featherdrop/featherdrop-${version}.tgz`], "the project's command names this version's tarball");

  const checkout = join(work.dir, 'featherdrop');
  cpSync(root, checkout, { recursive: true, filter: (source) => !NOT_CHECKED_IN.test(relative(root, source)) });
  // `npm ci`, offline: the lockfile's node_modules as hard links.
  await run('cp', ['-al', join(root, 'node_modules'), join(checkout, 'node_modules')]).catch(() => run('cp', ['-a', join(root, 'node_modules'), join(checkout, 'node_modules')]));
  assert.not.ok(existsSync(join(checkout, 'dist')));
  await npm(clone.commands[1], checkout);
  const tarball = join(checkout, `featherdrop-${version}.tgz`);
  assert.ok(existsSync(tarball), `npm pack wrote featherdrop-${version}.tgz, as the README says`);
  const { stdout: listing } = await run('tar', ['-tzf', tarball], { maxBuffer: 64 * 1024 * 1024 });
  const files = listing.split('\n').filter(Boolean).map((f) => f.replace(/^package\//, ''));
  for (const entry of ['dist/esm/index.js', 'dist/featherdrop.js', 'dist/featherdrop.css', 'dist/types/index.d.ts', 'dist/react/index.js', 'dist/testing/index.js', 'dist/types/global.d.ts']) {
    assert.ok(files.includes(entry), `${entry} is packed`);
  }
  assert.ok(files.length > 100, `${files.length} files`);

  const shop = join(work.dir, 'my-shop');
  mkdirSync(shop);
  writeFileSync(join(shop, 'package.json'), JSON.stringify({ name: 'my-shop', private: true, type: 'module' }, null, 2));
  await npm(project.commands[0], shop);
  const { dependencies } = JSON.parse(readFileSync(join(shop, 'package.json'), 'utf8'));
  assert.is(dependencies.featherdrop, `file:../featherdrop/featherdrop-${version}.tgz`, "the project's package.json names the tarball, as the README says");
  assert.ok(existsSync(join(shop, 'node_modules/featherdrop/dist/featherdrop.js')), "the script tag's file is in node_modules/featherdrop/dist/");
  // The bare import resolves through the installed package's exports (in Node: server rendering imports it too).
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', "const m = await import('featherdrop'); console.log(typeof m.create, m.VERSION);"], { cwd: shop });
  assert.is(stdout.trim(), `function ${version}`);
});

test.run();
