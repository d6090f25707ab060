// Bundles the unit-test files (uvu + happy-dom) with esbuild and the production aliases, one .mjs per file,
// with the harness in place (test/unit/support/harness/): 'uvu' is the harness's suites, and
// src/dropin/create-dropin.ts the same function with its widgets tracked, so a failed test is mopped up.
import * as esbuild from 'esbuild';
import { rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { shared, slicesIn } from '../../scripts/build/plugins.mjs';
import { STRING_AREAS } from '../../scripts/string-areas.mjs';

function harness(root) {
  const support = join(root, 'test/unit/support/harness');
  const createDropin = join(root, 'src/dropin/create-dropin');
  return {
    name: 'unit-harness',
    setup(build) {
      build.onResolve({ filter: /^uvu$/ }, (args) => (args.importer === join(support, 'uvu.ts') ? undefined : { path: join(support, 'uvu.ts') }));
      build.onResolve({ filter: /create-dropin(\.js)?$/ }, (args) => {
        if (args.importer === join(support, 'create-dropin-tracked.ts')) return undefined;
        return resolve(args.resolveDir, args.path).replace(/\.js$/, '') === createDropin ? { path: join(support, 'create-dropin-tracked.ts') } : undefined;
      });
    },
  };
}

/**
 * `featherdrop-english-areas`: every string area's English table by area name (scripts/string-areas.mjs finds
 * them in the slices' folders), so a test reads them all without a list of slices to keep.
 */
function englishAreas(root) {
  const areas = Object.entries(STRING_AREAS);
  const contents = areas.map(([, [file, name]], i) => `import { ${name} as a${i} } from ${JSON.stringify(join(root, file))};`).join('\n')
    + `\nexport default { ${areas.map(([area], i) => `${JSON.stringify(area)}: a${i}`).join(', ')} };`;
  return {
    name: 'english-areas',
    setup(build) {
      build.onResolve({ filter: /^featherdrop-english-areas$/ }, () => ({ path: 'english-areas', namespace: 'featherdrop-english-areas' }));
      build.onLoad({ filter: /.*/, namespace: 'featherdrop-english-areas' }, () => ({ contents, loader: 'js', resolveDir: root }));
    },
  };
}

/** Builds `sources` (below `root`) into `outdir`, by their paths from `root`; returns [label, built file] pairs. */
export async function buildUnitFiles(root, sources, outdir) {
  rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    ...shared,
    // The fixture slices of test/unit/fixtures/slices/ have adapters too (scripts/build/plugins.mjs's slicesIn).
    plugins: [harness(root), englishAreas(root), ...shared.plugins.filter((p) => p.name !== 'slice-adapters'), slicesIn([join(root, 'src/flows'), join(root, 'test/unit/fixtures/slices')])],
    absWorkingDir: root,
    entryPoints: sources,
    outdir,
    outbase: root,
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    format: 'esm',
    sourcemap: 'inline',
    packages: 'external',
    // A bundled CommonJS file (a stand-in of scripts/build/braintree-pins.mjs) may require a package left external.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'error',
  });
  return sources.map((f) => [relative(root, f), join(outdir, relative(root, f)).replace(/\.tsx?$/, '.mjs')]);
}
