// Build step: dist/featherdrop.js, the first view in one classic script, and its copies of the chunks.
import * as esbuild from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { root, dist, version } from './context.mjs';
import { chunkOf } from '../metafile.mjs';

/**
 * The classic script's later files: dist/esm/chunks/ copied to dist/script/ under the same names
 * (scripts/build/chunk-names.mjs), where each import of the entry (`import{a as b}from"../index.js"`) or of the braintree
 * adapter's chunk, both inside dist/featherdrop.js, becomes a read of the registry that script fills
 * (src/loader.ts). A classic script cannot be imported, so its chunks cannot share its bindings any other way;
 * dist/esm/ stays untouched for bundlers and module pages. Returns the bindings read.
 */
function writeScriptChunks(registry, adapter) {
  const from = join(dist, 'esm/chunks');
  const to = join(dist, 'script');
  mkdirSync(to, { recursive: true });
  const inScript = { '../index.js': 'core', [`./${adapter}`]: 'adapter' };
  const read = { core: new Set(), adapter: new Set() };
  for (const file of readdirSync(from).filter((name) => name !== adapter)) {
    let code = readFileSync(join(from, file), 'utf8');
    for (const [specifier, part] of Object.entries(inScript)) {
      const quoted = JSON.stringify(specifier);
      code = code
        .replaceAll(new RegExp(`import\\{([^}]*)\\}from${quoted.replace(/[.]/g, '\\.')};?`, 'g'), (_, names) => {
          for (const name of names.split(',')) read[part].add(name.split(' as ')[0]);
          return `const{${names.split(',').map((name) => name.split(' as ').join(':')).join(',')}}=globalThis[Symbol.for(${JSON.stringify(registry)})].${part};`;
        })
        .replaceAll(`import${quoted};`, '');
      if (code.includes(quoted)) throw new Error(`${file} imports ${specifier} in a form writeScriptChunks does not rewrite`);
    }
    writeFileSync(join(to, file), code);
  }
  return read;
}

/**
 * dist/featherdrop.js (docs/performance.md, "One script"): src/loader.ts bundled with the built entry and
 * the braintree adapter's chunk (one classic script: no request before the gateway's), registering their
 * bindings for dist/script/. The entry's import() of the adapter becomes a static import (the
 * loader imports the adapter first, so the entry, which the adapter imports, runs before it); every other import() in them becomes `import(distUrl("<path in dist/>"))` (src/script-url.ts):
 * chunks from dist/script/, the locales' and marks' loaders and the script-tag glue (which import nothing
 * from the entry) from dist/esm/.
 */
export async function buildScript(metafile) {
  const entry = join(dist, 'esm/index.js');
  const adapter = join(root, chunkOf(metafile, 'src/gateway/braintree/braintree-gateway.ts'));
  // One version is one build (its chunks' names say so too): the version keeps two releases' scripts on a page apart.
  const registry = `featherdrop ${version}`;
  const read = writeScriptChunks(registry, relative(join(dist, 'esm/chunks'), adapter));
  // What the script itself takes from them: the loader and the script-tag glue, the entry from the adapter.
  const keep = { [entry]: new Set([...read.core, 'create', 'VERSION', 'DropinError']), [adapter]: new Set([...read.adapter, 'createBraintreeGateway']) };
  // The script asks for a chunk by its stable name alone (chunkUrl("card"), src/script-url.ts).
  const chunkName = (path) => (dirname(path) === join(dist, 'esm/chunks') ? basename(path).replace(`-${version}.js`, '') : undefined);
  const loader = join(root, 'src/loader.ts');
  // Each built file's exports that something reads, also as one plain object, `bindings` (values, not a
  // namespace's getters: smaller).
  const withBindings = (file, code) => code.replace(/export\{([^}]*)\};?\s*$/, (clause, names) => {
    const pairs = names.split(',').map((name) => name.split(' as ')).map(([local, exported = local]) => [local, exported]).filter(([, exported]) => keep[file].has(exported));
    return `${clause};export const bindings={${pairs.map(([local, exported]) => `${exported}:${local}`).join(',')}};`;
  });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [loader],
    outfile: 'dist/featherdrop.js',
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'warning',
    define: { __REGISTRY__: JSON.stringify(registry), __CHUNKS_ID__: JSON.stringify(version) },
    plugins: [{
      name: 'first-view-in-one-script',
      setup(build) {
        build.onLoad({ filter: /\.ts$/ }, (args) => (args.path === loader
          ? { contents: `import{bindings as __ADAPTER__}from${JSON.stringify(adapter)};import{bindings as __CORE__}from${JSON.stringify(entry)};${readFileSync(loader, 'utf8')}`, loader: 'ts' }
          : undefined));
        build.onLoad({ filter: /\.js$/ }, (args) => {
          if (args.path !== entry && args.path !== adapter) return undefined;
          const code = readFileSync(args.path, 'utf8').replace(/import\("(\.[^"]+)"\)/g, (_, specifier) => {
            const target = join(dirname(args.path), specifier);
            if (target === adapter) return 'Promise.resolve(__adapter)';
            return chunkName(target) ? `import(__chunkUrl(${JSON.stringify(chunkName(target))}))` : `import(__distUrl(${JSON.stringify(relative(dist, target))}))`;
          });
          const imports = `import{chunkUrl as __chunkUrl,distUrl as __distUrl}from${JSON.stringify(join(root, 'src/script-url.ts'))};`
            + (args.path === entry ? `import{bindings as __adapter}from${JSON.stringify(adapter)};` : '');
          return { contents: imports + withBindings(args.path, code), loader: 'js', resolveDir: dirname(args.path) };
        });
      },
    }],
  });
}
