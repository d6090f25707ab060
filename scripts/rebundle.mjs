// Re-bundling built chunks after esbuild's build (scripts/build/merge-chunks.mjs, fold-chunks.mjs).
import * as esbuild from 'esbuild';
import { relative, resolve } from 'node:path';

/**
 * The locales' and marks' loaders, written beside the entry after the build (build.mjs): named by their
 * path from the entry wherever they are imported, and kept so (only the entry imports them; build.mjs checks).
 */
export const LOADERS = /^\.\/(locales|marks)\/index\.js$/;

/**
 * Bundles `contents`, a module as if in `dir`, with the chunk files in `inline` (absolute paths),
 * scope-hoisted and minified as the build is; every other relative import stays an import, written
 * relative to `dir`. Returns the code.
 */
export async function rebundle(dir, contents, inline) {
  const result = await esbuild.build({
    stdin: { contents, resolveDir: dir, loader: 'js' },
    bundle: true, write: false, format: 'esm', minify: true, target: 'es2022', charset: 'utf8', legalComments: 'none', logLevel: 'warning',
    plugins: [{
      name: 'other-chunks-stay-chunks',
      setup(build) {
        build.onResolve({ filter: /^\./ }, (args) => {
          if (LOADERS.test(args.path)) return { path: args.path, external: true };
          const path = resolve(args.resolveDir, args.path);
          if (inline.has(path)) return { path };
          const specifier = relative(dir, path);
          return { path: specifier.startsWith('.') ? specifier : `./${specifier}`, external: true };
        });
      },
    }],
  });
  return result.outputFiles[0].contents;
}
