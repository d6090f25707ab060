// The build (docs/architecture.md, "The build pipeline"): a list of named steps, each a file with one job in
// scripts/build/. It writes the ESM build with code splitting (dist/esm/), the classic script
// (dist/featherdrop.js: the first view in one file) with its copies of the chunks (dist/script/), the
// locales and brand marks, the side entries, the .d.ts types and dist/featherdrop.css; .build/ gets what the
// build knows about itself (the metafile, the size groups). Every place it depends on braintree-web's
// insides is in scripts/build/braintree-pins.mjs.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAND_INS } from './scripts/build/braintree-pins.mjs';
import { dist, info, root, version } from './scripts/build/context.mjs';
import { declarations } from './scripts/build/declarations.mjs';
import { buildEsm, clean } from './scripts/build/esm.mjs';
import { dropBareImportsBroughtByOthers, dropBareImportsOfInertChunks } from './scripts/build/inert-imports.mjs';
import { writeIntegrity } from './scripts/build/integrity.mjs';
import { buildLocales } from './scripts/build/locales.mjs';
import { checkLoadersInEntry, writeBrandMarks } from './scripts/build/marks.mjs';
import { mergeChunks } from './scripts/build/merge-chunks.mjs';
import { buildScript } from './scripts/build/script.mjs';
import { buildSideEntries, writeStylesheet } from './scripts/build/side-entries.mjs';
import { writeSizeGroups } from './scripts/build/size-groups.mjs';
import { foldable, foldChunks } from './scripts/fold-chunks.mjs';
import { chunkOf, firstView, inertChunks, withStaticImports } from './scripts/metafile.mjs';
import { privateExports } from './scripts/private-exports.mjs';

/** What dist/esm/index.js exports (src/index.ts's values); the rest its chunks read privately (scripts/private-exports.mjs). */
const PUBLIC_EXPORTS = ['DropinError', 'VERSION', 'create', 'default'];

/** featherdrop's own modules that hold no module state and that slices share: each importer may carry a copy. */
const STATELESS_SHARED = ['src/flows/approval-session.ts'];

/**
 * What may fold into its importers (scripts/fold-chunks.mjs): braintree-web's code and the libraries it
 * uses, the build's stand-ins for some of its files (scripts/build/braintree-pins.mjs), stylesheet text,
 * STATELESS_SHARED.
 */
const foldableInput = (input) => input.startsWith('node_modules/') || input.endsWith('.css') || Object.values(STAND_INS).includes(input) || STATELESS_SHARED.includes(input);

/** The steps, in order; each gets the build's state ({ metafile }) and may add to it. */
const STEPS = [
  ['clean dist/ and .build/', clean],
  ['esm: one esbuild build with code splitting, chunks named by what they are and the version', async (state) => { state.metafile = await buildEsm(); }],
  ['esm: drop bare imports of chunks with nothing to evaluate', ({ metafile }) => dropBareImportsOfInertChunks(metafile)],
  ['esm: merge the runtime and the chunks the entry imports into the entry', ({ metafile }) => {
    const entryImports = [...withStaticImports(metafile, 'dist/esm/index.js')].filter((file) => file !== 'dist/esm/index.js');
    return mergeChunks(metafile, 'dist/esm/index.js', [...new Set([chunkOf(metafile, 'src/runtime.ts'), ...entryImports, ...inertChunks(metafile)])]);
  }],
  // The client's code shared with the GraphQL configuration's fallback chunk (its GraphQL request) is a chunk of its own to esbuild.
  ['esm: merge braintree-web\'s client into the braintree adapter', ({ metafile }) => mergeChunks(metafile, chunkOf(metafile, 'src/gateway/braintree/braintree-gateway.ts'),
    [...new Set(['client/client.js', 'client/request/graphql/index.js'].map((file) => chunkOf(metafile, `node_modules/braintree-web/${file}`)))])],
  // PayPal's path stays one request; Pay Later's adapter imports the module from PayPal's, so a merchant with both fetches it once.
  ['esm: merge braintree-web\'s paypal-checkout-v6 into PayPal\'s adapter', ({ metafile }) => mergeChunks(metafile, chunkOf(metafile, 'src/flows/paypal/braintree.ts'),
    [chunkOf(metafile, 'src/gateway/braintree/paypal-checkout-v6.ts')])],
  ['esm: drop bare imports that an earlier import already brings', ({ metafile }) => dropBareImportsBroughtByOthers(metafile)],
  ['esm: fold shared third-party and stateless own chunks into their importers', ({ metafile }) => foldChunks(metafile, root, foldable(metafile, { keep: new Set(firstView(metafile).view), thirdParty: foldableInput }))],
  ['locales: one file per locale and their loader', buildLocales],
  ['marks: one file per brand mark and their loader', () => {
    writeBrandMarks();
    checkLoadersInEntry();
  }],
  ['script: dist/featherdrop.js and its copies of the chunks', ({ metafile }) => buildScript(metafile)],
  // After the script took the entry's bindings as they were (its chunks read them from its registry).
  ['esm: the entry exports its public names only', ({ metafile }) => {
    privateExports(join(dist, 'esm/index.js'), join(dist, 'esm/chunks'), PUBLIC_EXPORTS);
    metafile.outputs['dist/esm/index.js'].exports = PUBLIC_EXPORTS;
    for (const [file, output] of Object.entries(metafile.outputs)) if (file.startsWith('dist/esm/')) output.bytes = statSync(join(root, file)).size;
    writeFileSync(join(info, 'metafile.json'), JSON.stringify(metafile));
    // For tests that answer one chunk of the script's in the browser: each esm chunk's copy.
    writeFileSync(join(info, 'script-chunks.json'), JSON.stringify(Object.fromEntries(readdirSync(join(dist, 'script')).map((file) => [`dist/esm/chunks/${file}`, `dist/script/${file}`]))));
  }],
  ['styles: dist/featherdrop.css', writeStylesheet],
  ['side entries: featherdrop/react, featherdrop/element, featherdrop/testing', buildSideEntries],
  ['sizes: the size-limit groups in .build/size/', ({ metafile }) => writeSizeGroups(metafile)],
  ['types: the public entries\' declarations', declarations],
  ['integrity: dist/integrity.json', writeIntegrity],
];

export async function build({ quiet = false } = {}) {
  const state = {};
  for (const [name, step] of STEPS) {
    try {
      await step(state);
    } catch (error) {
      throw new Error(`build step "${name}" failed: ${error.message}`, { cause: error });
    }
  }
  if (!quiet) console.log(`built dist/ (featherdrop ${version})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await build();
