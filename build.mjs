// One esbuild ESM build with code splitting (dist/esm/), the classic-script loader
// (dist/featherdrop.js), the stylesheet (dist/featherdrop.css) and the .d.ts types.
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const dist = join(root, 'dist');
const version = JSON.parse(readFileSync(join(root, 'src/../package.json'), 'utf8')).version;

/**
 * braintree-web's package.json `browser` field points every module at a standalone dist file with
 * its own copy of the shared code; the CommonJS sources let shared code land once, in a shared chunk.
 */
export const braintreeSources = {
  name: 'braintree-web-sources',
  setup(build) {
    build.onResolve({ filter: /^braintree-web\/[\w-]+$/ }, (args) => ({
      path: require.resolve(`${args.path}/index.js`, { paths: [root] }),
    }));
    build.onResolve({ filter: /^@paypal\/fastlane-sdk-loader$/ }, () => ({
      path: join(root, 'src/gateway/braintree/no-fastlane.ts'),
    }));
  },
};

/** Options shared with the unit-test bundler (test/run.mjs). */
export const shared = {
  bundle: true,
  jsx: 'automatic',
  jsxImportSource: 'preact',
  alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
  plugins: [braintreeSources],
  logLevel: 'warning',
};

/** Chunks the loader preloads: the ESM entry plus the braintree adapter and everything it imports. */
function preloadList(metafile) {
  const outputs = Object.entries(metafile.outputs);
  const adapter = outputs.find(([, o]) => Object.keys(o.inputs).some((i) => i.endsWith('gateway/braintree/braintree-gateway.ts')));
  const files = new Set(['index.js']);
  const visit = (file) => {
    const output = metafile.outputs[file];
    files.add(relative('dist/esm', file));
    for (const dep of output.imports) if (dep.kind === 'import-statement' && !files.has(relative('dist/esm', dep.path))) visit(dep.path);
  };
  visit('dist/esm/index.js');
  if (adapter) visit(adapter[0]);
  return [...files];
}

export async function build({ quiet = false } = {}) {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });

  const esm = await esbuild.build({
    ...shared,
    absWorkingDir: root,
    entryPoints: { index: 'src/index.ts', 'script-tag': 'src/script-tag.ts' },
    outdir: 'dist/esm',
    format: 'esm',
    splitting: true,
    minify: true,
    target: 'es2020',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  writeFileSync(join(dist, 'metafile.json'), JSON.stringify(esm.metafile));

  await esbuild.build({
    ...shared,
    absWorkingDir: root,
    entryPoints: ['src/loader.ts'],
    outfile: 'dist/featherdrop.js',
    format: 'iife',
    minify: true,
    target: 'es2020',
    define: { __PRELOAD__: JSON.stringify(preloadList(esm.metafile)), __VERSION__: JSON.stringify(version) },
  });

  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/styles/featherdrop.css'],
    outfile: 'dist/featherdrop.css',
    bundle: true,
    minify: true,
    logLevel: 'warning',
  });

  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.types.json'], { cwd: root, stdio: 'inherit' });
  if (!quiet) console.log(`built dist/ (featherdrop ${version})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await build();
