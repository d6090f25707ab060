// Folding shared third-party chunks into the chunks that import them (docs/architecture.md, "Fewer,
// larger chunks"). esbuild gives every set of importers its own chunk, so each braintree-web module
// pulled half a dozen small ones (browser detection, event emitter, framebus, …): each a request, each
// compressed on its own, found only once the module arrived, some only one round trip later still (a
// small chunk importing another). Folded, a braintree-web module is one file beside the first view.
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { rebundle } from './rebundle.mjs';

/**
 * Which chunks fold: shared chunks (no entry point) outside `keep` (the first view) holding only
 * third-party code (`thirdParty(input)`: stateless libraries, which braintree-web's own per-module dist
 * files each carry a copy of too; nothing of featherdrop's with module state, such as the simulator's),
 * imported only statically.
 */
export function foldable(metafile, { keep, thirdParty }) {
  const outputs = metafile.outputs;
  const js = Object.keys(outputs).filter((file) => file.endsWith('.js'));
  return js.filter((file) => {
    const inputs = Object.keys(outputs[file].inputs);
    if (keep.has(file) || outputs[file].entryPoint || !inputs.length || !inputs.every(thirdParty)) return false;
    const imports = js.flatMap((f) => outputs[f].imports.filter((dep) => dep.path === file));
    return imports.length > 0 && imports.every((dep) => dep.kind === 'import-statement');
  });
}

/**
 * Bundles each chunk that imports a folded chunk together with it (and the folded chunks that one
 * imports), everything else staying an import; the folded chunks are deleted. The metafile follows.
 */
export async function foldChunks(metafile, root, fold) {
  const outputs = metafile.outputs;
  const folded = new Set(fold);
  const absolute = new Set(fold.map((file) => join(root, file)));
  const importers = Object.keys(outputs).filter((file) => file.endsWith('.js') && !folded.has(file) && outputs[file].imports.some((dep) => folded.has(dep.path)));
  for (const file of importers) {
    const path = join(root, file);
    const dir = dirname(path);
    const names = outputs[file].exports;
    const contents = names.length ? `export { ${names.join(', ')} } from './${relative(dir, path)}';` : `import './${relative(dir, path)}';`;
    const code = await rebundle(dir, contents, new Set([path, ...absolute]));
    writeFileSync(path, code);
    // What it now holds and imports: its folded chunks' inputs and their imports, through chains of folded chunks.
    const inlined = new Set();
    const visit = (chunk) => outputs[chunk].imports.filter((dep) => folded.has(dep.path) && !inlined.has(dep.path)).forEach((dep) => {
      inlined.add(dep.path);
      visit(dep.path);
    });
    visit(file);
    const own = outputs[file];
    own.bytes = code.length;
    for (const chunk of inlined) own.inputs = { ...own.inputs, ...outputs[chunk].inputs };
    const imports = [file, ...inlined].flatMap((chunk) => outputs[chunk].imports).filter((dep) => !folded.has(dep.path));
    own.imports = [...new Map(imports.map((dep) => [dep.path + dep.kind, dep])).values()];
  }
  for (const chunk of folded) {
    rmSync(join(root, chunk));
    delete outputs[chunk];
  }
}
