// Build step: the files each size-limit group measures, copied to fixed paths.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root, dist, info } from './context.mjs';
import { chunkOf, firstView, withStaticImports } from '../metafile.mjs';
import { groupFolder, groupSources, sliceEntries } from '../size-entries.mjs';

/**
 * size-limit reads fixed paths, but chunk names carry the version and a group spans files: each is copied to
 * .build/size/<group>/ (per-file brotli, as browsers fetch them): the shared groups here (size-limits.json names
 * their folders), each slice's from its size-limit.json (scripts/size-entries.mjs).
 */
export function writeSizeGroups(metafile) {
  const { core, view } = firstView(metafile);
  const own = (source) => [chunkOf(metafile, source)].filter(Boolean);
  // A script-tag page's path: dist/featherdrop.js holds the first view, later chunks come from dist/script/.
  const fromScript = (files) => [...files].filter((file) => !view.includes(file))
    .map((file) => (file.startsWith('dist/esm/chunks/') ? file.replace('dist/esm/chunks/', 'dist/script/') : file));
  const measuredApart = new Set(sliceEntries(root).flatMap(([slice, entry]) => (entry.group ? groupSources(slice, entry) : [])));
  const laterChunks = (source) => [...withStaticImports(metafile, chunkOf(metafile, source))]
    .filter((file) => file !== 'dist/esm/index.js' && file !== chunkOf(metafile, 'src/ui/option-views.ts'));
  const layoutChunks = (view) => [...own('src/dropin/layout-rules.ts'), ...laterChunks(view)];
  const groups = {
    core,
    'first-view': ['dist/featherdrop.js'],
    // The opt-in slices' definitions (src/flows/opt-in-registry.ts), each fetched only when its key is passed:
    // every slice's definition not in the entry, but those a slice measures in its own folder.
    'opt-in-definitions': Object.keys(metafile.inputs).filter((input) => /^src\/flows\/[^/]+\/definition\.ts$/.test(input) && !measuredApart.has(input))
      .flatMap(own).filter((file) => file !== 'dist/esm/index.js'),
    // What only a merchant who passes one of them needs, fetched beside their definitions (src/dropin/opt-in-loaded.ts).
    'opt-in-loaded': own('src/dropin/opt-in-loaded.ts'),
    // A customer's first view with the marks of their saved methods (simulator_customer's: Visa, Mastercard,
    // American Express, and PayPal when it is enabled), fetched through their loader once the saved methods are known.
    'first-view-with-marks': ['dist/featherdrop.js', 'dist/esm/marks/index.js', ...['visa', 'master-card', 'american-express', 'paypal'].map((id) => `dist/esm/marks/${id}.js`)],
    // The later chunks (docs/performance.md, "Later chunks"): off a customer's first view, fetched once it is ready.
    'option-views': own('src/ui/option-views.ts'),
    requester: own('src/dropin/request-payment-method.ts'),
    // openFirst's and layout's check (issue 43), fetched only when one is passed; each layout's rules and view with
    // what the two views share (the options list's chunk, which every widget fetches, is measured above).
    'view-options': own('src/dropin/view-options.ts'),
    accordion: layoutChunks('src/ui/layouts/accordion.tsx'),
    tabs: layoutChunks('src/ui/layouts/tabs.tsx'),
    // expressCheckout's check, rules and row with what it shares with the layouts (issue 43), fetched only when passed.
    express: laterChunks('src/dropin/express.ts'),
    'card-path': ['dist/featherdrop.js', ...fromScript([...own('src/ui/option-views.ts'),
      ...withStaticImports(metafile, chunkOf(metafile, 'src/flows/card/index.ts')), ...own('brand-marks:mark-card-brands'),
      ...withStaticImports(metafile, chunkOf(metafile, 'src/flows/card/braintree/hosted-fields.ts'))])],
  };
  // Each slice's own groups (its size-limit.json; scripts/size-entries.mjs).
  for (const [slice, entry] of sliceEntries(root)) {
    if (!entry.group) continue;
    const files = groupSources(slice, entry).map((source) => {
      const chunk = chunkOf(metafile, source);
      if (!chunk) throw new Error(`src/flows/${slice}/size-limit.json: group ${entry.group}: no chunk holds ${source}`);
      return chunk;
    });
    groups[relative(join(info, 'size'), join(root, groupFolder(slice, entry)))] = files;
  }
  for (const [name, files] of Object.entries(groups)) {
    const dir = join(info, 'size', name);
    mkdirSync(dir, { recursive: true });
    // Named by their path in dist/ (esm/index.js and esm/marks/index.js are two files).
    for (const file of new Set(files)) copyFileSync(join(root, file), join(dir, relative('dist', file).replace(/\//g, '_')));
  }
}
