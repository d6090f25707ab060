// Build step: the side entries (featherdrop/react, featherdrop/element, featherdrop/testing) and
// dist/featherdrop.css.
import * as esbuild from 'esbuild';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, dist } from './context.mjs';
import { derivedTables } from './derived-tables.mjs';

/**
 * The areas' styles in one file, for merchants who place the stylesheet themselves (docs/integration.md,
 * "Styles"): the shell's (src/styles/, but the simulator's) and each slice's own (src/flows/<slice>/*.css; its
 * simulated views' styles are in its simulator files, never in production).
 */
const styleAreas = () => [
  ...['shell', 'options', 'wallets'].map((area) => `src/styles/${area}.css`),
  ...readdirSync(join(root, 'src/flows')).flatMap((slice) => (statSync(join(root, 'src/flows', slice)).isDirectory()
    ? readdirSync(join(root, 'src/flows', slice)).filter((file) => file.endsWith('.css') && file !== 'simulator.css').map((file) => `src/flows/${slice}/${file}`)
    : [])),
];

/** featherdrop/react and featherdrop/element import the core as the package ships it, from dist/esm/. */
const coreFromThePackage = {
  name: 'core-from-the-package',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/index\.js$/ }, () => ({ path: '../esm/index.js', external: true }));
  },
};

/** A side entry: src/<dir>/index.ts bundled to dist/<dir>/index.js, importing the core as the package ships it. */
const sideEntry = (dir, options = {}) => esbuild.build({
  absWorkingDir: root, entryPoints: { index: `src/${dir}/index.ts` }, outdir: `dist/${dir}`, bundle: true, format: 'esm', target: 'es2022',
  minify: true, logLevel: 'warning', plugins: [coreFromThePackage, derivedTables], ...options,
});

/** dist/featherdrop.css: every area's styles in one file. */
export async function writeStylesheet() {
  const styles = await Promise.all(styleAreas().map((file) => esbuild.transform(readFileSync(join(root, file), 'utf8'), { loader: 'css', minify: true })));
  writeFileSync(join(dist, 'featherdrop.css'), styles.map(({ code }) => code).join(''));
}

/** The side entries, each its own bundle. */
export async function buildSideEntries() {
  // `featherdrop/react`: the component, built against the merchant's React (external, never bundled) and
  // importing the core from dist/esm/ (so a page has one featherdrop, whichever way it imports it).
  await sideEntry('react', { jsx: 'automatic', jsxImportSource: 'react', external: ['react', 'react/jsx-runtime'] });
  // `featherdrop/element`: the custom element's definition, as featherdrop/react; the script defines the
  // element from dist/esm/element-define.js.
  await sideEntry('element');
  // `featherdrop/testing`: Playwright helpers for merchants' tests; no dependency (the merchant brings Playwright).
  await sideEntry('testing', { minify: false, plugins: [] });
}
