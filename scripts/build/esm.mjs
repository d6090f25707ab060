// Build step: the ESM build, one esbuild build with code splitting (dist/esm/), its chunks named for good.
import * as esbuild from 'esbuild';
import { mkdirSync, rmSync } from 'node:fs';
import { checkStandIns } from './braintree-pins.mjs';
import { nameChunks } from './chunk-names.mjs';
import { dist, info, root, version } from './context.mjs';
import { shared } from './plugins.mjs';

/** Empties dist/ and .build/. */
export function clean() {
  for (const dir of [dist, info]) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
}

/** The entry, the script-tag glue and the custom element's definition with their chunks; returns the metafile. */
export async function buildEsm() {
  const { metafile } = await esbuild.build({
    ...shared,
    absWorkingDir: root,
    entryPoints: { index: 'src/index.ts', 'script-tag': 'src/script-tag.ts', 'element-define': 'src/element/define.ts' },
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
  nameChunks(metafile, root, version);
  checkStandIns(metafile);
  return metafile;
}
