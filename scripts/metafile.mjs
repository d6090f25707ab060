// Questions about the esbuild metafile, shared by build.mjs, the size groups and the bundle tests.

/** The output chunk holding a source file (e.g. 'src/flows/card/index.ts'). */
export function chunkOf(metafile, source) {
  return Object.keys(metafile.outputs).find((file) => file.endsWith('.js') && Object.keys(metafile.outputs[file].inputs).includes(source));
}

/** A chunk plus every chunk it imports statically: what the browser fetches when it is imported. */
export function withStaticImports(metafile, file, seen = new Set()) {
  if (!file || seen.has(file)) return seen;
  seen.add(file);
  for (const dep of metafile.outputs[file].imports) if (dep.kind === 'import-statement') withStaticImports(metafile, dep.path, seen);
  return seen;
}

/**
 * Chunks with nothing to evaluate: esbuild's runtime helpers (no inputs, no imports, only function
 * definitions) and empty chunks (the one `src/ui/kit.ts`'s re-exports leave behind).
 */
export function inertChunks(metafile) {
  const outputs = metafile.outputs;
  return Object.keys(outputs).filter((file) => file.endsWith('.js') && !outputs[file].imports.length
    && (outputs[file].bytes === 0 || !Object.keys(outputs[file].inputs).length));
}

/** The core (entry) and the first view as ESM files: entry + the braintree adapter with braintree-web's client (what dist/featherdrop.js bundles into one script). */
export function firstView(metafile) {
  const core = withStaticImports(metafile, 'dist/esm/index.js');
  const adapter = withStaticImports(metafile, chunkOf(metafile, 'src/gateway/braintree/braintree-gateway.ts'));
  return { core: [...core], view: [...new Set([...core, ...adapter])] };
}
