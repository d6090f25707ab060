// Chunk names without content hashes (docs/performance.md, "The script's chunk names"). esbuild names each
// chunk with its own content hash, and the first view names 27 chunks: any change to any chunk changed its
// bytes, and brotli's output moves by up to ~0.1 kB for a change of a few bytes anywhere in a file. Here
// each chunk is named by what it is and the package's version (`card-1.31.2.js`): the first view's bytes
// depend on its own code only, and a release, which always has a new version, renames every chunk.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const stemOf = (path) => basename(path).replace(/\.[^.]+$/, '');

/**
 * A chunk's stable name: its entry's file name (`card` for src/flows/card/index.ts's chunk, named so by
 * esbuild), by its folder too where two share it (`sepa-definition`); a shared chunk by its last module's
 * folder and file (`chunk-ui-TextField`). Duplicates left after that are numbered in path order.
 */
export function stableNames(metafile, files) {
  const HASHED = /-[A-Z2-7]{8}\.js$/;
  const unnamed = files.filter((file) => !HASHED.test(file));
  if (unnamed.length) throw new Error(`chunk-names.mjs: esbuild's chunk names no longer end in an 8-letter content hash (chunkNames 'chunks/[name]-[hash]'): ${unnamed.join(', ')}`);
  const esbuildStem = (file) => basename(file).replace(HASHED, '');
  const count = new Map();
  for (const file of files) count.set(esbuildStem(file), (count.get(esbuildStem(file)) ?? 0) + 1);
  const named = files.map((file) => {
    const { entryPoint, inputs } = metafile.outputs[file];
    const stem = esbuildStem(file);
    if (stem === 'chunk') {
      const last = Object.keys(inputs).at(-1);
      return [file, last ? `chunk-${basename(dirname(last))}-${stemOf(last)}` : 'chunk-runtime'];
    }
    return [file, count.get(stem) === 1 || !entryPoint ? stem : `${basename(dirname(entryPoint))}-${stem}`];
  });
  const seen = new Map();
  return new Map(named.sort(([a], [b]) => a.localeCompare(b)).map(([file, name]) => {
    const n = seen.get(name) ?? 0;
    seen.set(name, n + 1);
    return [file, n ? `${name}-${n + 1}` : name];
  }));
}

/**
 * Renames dist/esm/chunks/ to `<stable name>-<version>.js`, in every output that imports them and in the
 * metafile. Run right after esbuild, so every later step sees the final names.
 */
export function nameChunks(metafile, root, version) {
  const files = Object.keys(metafile.outputs).filter((file) => file.startsWith('dist/esm/chunks/') && file.endsWith('.js'));
  const names = stableNames(metafile, files);
  const renamed = new Map([...names].map(([file, name]) => [file, `dist/esm/chunks/${name}-${version}.js`]));
  for (const file of Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'))) {
    let code = readFileSync(join(root, file), 'utf8');
    for (const [from, to] of renamed) code = code.replaceAll(`/${basename(from)}"`, `/${basename(to)}"`);
    writeFileSync(join(root, file), code);
  }
  for (const [from, to] of renamed) renameSync(join(root, from), join(root, to));
  metafile.outputs = Object.fromEntries(Object.entries(metafile.outputs).map(([file, output]) => [renamed.get(file) ?? file,
    { ...output, imports: output.imports.map((dep) => ({ ...dep, path: renamed.get(dep.path) ?? dep.path })) }]));
}
