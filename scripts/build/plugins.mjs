// The esbuild plugins and options every bundle of src/ shares: the ESM build (build.mjs) and the unit tests'
// bundler (test/runner/unit-build.mjs).
import * as esbuild from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { root, require } from './context.mjs';
import { LOADERS } from '../rebundle.mjs';
import { brandMarks } from '../brand-marks.mjs';
import { braintreeSources } from './braintree-pins.mjs';
import { compatUnusedClasses } from './compat-unused-classes.mjs';
import { derivedTables } from './derived-tables.mjs';

/**
 * `import css from './x.css'` gives the stylesheet's text, minified: each area's styles ship with the
 * code of its view and are adopted at run time (src/stylesheet.ts), so a bundle needs no CSS step.
 */
export const cssText = {
  name: 'css-text',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      const { code } = await esbuild.transform(readFileSync(args.path, 'utf8'), { loader: 'css', minify: true });
      return { contents: code.trim(), loader: 'text' };
    });
  },
};

/** A slice's adapter module for a gateway: `<folder>/<slice>/<gateway>.ts(x)`, or `<gateway>/index.ts`. */
const adapterFile = (folder, slice, gateway) => [`${gateway}.ts`, `${gateway}.tsx`, `${gateway}/index.ts`].map((name) => join(folder, slice, name)).find((path) => existsSync(path));

/** The opt-in slices' folders, read from the opt-in index's lines (`<id>: () => import('./<slice>/definition.js')`). */
const optInSlices = (folder) => {
  const registry = join(folder, 'opt-in-registry.ts');
  return existsSync(registry) ? [...readFileSync(registry, 'utf8').matchAll(/import\('\.\/(\w+)\/definition\.js'\)/g)].map((m) => m[1]) : [];
};

/** The gateways: src/gateway's folders (braintree, simulator), each importing its own table. */
const gateways = readdirSync(join(root, 'src/gateway'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();

/**
 * `featherdrop-adapters:<gateway>` (braintree, simulator): each built-in slice's adapter module for that gateway,
 * by the slice's folder, found by its file. Each gateway imports its own table, so the entry carries neither and
 * a slice's adapters need no list kept by hand. The opt-in slices' adapters are `featherdrop-opt-in-adapters`,
 * by slice and gateway, which the opt-in index hands over with their definitions (their `adapters`), so an
 * opt-in slice adds no line to the first view's table. Each module is reached through
 * `featherdrop-adapter:<slice>-<gateway>`, which names its chunk (venmo-braintree-<hash>.js).
 */
export const slicesIn = (folders) => ({
  name: 'slice-adapters',
  setup(build) {
    const folderOf = (slice) => folders.find((folder) => existsSync(join(folder, slice)));
    const optIn = new Set(folders.flatMap(optInSlices));
    // A folder's opt-in slices are left out of its table (the unit tests' fixture folder has no opt-in index).
    const slicesWith = (gateway) => [...new Set(folders.flatMap((folder) => readdirSync(folder).sort()
      .filter((slice) => adapterFile(folder, slice, gateway) && !optInSlices(folder).includes(slice))))];
    const loader = (slice, gateway) => `()=>import("featherdrop-adapter:${slice}-${gateway}")`;
    build.onResolve({ filter: /^featherdrop-(opt-in-)?adapters?(:|$)/ }, (args) => ({ path: args.path.replace(/^[\w-]+:?/, '') || 'all', namespace: args.path.split(':')[0] }));
    build.onLoad({ filter: /.*/, namespace: 'featherdrop-adapters' }, (args) => {
      const modules = slicesWith(args.path).map((slice) => `${JSON.stringify(slice)}:${loader(slice, args.path)}`);
      return { contents: `export default {${modules.join(',')}};`, loader: 'js', resolveDir: root, watchDirs: folders };
    });
    build.onLoad({ filter: /.*/, namespace: 'featherdrop-opt-in-adapters' }, () => {
      const bySlice = [...optIn].sort().map((slice) => `${JSON.stringify(slice)}:{${gateways.filter((gateway) => adapterFile(folderOf(slice), slice, gateway)).map((gateway) => `${gateway}:${loader(slice, gateway)}`).join(',')}}`);
      return { contents: `export default {${bySlice.join(',')}};`, loader: 'js', resolveDir: root, watchDirs: folders };
    });
    build.onLoad({ filter: /.*/, namespace: 'featherdrop-adapter' }, (args) => {
      const [, slice, gateway] = /^(.+)-(\w+)$/.exec(args.path);
      const file = JSON.stringify(adapterFile(folderOf(slice), slice, gateway));
      return { contents: `export * from ${file};export { default } from ${file};`, loader: 'js', resolveDir: root };
    });
  },
});

export const sliceAdapters = slicesIn([join(root, 'src/flows')]);

/** The locales' and marks' loaders are written beside the entry (buildLocales, writeBrandMarks): the entry imports them by path. */
const localesLoader = {
  name: 'locales-loader',
  setup(build) {
    build.onResolve({ filter: LOADERS }, (args) => ({ path: args.path, external: true }));
  },
};

/**
 * braintree-web files a simulated adapter reads (hosted fields' allowed styles): loaded in a namespace of
 * their own, with what they require, so the simulator's chunk has its own copy and no production chunk is
 * split to share them with it (braintree-web's lib/braintree-error rides in the first view).
 */
const simulatorCopies = {
  name: 'simulator-copies',
  setup(build) {
    const COPY = 'simulator-copy';
    // Paths relative to the project: a namespace's paths go into the output as they are (CommonJS wrappers name
    // their module), and an absolute one made the build, its chunk names and its sizes depend on the checkout's folder.
    build.onResolve({ filter: /^braintree-web\/.+\.js$/ }, (args) => (/[\\/]simulator[\\/.]/.test(args.importer)
      ? { path: relative(root, require.resolve(args.path, { paths: [root] })), namespace: COPY }
      : undefined));
    build.onResolve({ filter: /^\./, namespace: COPY }, (args) => ({ path: relative(root, require.resolve(join(root, dirname(args.importer), args.path))), namespace: COPY }));
    build.onLoad({ filter: /.*/, namespace: COPY }, (args) => ({ contents: readFileSync(join(root, args.path), 'utf8'), loader: 'js', resolveDir: dirname(join(root, args.path)) }));
  },
};

/** Options shared with the unit-test bundler (test/run.mjs). */
export const shared = {
  bundle: true,
  jsx: 'automatic',
  // Components are written against React's API; preact/compat stands in for react and react-dom
  // (their subpaths too: react/jsx-runtime, react-dom/client).
  jsxImportSource: 'react',
  alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
  // brandMarks: `featherdrop-marks:<id>` modules, brand artwork compiled from the icon libraries (scripts/brand-marks.mjs).
  // derivedTables: `featherdrop-derived:<table>`, tables read from the slices' folders (scripts/build/derived-tables.mjs).
  // compatUnusedClasses: preact/compat's Suspense, SuspenseList and PureComponent only when imported (scripts/build/compat-unused-classes.mjs).
  plugins: [compatUnusedClasses, braintreeSources, simulatorCopies, cssText, localesLoader, brandMarks, sliceAdapters, derivedTables],
  logLevel: 'warning',
};
