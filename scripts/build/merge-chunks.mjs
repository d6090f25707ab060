// Build step: chunks always fetched right after another are merged into it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { root } from './context.mjs';
import { rebundle } from '../rebundle.mjs';

/**
 * Puts `chunks` into `target`, a chunk always fetched before them. esbuild cannot put code shared with
 * lazy chunks into the chunk that loads them, so this pass does: esbuild bundles the target and those
 * chunks into one module (scope-hoisted, so bindings stay live) that also exports their names (prefixed
 * per chunk), and every other chunk imports them from the target instead. Requests fewer, and they
 * compress together. The metafile follows. Used twice (build()):
 * - the entry takes the chunks every path fetches right after it: the shared runtime (React through
 *   preact/compat, signals, the error catalogue; src/runtime.ts), esbuild's CommonJS helpers
 *   (braintree-web is CommonJS; −0.5 kB brotli on the first view) and every chunk it imports statically
 *   (code it shares with a later chunk, e.g. the labels the options list also shows). The entry has run before any other
 *   chunk loads, so a bare import of them (which only ordered evaluation) is dropped;
 * - the braintree adapter takes braintree-web's client chunk, which nothing else reaches first (every
 *   braintree-web module is imported by the adapter); −0.3 kB brotli on the first view, one request
 *   fewer on every braintree path (issue 13).
 */
export async function mergeChunks(metafile, target, chunks) {
  const outputs = metafile.outputs;
  const dir = join(root, dirname(target));
  const isEntry = target === 'dist/esm/index.js';
  const prefixOf = new Map(chunks.map((chunk, i) => [chunk, `m${i}_`]));
  const from = (file) => `'./${relative(dirname(target), file)}'`;
  const reexports = chunks.map((chunk) => `export { ${outputs[chunk].exports.map((name) => `${name} as ${prefixOf.get(chunk)}${name}`).join(', ')} } from ${from(chunk)};`);
  const merged = new Set([target, ...chunks].map((file) => join(root, file)));
  const bundled = await rebundle(dir, [`export { ${outputs[target].exports.join(', ')} } from ${from(target)};`, ...reexports].join('\n'), merged);
  writeFileSync(join(root, target), bundled);
  outputs[target].bytes = bundled.length;
  // What later steps rebundling the target (fold-chunks) must keep exporting.
  outputs[target].exports = [...outputs[target].exports, ...chunks.flatMap((chunk) => outputs[chunk].exports.map((name) => `${prefixOf.get(chunk)}${name}`))];
  for (const chunk of chunks) {
    outputs[target].inputs = { ...outputs[target].inputs, ...outputs[chunk].inputs };
    outputs[target].imports.push(...outputs[chunk].imports.filter((dep) => dep.path !== target));
    rmSync(join(root, chunk));
    delete outputs[chunk];
  }
  outputs[target].imports = [...new Map(outputs[target].imports.filter((dep) => !prefixOf.has(dep.path)).map((dep) => [dep.path + dep.kind, dep])).values()];
  for (const file of Object.keys(outputs).filter((f) => f.endsWith('.js') && f !== target)) {
    const specifier = (to) => {
      const path = relative(dirname(file), to);
      return `"${path.startsWith('.') ? path : `./${path}`}"`;
    };
    let code = readFileSync(join(root, file), 'utf8');
    const before = code;
    for (const [chunk, prefix] of prefixOf) {
      // esbuild imports between chunks as `import{a as b,c}from"./chunk.js"`.
      code = code.replace(new RegExp(`import\\{([^}]*)\\}from${specifier(chunk).replace(/[.]/g, '\\.')}`, 'g'), (_, names) => {
        const renamed = names.split(',').map((name) => {
          const [imported, local = imported] = name.split(' as ');
          return `${prefix}${imported} as ${local}`;
        });
        return `import{${renamed.join(',')}}from${specifier(target)}`;
      });
      // A bare import only ordered evaluation.
      code = code.replaceAll(`import${specifier(chunk)};`, isEntry ? '' : `import${specifier(target)};`);
      if (code.includes(specifier(chunk))) throw new Error(`${file} imports ${chunk} in a form mergeChunks does not rewrite`);
    }
    // Two merged chunks' bare imports became the same one: it is kept once.
    const bare = `import${specifier(target)};`;
    const end = code.indexOf(bare) + bare.length;
    if (end >= bare.length) code = code.slice(0, end) + code.slice(end).replaceAll(bare, '');
    if (code === before) continue;
    writeFileSync(join(root, file), code);
    outputs[file].imports = [...new Map(outputs[file].imports.map((dep) => (prefixOf.has(dep.path) ? { ...dep, path: target } : dep)).map((dep) => [dep.path + dep.kind, dep])).values()];
  }
}
