// One esbuild ESM build with code splitting (dist/esm/), the classic-script loader
// (dist/featherdrop.js), the stylesheet (dist/featherdrop.css) and the .d.ts types.
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkOf, firstView, inertChunks, withStaticImports } from './scripts/metafile.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const dist = join(root, 'dist');
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;

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
    // Card tokenization over GraphQL from the page's client: hosted fields tokenize in their frames.
    build.onResolve({ filter: /\/(credit-card-tokenization(-fastlane)?|credit-card-for-fastlane-tokenization)$/ }, () => ({
      path: join(root, 'src/gateway/braintree/no-page-card-graphql.cjs'),
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

/**
 * Locales: standalone files with stable names beside the entry (src/index.ts imports them by URL),
 * each holding only its strings' values, in en_US's key order (src/i18n/load-strings.ts puts the keys
 * back): the 80-odd key names are not shipped again in every locale (−0.35 kB brotli each). The sources
 * stay readable objects; the locale-parity test keeps every key in every one.
 */
async function buildLocales() {
  const ids = readdirSync(join(root, 'src/i18n/locales')).map((file) => file.replace(/\.ts$/, ''));
  const table = [`export { en_US } from './src/i18n/en_US.ts';`, ...ids.map((id) => `export { ${id} } from './src/i18n/locales/${id}.ts';`)].join('\n');
  const { outputFiles } = await esbuild.build({
    stdin: { contents: table, resolveDir: root, loader: 'ts' }, bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'warning',
  });
  const locales = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
  const keys = Object.keys(locales.en_US);
  mkdirSync(join(dist, 'esm/locales'), { recursive: true });
  for (const id of ids) {
    const values = keys.map((key) => locales[id][key]);
    writeFileSync(join(dist, 'esm/locales', `${id}.js`), `export const ${id}=${JSON.stringify(values)};\n`);
  }
}

/**
 * esbuild makes a chunk import every chunk it depends on for evaluation order, bare
 * (`import"./chunk-….js";`) when it uses nothing from it. Two kinds of chunk have nothing to
 * evaluate: the runtime helpers' chunk (__commonJS, __toESM, … for braintree-web's CommonJS; no
 * inputs, no imports, only function definitions), which the entry imported for 0.4 kB brotli it never
 * uses, and the empty chunk left by `src/ui/kit.ts` (re-exports only), one more request on every lazy
 * path. Bare imports of those are dropped; chunks that use a runtime helper import it by name and
 * still fetch it. The metafile is kept in step.
 */
function dropBareImportsOfInertChunks(metafile) {
  const outputs = metafile.outputs;
  const inert = inertChunks(metafile);
  for (const file of Object.keys(outputs).filter((f) => f.endsWith('.js'))) {
    const path = join(root, file);
    let code = readFileSync(path, 'utf8');
    let dropped = false;
    for (const chunk of inert) {
      const specifier = `./${relative(dirname(file), chunk)}`;
      const bare = `import"${specifier}";`;
      if (!code.includes(bare)) continue;
      code = code.replace(bare, '');
      dropped = true;
      if (!code.includes(`"${specifier}"`)) outputs[file].imports = outputs[file].imports.filter((dep) => dep.path !== chunk);
    }
    if (dropped) writeFileSync(path, code);
  }
}

/**
 * size-limit reads fixed paths, but chunk names carry hashes: each measured group is copied to
 * dist/size/<group>/ (per-file brotli, as browsers fetch them). .size-limit.json names these folders.
 */
function writeSizeGroups(metafile) {
  const { core, view } = firstView(metafile);
  const own = (source) => [chunkOf(metafile, source)].filter(Boolean);
  const groups = {
    core,
    'first-view': [...view, 'dist/featherdrop.js', 'dist/featherdrop.css'],
    'card-flow': own('src/flows/card/index.ts'),
    // Each wallet's own code: its flow chunk (the braintree-web module and the simulator are separate).
    'paypal-flow': own('src/flows/paypal/index.ts'),
    'apple-pay-flow': own('src/flows/applePay/index.tsx'),
    'google-pay-flow': own('src/flows/googlePay/index.tsx'),
    'venmo-flow': own('src/flows/venmo/index.tsx'),
    // 3D Secure's own code: the flow chunk and the port chunk with the SPEC 8 error table.
    'three-d-secure': [...own('src/flows/threeDSecure/index.ts'), ...own('src/gateway/three-d-secure.ts')],
    'card-path': [...view, 'dist/featherdrop.js', 'dist/featherdrop.css',
      ...withStaticImports(metafile, chunkOf(metafile, 'src/flows/card/index.ts')),
      ...withStaticImports(metafile, chunkOf(metafile, 'src/gateway/braintree/hosted-fields.ts'))],
  };
  for (const [name, files] of Object.entries(groups)) {
    const dir = join(dist, 'size', name);
    mkdirSync(dir, { recursive: true });
    for (const file of new Set(files)) copyFileSync(join(root, file), join(dir, basename(file)));
  }
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
    // Browsers with module scripts and ES2022 class fields (Chrome 74+, Safari 14.1+, Firefox 90+):
    // no private-field helpers in the core.
    target: 'es2022',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    // Modules are always decoded as UTF-8; escaping non-Latin text would bloat the locale chunks.
    charset: 'utf8',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  dropBareImportsOfInertChunks(esm.metafile);
  writeFileSync(join(dist, 'metafile.json'), JSON.stringify(esm.metafile));

  await buildLocales();

  await esbuild.build({
    ...shared,
    absWorkingDir: root,
    entryPoints: ['src/loader.ts'],
    outfile: 'dist/featherdrop.js',
    format: 'iife',
    minify: true,
    target: 'es2020',
    define: { __PRELOAD__: JSON.stringify(firstView(esm.metafile).view.map((f) => relative('dist/esm', f))), __VERSION__: JSON.stringify(version) },
  });

  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { featherdrop: 'src/styles/featherdrop.css', 'featherdrop-simulator': 'src/styles/simulator.css' },
    outdir: 'dist',
    bundle: true,
    minify: true,
    logLevel: 'warning',
  });

  writeSizeGroups(esm.metafile);
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.types.json'], { cwd: root, stdio: 'inherit' });
  if (!quiet) console.log(`built dist/ (featherdrop ${version})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await build();
