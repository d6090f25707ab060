// Build step: the .d.ts types of the public entries.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, rmdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { dist, filesBelow, require, root } from './context.mjs';

/**
 * tsc declares every source file; a merchant's project reads only the public ones (the package's
 * entries and what they import: src/api.ts, src/errors.ts, …). The rest is removed, so no internal type
 * (preact's, braintree-web's) reaches a merchant's type check.
 */
function pruneDeclarations() {
  const types = join(dist, 'types');
  const keep = new Set();
  const visit = (file) => {
    if (keep.has(file) || !existsSync(file)) return;
    keep.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from\s*|import\()\s*['"](\.[^'"]+)['"]/g)) {
      visit(join(dirname(file), specifier.replace(/\.js$/, '.d.ts')));
    }
  };
  for (const entry of ['index.d.ts', 'global.d.ts', 'react/index.d.ts', 'element/index.d.ts', 'testing/index.d.ts']) {
    if (!existsSync(join(types, entry))) throw new Error(`declarations.mjs: tsc no longer writes dist/types/${entry}: check tsconfig.types.json`);
    visit(join(types, entry));
  }
  for (const file of filesBelow(types).map((f) => join(types, f))) if (!keep.has(file)) rmSync(file);
  const removeEmpty = (dir) => {
    for (const name of readdirSync(dir)) if (statSync(join(dir, name)).isDirectory()) removeEmpty(join(dir, name));
    if (!readdirSync(dir).length) rmdirSync(dir);
  };
  removeEmpty(types);
}

/** tsc declares src/ (tsconfig.types.json); the declarations a merchant's project never reads are removed. */
export function declarations() {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.types.json'], { cwd: root, stdio: 'inherit' });
  pruneDeclarations();
}
