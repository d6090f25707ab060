// Build step: bare imports of chunks with nothing to evaluate are dropped.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { root } from './context.mjs';
import { inertChunks, withStaticImports } from '../metafile.mjs';

/**
 * esbuild makes a chunk import every chunk it depends on for evaluation order, bare
 * (`import"./chunk-….js";`) when it uses nothing from it. Two kinds of chunk have nothing to
 * evaluate: the runtime helpers' chunk (__commonJS, __toESM, … for braintree-web's CommonJS; no
 * inputs, no imports, only function definitions), which the entry imported for 0.4 kB brotli it never
 * uses, and the empty chunk left by `src/ui/kit.ts` (re-exports only), one more request on every lazy
 * path. Bare imports of those are dropped; chunks that use a runtime helper import it by name and
 * still fetch it. The metafile is kept in step; a bare import in another form fails the build.
 */
export function dropBareImportsOfInertChunks(metafile) {
  const outputs = metafile.outputs;
  const inert = inertChunks(metafile);
  for (const file of Object.keys(outputs).filter((f) => f.endsWith('.js'))) {
    const path = join(root, file);
    let code = readFileSync(path, 'utf8');
    let dropped = false;
    for (const chunk of inert) {
      const specifier = `./${relative(dirname(file), chunk)}`;
      const bare = `import"${specifier}";`;
      if (!code.includes(bare)) {
        // esbuild's output changed shape: the 0.4 kB this buys would be lost without a word.
        if (new RegExp(`import\\s*["']${specifier.replace(/[.]/g, '\\.')}["']`).test(code)) throw new Error(`inert-imports.mjs: ${file} imports ${chunk} bare in a form this step does not drop`);
        continue;
      }
      code = code.replace(bare, '');
      dropped = true;
      if (!code.includes(`"${specifier}"`)) outputs[file].imports = outputs[file].imports.filter((dep) => dep.path !== chunk);
    }
    if (dropped) writeFileSync(path, code);
  }
}

/**
 * A bare import of a chunk that an earlier static import of the same file already brings (imports itself,
 * or through its own imports) only repeats an evaluation order that holds anyway; dropped, so that folding
 * (scripts/fold-chunks.mjs) does not give the file a second copy of what the earlier import carries. Pay
 * Later's adapter imports PayPal's, which holds braintree-web's paypal-checkout-v6 and its libraries.
 */
export function dropBareImportsBroughtByOthers(metafile) {
  const outputs = metafile.outputs;
  for (const file of Object.keys(outputs).filter((f) => f.endsWith('.js'))) {
    const path = join(root, file);
    let code = readFileSync(path, 'utf8');
    const specifier = (chunk) => `"./${relative(dirname(file), chunk)}"`;
    const statics = outputs[file].imports.filter((dep) => dep.kind === 'import-statement').map((dep) => dep.path);
    const redundant = statics.filter((chunk) => code.includes(`import${specifier(chunk)};`) && statics.some((other) => other !== chunk
      && code.indexOf(specifier(other)) < code.indexOf(`import${specifier(chunk)};`) && withStaticImports(metafile, other).has(chunk)));
    if (!redundant.length) continue;
    for (const chunk of redundant) code = code.replace(`import${specifier(chunk)};`, '');
    writeFileSync(path, code);
    outputs[file].imports = outputs[file].imports.filter((dep) => !redundant.includes(dep.path) || dep.kind !== 'import-statement');
  }
}
