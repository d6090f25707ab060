// One esbuild ESM build with code splitting (dist/esm/), the classic script (dist/featherdrop.js: the first
// view in one file) with its copies of the chunks (dist/script/chunks/, named for it), the .d.ts types, and
// dist/featherdrop.css for merchants who place the styles themselves.
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldable, foldChunks } from './scripts/fold-chunks.mjs';
import { checkStandIns, STAND_INS } from './scripts/stand-ins.mjs';
import { chunkOf, firstView, inertChunks, withStaticImports } from './scripts/metafile.mjs';
import { rebundle, LOADERS } from './scripts/rebundle.mjs';
import { privateExports } from './scripts/private-exports.mjs';
import { LOCALE_IDS, OPTION_LABELS, SEPARATE_AREAS, STRING_AREAS, translate } from './scripts/string-areas.mjs';
import { brandMarks, markModules } from './scripts/brand-marks.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const dist = join(root, 'dist');
/** What the build knows about itself (the metafile, the size groups): beside dist/, never shipped. */
const info = join(root, '.build');
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;

/** What dist/esm/index.js exports (src/index.ts's values); the rest its chunks read privately (scripts/private-exports.mjs). */
const PUBLIC_EXPORTS = ['DropinError', 'VERSION', 'create', 'default'];

const standIn = (name) => ({ path: join(root, STAND_INS[name]) });

const DEFERRED_FRAME_SRC = /setTimeout\(function \(\) \{\s*frame\.src = hostedFieldsUrl;\s*\}, 0\);/;

/**
 * braintree-web sets each card field frame's src from a timer, which runs once all of them are inserted
 * (about 30 ms each at CPU ×4 on a phone): the first frame's page is asked for that much later.
 */
function framesStartAsInserted(source) {
  if (!DEFERRED_FRAME_SRC.test(source)) throw new Error('braintree-web hosted-fields.js: the frames\' deferred src is not where the build expects it');
  return source.replace(DEFERRED_FRAME_SRC, 'frame.src = hostedFieldsUrl;');
}

const JSON_ON_EVERY_REQUEST = /options\.headers = assign\(\s*\{ "Content-Type": "application\/json" \},\s*options\.headers\s*\);/;

/**
 * braintree-web's XHR sends `Content-Type: application/json` on every request, a GET without a body too, which
 * makes a cross-origin GET preflighted: a client token's configuration took a CORS preflight's round trip before
 * its own (issue 27). A GET goes without it, a simple request; requests with a body keep it.
 */
function getsAsSimpleRequests(source) {
  if (!JSON_ON_EVERY_REQUEST.test(source)) throw new Error('braintree-web ajax-driver.js: the JSON content type is not set where the build expects it');
  return source.replace(JSON_ON_EVERY_REQUEST, 'options.headers = assign(String(options.method).toUpperCase() === "GET" ? {} : { "Content-Type": "application/json" }, options.headers);');
}

const FRAUDNET_JSON = /Client\.prototype\._findOrCreateFraudnetJSON = function \(clientMetadataId\) \{\n[\s\S]*?\n\};\n/;

/**
 * braintree-web's client, once it tokenized card data itself (a POST to payment_methods/credit_cards), writes
 * fraudnet's parameters into the page and loads fraudnet's script. The page's client never tokenizes card data
 * (hosted fields do, in their frames, with their own client; see cardGraphql and clientAssets below), so that
 * writer is never reached there: it throws if ever called, as those stand-ins do (−0.15 kB brotli on the first view).
 */
function noFraudnetAfterPageCards(source) {
  if (!FRAUDNET_JSON.test(source)) throw new Error('braintree-web client.js: the fraudnet writer is not where the build expects it');
  return source.replace(FRAUDNET_JSON, 'Client.prototype._findOrCreateFraudnetJSON = function () {\n  throw new Error("featherdrop does not tokenize card data through the page\'s braintree-web client.");\n};\n');
}

/**
 * braintree-web's package.json `browser` field points every module at a standalone dist file with
 * its own copy of the shared code; the CommonJS sources let shared code land once, in a shared chunk.
 */
export const braintreeSources = {
  name: 'braintree-web-sources',
  setup(build) {
    build.onResolve({ filter: /^braintree-web\/[\w-]+$/ }, (args) => ({
      path: require.resolve(`${args.path}/index.js`, { paths: [root] }),
    }));
    build.onResolve({ filter: /^@paypal\/fastlane-sdk-loader$/ }, () => standIn('fastlaneLoader'));
    // Every supported browser has atob.
    build.onResolve({ filter: /\/vendor\/polyfill$/ }, () => standIn('atobPolyfill'));
    build.onResolve({ filter: /^@braintree\/uuid$/ }, () => standIn('uuid'));
    build.onResolve({ filter: /^@braintree\/wrap-promise$/ }, () => standIn('wrapPromise'));
    build.onResolve({ filter: /^@braintree\/browser-detection\/is-incognito$/ }, () => standIn('incognito'));
    // The client's own script loading, used only after the page tokenized card data itself.
    build.onResolve({ filter: /^\.\.\/lib\/assets$/ }, (args) => (args.importer.endsWith(join('braintree-web', 'client', 'client.js'))
      ? standIn('clientAssets')
      : undefined));
    // A component created before the configuration is in gets the page's client, not a second one from the assets host.
    build.onResolve({ filter: /\/lib\/create-deferred-client$/ }, () => standIn('deferredClient'));
    // A card field's frame starts loading its page as it is inserted, not once every field's frame is in.
    build.onLoad({ filter: /[\\/]hosted-fields[\\/]external[\\/]hosted-fields\.js$/ }, (args) => ({
      contents: framesStartAsInserted(readFileSync(args.path, 'utf8')), loader: 'js',
    }));
    // No fraudnet parameters after card data the page's client never tokenizes.
    build.onLoad({ filter: /[\\/]braintree-web[\\/]client[\\/]client\.js$/ }, (args) => ({
      contents: noFraudnetAfterPageCards(readFileSync(args.path, 'utf8')), loader: 'js',
    }));
    // A GET (the configuration, the saved methods) is asked for without a CORS preflight.
    build.onLoad({ filter: /[\\/]client[\\/]request[\\/]ajax-driver\.js$/ }, (args) => ({
      contents: getsAsSimpleRequests(readFileSync(args.path, 'utf8')), loader: 'js',
    }));
    // Card tokenization over GraphQL from the page's client: hosted fields tokenize in their frames.
    build.onResolve({ filter: /\/(credit-card-tokenization(-fastlane)?|credit-card-for-fastlane-tokenization)$/ }, () => standIn('cardGraphql'));
  },
};

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

/** A slice's adapter module for a gateway: `<folder>/<slice>/<gateway>.ts(x)`, or `<gateway>/index.ts`. */
const adapterFile = (folder, slice, gateway) => [`${gateway}.ts`, `${gateway}.tsx`, `${gateway}/index.ts`].map((name) => join(folder, slice, name)).find((path) => existsSync(path));

/**
 * `featherdrop-adapters:<gateway>` (braintree, simulator): each slice's adapter module for that gateway, by the
 * slice's folder, found by its file. Each gateway imports its own table, so the entry carries neither and a
 * slice's adapters need no list kept by hand. Each module is reached through `featherdrop-adapter:<slice>-<gateway>`,
 * which names its chunk (venmo-braintree-<hash>.js).
 */
export const slicesIn = (folders) => ({
  name: 'slice-adapters',
  setup(build) {
    const folderOf = (slice) => folders.find((folder) => existsSync(join(folder, slice)));
    build.onResolve({ filter: /^featherdrop-adapters?:/ }, (args) => ({ path: args.path.replace(/^[\w-]+:/, ''), namespace: args.path.split(':')[0] }));
    build.onLoad({ filter: /.*/, namespace: 'featherdrop-adapters' }, (args) => {
      const modules = folders.flatMap((folder) => readdirSync(folder).sort().filter((slice) => adapterFile(folder, slice, args.path)))
        .map((slice) => `${JSON.stringify(slice)}:()=>import("featherdrop-adapter:${slice}-${args.path}")`);
      return { contents: `export default {${modules.join(',')}};`, loader: 'js', resolveDir: root, watchDirs: folders };
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
  plugins: [braintreeSources, simulatorCopies, cssText, localesLoader, brandMarks, sliceAdapters],
  logLevel: 'warning',
};

/**
 * Locales: standalone files with stable names beside the entry (src/index.ts imports them by URL),
 * each holding only its strings' values, per area (scripts/string-areas.mjs) in that area's English key
 * order (src/i18n/load-strings.ts puts the keys back): the key names are not shipped again in every
 * locale (−0.35 kB brotli each), and each view's English strings ship with that view. The sources stay
 * readable objects; the locale-parity test keeps every key of every area in every one.
 */
async function buildLocales() {
  const ids = LOCALE_IDS;
  const table = Object.entries(STRING_AREAS).map(([area, [file, name]]) => `export { ${name} as area_${area} } from './${file}';`).join('\n');
  const { outputFiles } = await esbuild.build({
    stdin: { contents: table, resolveDir: root, loader: 'ts' }, bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'warning',
  });
  const strings = { ...await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`) };
  // The options' labels the shell's strings do not hold, in every locale file (scripts/string-areas.mjs).
  const areaNames = Object.keys(OPTION_LABELS).length ? [...Object.keys(STRING_AREAS), 'labels'] : Object.keys(STRING_AREAS);
  strings.area_labels = Object.fromEntries(Object.keys(OPTION_LABELS).map((label) => [label, label]));
  mkdirSync(join(dist, 'esm/locales'), { recursive: true });
  for (const id of ids) {
    // A locale stating only how it differs (the English variants, zh_XC) takes the rest from its base.
    const values = (area) => Object.keys(strings[`area_${area}`]).map((key) => translate(area, id, key, strings[`area_${area}`]));
    // A label no locale changes (a brand's name: iDEAL, BLIK) is left out (null; trailing ones dropped): the
    // English label is the fallback already (src/i18n/load-strings.ts), so it costs the locale file nothing.
    const labels = () => {
      const list = values('labels').map((value, i) => (value === Object.keys(strings.area_labels)[i] ? null : value));
      while (list.length && list.at(-1) === null) list.pop();
      return list;
    };
    const areas = Object.fromEntries(areaNames.filter((area) => !SEPARATE_AREAS.includes(area))
      .map((area) => [area, area === 'labels' ? labels() : values(area)]).filter(([, list]) => list.length));
    writeFileSync(join(dist, 'esm/locales', `${id}.js`), `export const ${id}=${JSON.stringify(areas)};\n`);
    for (const area of SEPARATE_AREAS) writeFileSync(join(dist, 'esm/locales', `${id}.${area}.js`), `export default ${JSON.stringify(values(area))};\n`);
  }
  // Each file imported by name, so a merchant's bundler (esbuild, Rollup, Vite, webpack) splits them.
  const loaders = ids.map((id) => `${id}:()=>import("./${id}.js").then(m=>m.${id})`).join(',');
  const areaLoaders = SEPARATE_AREAS.map((area) => `${area}:{${ids.map((id) => `${id}:()=>import("./${id}.${area}.js")`).join(',')}}`).join(',');
  writeFileSync(join(dist, 'esm/locales/index.js'), `const l={${loaders}},a={${areaLoaders}};export const importLocale=id=>l[id]();export const importArea=(id,area)=>a[area][id]().then(m=>m.default);\n`);
}

/**
 * esbuild makes a chunk import every chunk it depends on for evaluation order, bare
 * (`import"./chunk-….js";`) when it uses nothing from it. Two kinds of chunk have nothing to
 * evaluate: the runtime helpers' chunk (__commonJS, __toESM, … for braintree-web's CommonJS; no
 * inputs, no imports, only function definitions), which the entry imported for 0.4 kB brotli it never
 * uses, and the empty chunk left by `src/ui/kit.ts` (re-exports only), one more request on every lazy
 * path. Bare imports of those are dropped; chunks that use a runtime helper import it by name and
 * still fetch it. The metafile is kept in step.
 */
function dropBareImportsOfInertChunks(metafile) {
  const outputs = metafile.outputs;
  const inert = inertChunks(metafile);
  for (const file of Object.keys(outputs).filter((f) => f.endsWith('.js'))) {
    const path = join(root, file);
    let code = readFileSync(path, 'utf8');
    let dropped = false;
    for (const chunk of inert) {
      const specifier = `./${relative(dirname(file), chunk)}`;
      const bare = `import"${specifier}";`;
      if (!code.includes(bare)) continue;
      code = code.replace(bare, '');
      dropped = true;
      if (!code.includes(`"${specifier}"`)) outputs[file].imports = outputs[file].imports.filter((dep) => dep.path !== chunk);
    }
    if (dropped) writeFileSync(path, code);
  }
}

/**
 * Puts `chunks` into `target`, a chunk always fetched before them. esbuild cannot put code shared with
 * lazy chunks into the chunk that loads them, so this pass does: esbuild bundles the target and those
 * chunks into one module (scope-hoisted, so bindings stay live) that also exports their names (prefixed
 * per chunk), and every other chunk imports them from the target instead. Requests fewer, and they
 * compress together. The metafile follows. Used twice (build()):
 * - the entry takes the chunks every path fetches right after it: the shared runtime (React through
 *   preact/compat, signals, the error catalogue; src/runtime.ts), esbuild's CommonJS helpers
 *   (braintree-web is CommonJS; −0.5 kB brotli on the first view) and every chunk it imports statically
 *   (code it shares with a later chunk, e.g. the labels the options list also shows). The entry has run before any other
 *   chunk loads, so a bare import of them (which only ordered evaluation) is dropped;
 * - the braintree adapter takes braintree-web's client chunk, which nothing else reaches first (every
 *   braintree-web module is imported by the adapter); −0.3 kB brotli on the first view, one request
 *   fewer on every braintree path (issue 13).
 */
async function mergeChunks(metafile, target, chunks) {
  const outputs = metafile.outputs;
  const dir = join(root, dirname(target));
  const isEntry = target === 'dist/esm/index.js';
  const prefixOf = new Map(chunks.map((chunk, i) => [chunk, `m${i}_`]));
  const from = (file) => `'./${relative(dirname(target), file)}'`;
  const reexports = chunks.map((chunk) => `export { ${outputs[chunk].exports.map((name) => `${name} as ${prefixOf.get(chunk)}${name}`).join(', ')} } from ${from(chunk)};`);
  const merged = new Set([target, ...chunks].map((file) => join(root, file)));
  const bundled = await rebundle(dir, [`export { ${outputs[target].exports.join(', ')} } from ${from(target)};`, ...reexports].join('\n'), merged);
  writeFileSync(join(root, target), bundled);
  outputs[target].bytes = bundled.length;
  for (const chunk of chunks) {
    outputs[target].inputs = { ...outputs[target].inputs, ...outputs[chunk].inputs };
    outputs[target].imports.push(...outputs[chunk].imports.filter((dep) => dep.path !== target));
    rmSync(join(root, chunk));
    delete outputs[chunk];
  }
  outputs[target].imports = [...new Map(outputs[target].imports.filter((dep) => !prefixOf.has(dep.path)).map((dep) => [dep.path + dep.kind, dep])).values()];
  for (const file of Object.keys(outputs).filter((f) => f.endsWith('.js') && f !== target)) {
    const specifier = (to) => {
      const path = relative(dirname(file), to);
      return `"${path.startsWith('.') ? path : `./${path}`}"`;
    };
    let code = readFileSync(join(root, file), 'utf8');
    const before = code;
    for (const [chunk, prefix] of prefixOf) {
      // esbuild imports between chunks as `import{a as b,c}from"./chunk.js"`.
      code = code.replace(new RegExp(`import\\{([^}]*)\\}from${specifier(chunk).replace(/[.]/g, '\\.')}`, 'g'), (_, names) => {
        const renamed = names.split(',').map((name) => {
          const [imported, local = imported] = name.split(' as ');
          return `${prefix}${imported} as ${local}`;
        });
        return `import{${renamed.join(',')}}from${specifier(target)}`;
      });
      // A bare import only ordered evaluation.
      code = code.replaceAll(`import${specifier(chunk)};`, isEntry ? '' : `import${specifier(target)};`);
      if (code.includes(specifier(chunk))) throw new Error(`${file} imports ${chunk} in a form mergeChunks does not rewrite`);
    }
    if (code === before) continue;
    writeFileSync(join(root, file), code);
    outputs[file].imports = [...new Map(outputs[file].imports.map((dep) => (prefixOf.has(dep.path) ? { ...dep, path: target } : dep)).map((dep) => [dep.path + dep.kind, dep])).values()];
  }
}

/** A file's Subresource Integrity value: sha384 in dist/integrity.json (what merchants pin). */
const sri = (path, algorithm = 'sha384') => `${algorithm}-${createHash(algorithm).update(readFileSync(path)).digest('base64')}`;

/** Every file below `dir`, as paths relative to it. */
const filesBelow = (dir, base = dir) => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? filesBelow(path, base) : [relative(base, path)];
});

/**
 * `featherdrop/react`: the component, built against the merchant's React (external, never bundled) and
 * importing the core from dist/esm/ (so a page has one featherdrop, whichever way it imports it).
 */
/** featherdrop/react and featherdrop/element import the core as the package ships it, from dist/esm/. */
const coreFromThePackage = {
  name: 'core-from-the-package',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/index\.js$/ }, () => ({ path: '../esm/index.js', external: true }));
  },
};

async function buildReact() {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { index: 'src/react/index.ts' },
    outdir: 'dist/react',
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    jsxImportSource: 'react',
    external: ['react', 'react/jsx-runtime'],
    logLevel: 'warning',
    plugins: [coreFromThePackage],
  });
}

/** `featherdrop/testing`: Playwright helpers for merchants' tests; no dependency (the merchant brings Playwright). */
/**
 * `featherdrop/element` (dist/element/index.js): the custom element's definition bundled with the import of the
 * core from dist/esm/, as featherdrop/react; the script defines the element from dist/esm/element-define.js.
 */
async function buildElement() {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { index: 'src/element/index.ts' },
    outdir: 'dist/element',
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
    plugins: [coreFromThePackage],
  });
}

async function buildTesting() {
  await esbuild.build({
    absWorkingDir: root, entryPoints: { index: 'src/testing/index.ts' }, outdir: 'dist/testing', bundle: true, format: 'esm', target: 'es2022', logLevel: 'warning',
  });
}

/**
 * tsc declares every source file; a merchant's project reads only the public ones (the package's
 * entries and what they import: src/api.ts, src/errors.ts, …). The rest is removed, so no internal type
 * (preact's, braintree-web's) reaches a merchant's type check.
 */
function pruneDeclarations() {
  const types = join(dist, 'types');
  const keep = new Set();
  const visit = (file) => {
    if (keep.has(file) || !existsSync(file)) return;
    keep.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from\s*|import\()\s*['"](\.[^'"]+)['"]/g)) {
      visit(join(dirname(file), specifier.replace(/\.js$/, '.d.ts')));
    }
  };
  for (const entry of ['index.d.ts', 'global.d.ts', 'react/index.d.ts', 'element/index.d.ts', 'testing/index.d.ts']) visit(join(types, entry));
  for (const file of filesBelow(types).map((f) => join(types, f))) if (!keep.has(file)) rmSync(file);
  const removeEmpty = (dir) => {
    for (const name of readdirSync(dir)) if (statSync(join(dir, name)).isDirectory()) removeEmpty(join(dir, name));
    if (!readdirSync(dir).length) rmdirSync(dir);
  };
  removeEmpty(types);
}

/** dist/integrity.json: every shipped file's SRI value, for merchants who pin what they load (docs/integration.md, "Hosting dist/ on a CDN"). */
function writeIntegrity() {
  const files = filesBelow(dist).filter((f) => !f.endsWith('.d.ts')).sort();
  writeFileSync(join(dist, 'integrity.json'), `${JSON.stringify(Object.fromEntries(files.map((f) => [f, sri(join(dist, f))])), null, 2)}\n`);
}

/**
 * Brand marks (scripts/brand-marks.mjs): one standalone file per mark with a stable name beside the entry,
 * `dist/esm/marks/<id>.js`, fetched when a saved method or an option tile shows it, through their loader
 * `marks/index.js`, which imports each by name (as the locales), so a merchant's bundler splits them too.
 */
function writeBrandMarks() {
  mkdirSync(join(dist, 'esm/marks'), { recursive: true });
  const modules = markModules();
  for (const [id, code] of modules) writeFileSync(join(dist, 'esm/marks', `${id}.js`), code);
  // One literal import() per file, so merchants' bundlers split each mark; a chain of comparisons in the ids'
  // order is the smallest such loader once compressed (it is in .size-limit.json); 0 for an id without artwork.
  const chain = modules.map(([id]) => id).sort().map((id) => `id==${JSON.stringify(id)}?import("./${id}.js"):`).join('');
  writeFileSync(join(dist, 'esm/marks/index.js'), `export const importMark=id=>${chain}0;\n`);
}

/** The locales' and marks' loaders are imported by a path relative to the entry: only the entry may import them. */
function checkLoadersInEntry() {
  for (const file of readdirSync(join(dist, 'esm/chunks'))) {
    if (/["']\.\/(locales|marks)\/index\.js["']/.test(readFileSync(join(dist, 'esm/chunks', file), 'utf8'))) throw new Error(`${file} imports a loader by a path relative to the entry`);
  }
}

/**
 * What may fold into its importers (scripts/fold-chunks.mjs): braintree-web's code and the libraries it
 * uses, the build's stand-ins for some of its files (braintreeSources), stylesheet text.
 */
const thirdParty = (input) => input.startsWith('node_modules/') || input.endsWith('.css') || Object.values(STAND_INS).includes(input);

/**
 * The classic script's chunks' names (docs/performance.md, "The script's chunk names"): each esm chunk's name
 * without its content hash (a dynamic import's target that shares its file name with another, such as the
 * opt-in slices' `definition`, is named by its folder too: `sepa-definition`; a shared `chunk-…` keeps its
 * hash), followed by one id of the whole set. dist/featherdrop.js names 27 chunks: 27 content hashes cost
 * about 0.26 kB brotli of incompressible text on everyone's first view, one id of the set nearly nothing,
 * and any change to any chunk still gives every file a new name, so a cache never mixes two builds.
 */
function scriptChunkNames(metafile, files) {
  const stem = (file) => file.replace(/-[A-Z2-7]{8}\.js$/, '');
  const count = new Map();
  for (const file of files) count.set(stem(file), (count.get(stem(file)) ?? 0) + 1);
  const names = new Map(files.map((file) => {
    const entryPoint = metafile.outputs[`dist/esm/chunks/${file}`]?.entryPoint;
    if (count.get(stem(file)) === 1) return [file, stem(file)];
    return [file, entryPoint ? `${entryPoint.split('/').at(-2)}-${stem(file)}` : file.replace(/\.js$/, '')];
  }));
  if (new Set(names.values()).size !== names.size) throw new Error('two of the script\'s chunks would share a name');
  return names;
}

/**
 * The classic script's later files: dist/esm/chunks/ copied to dist/script/chunks/ under their script names
 * (scriptChunkNames), where each import of the entry (`import{a as b}from"../index.js"`) or of the braintree
 * adapter's chunk, both inside dist/featherdrop.js, becomes a read of the registry that script fills
 * (src/loader.ts). A classic script cannot be imported, so its chunks cannot share its bindings any other way;
 * dist/esm/ stays untouched for bundlers and module pages. Returns the bindings read, the set's id and the
 * script name of each esm chunk.
 */
function writeScriptChunks(metafile, registry, adapter) {
  const from = join(dist, 'esm/chunks');
  const to = join(dist, 'script/chunks');
  mkdirSync(to, { recursive: true });
  const inScript = { '../index.js': 'core', [`./${adapter}`]: 'adapter' };
  const read = { core: new Set(), adapter: new Set() };
  const files = readdirSync(from).filter((name) => name !== adapter);
  const names = scriptChunkNames(metafile, files);
  const ID = '\0id\0';
  const copies = files.map((file) => {
    let code = readFileSync(join(from, file), 'utf8');
    for (const [specifier, part] of Object.entries(inScript)) {
      const quoted = JSON.stringify(specifier);
      code = code
        .replaceAll(new RegExp(`import\\{([^}]*)\\}from${quoted.replace(/[.]/g, '\\.')};?`, 'g'), (_, names) => {
          for (const name of names.split(',')) read[part].add(name.split(' as ')[0]);
          return `const{${names.split(',').map((name) => name.split(' as ').join(':')).join(',')}}=globalThis[Symbol.for(${JSON.stringify(registry)})].${part};`;
        })
        .replaceAll(`import${quoted};`, '');
      if (code.includes(quoted)) throw new Error(`${file} imports ${specifier} in a form writeScriptChunks does not rewrite`);
    }
    code = code.replace(/"\.\/([^"/]+\.js)"/g, (specifier, target) => (names.has(target) ? `"./${names.get(target)}-${ID}.js"` : specifier));
    return [names.get(file), code];
  });
  const hash = createHash('sha256');
  for (const [name, code] of copies.sort(([a], [b]) => a.localeCompare(b))) hash.update(`${name}\n${code}\n`);
  const id = hash.digest('hex').slice(0, 8);
  for (const [name, code] of copies) writeFileSync(join(to, `${name}-${id}.js`), code.replaceAll(ID, id));
  // For tests that answer one chunk of the script's in the browser: each esm chunk's copy.
  writeFileSync(join(info, 'script-chunks.json'), JSON.stringify(Object.fromEntries(files.map((file) => [`dist/esm/chunks/${file}`, `dist/script/chunks/${names.get(file)}-${id}.js`]))));
  return { read, id, names };
}

/**
 * dist/featherdrop.js (docs/performance.md, "One script"): src/loader.ts bundled with the built entry and
 * the braintree adapter's chunk (one classic script: no request before the gateway's), registering their
 * bindings for dist/script/chunks/. The entry's import() of the adapter becomes a static import (the
 * loader imports the adapter first, so the entry, which the adapter imports, runs before it); every other import() in them becomes `import(distUrl("<path in dist/>"))` (src/script-url.ts):
 * chunks from dist/script/, the locales' and marks' loaders and the script-tag glue (which import nothing
 * from the entry) from dist/esm/.
 */
async function buildScript(metafile) {
  const entry = join(dist, 'esm/index.js');
  const adapter = join(root, chunkOf(metafile, 'src/gateway/braintree/braintree-gateway.ts'));
  const registry = `featherdrop ${version} ${sri(entry, 'sha256').slice(7, 19)}`;
  const { read, id, names } = writeScriptChunks(metafile, registry, relative(join(dist, 'esm/chunks'), adapter));
  // What the script itself takes from them: the loader and the script-tag glue, the entry from the adapter.
  const keep = { [entry]: new Set([...read.core, 'create', 'VERSION', 'DropinError']), [adapter]: new Set([...read.adapter, 'createBraintreeGateway']) };
  const chunkName = (path) => names.get(relative(join(dist, 'esm/chunks'), path));
  const loader = join(root, 'src/loader.ts');
  // Each built file's exports that something reads, also as one plain object, `bindings` (values, not a
  // namespace's getters: smaller).
  const withBindings = (file, code) => code.replace(/export\{([^}]*)\};?\s*$/, (clause, names) => {
    const pairs = names.split(',').map((name) => name.split(' as ')).map(([local, exported = local]) => [local, exported]).filter(([, exported]) => keep[file].has(exported));
    return `${clause};export const bindings={${pairs.map(([local, exported]) => `${exported}:${local}`).join(',')}};`;
  });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [loader],
    outfile: 'dist/featherdrop.js',
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'warning',
    define: { __REGISTRY__: JSON.stringify(registry), __CHUNKS_ID__: JSON.stringify(id) },
    plugins: [{
      name: 'first-view-in-one-script',
      setup(build) {
        build.onLoad({ filter: /\.ts$/ }, (args) => (args.path === loader
          ? { contents: `import{bindings as __ADAPTER__}from${JSON.stringify(adapter)};import{bindings as __CORE__}from${JSON.stringify(entry)};${readFileSync(loader, 'utf8')}`, loader: 'ts' }
          : undefined));
        build.onLoad({ filter: /\.js$/ }, (args) => {
          if (args.path !== entry && args.path !== adapter) return undefined;
          const code = readFileSync(args.path, 'utf8').replace(/import\("(\.[^"]+)"\)/g, (_, specifier) => {
            const target = join(dirname(args.path), specifier);
            if (target === adapter) return 'Promise.resolve(__adapter)';
            return chunkName(target) ? `import(__chunkUrl(${JSON.stringify(chunkName(target))}))` : `import(__distUrl(${JSON.stringify(relative(dist, target))}))`;
          });
          const imports = `import{chunkUrl as __chunkUrl,distUrl as __distUrl}from${JSON.stringify(join(root, 'src/script-url.ts'))};`
            + (args.path === entry ? `import{bindings as __adapter}from${JSON.stringify(adapter)};` : '');
          return { contents: imports + withBindings(args.path, code), loader: 'js', resolveDir: dirname(args.path) };
        });
      },
    }],
  });
  return { id, names };
}

/**
 * size-limit reads fixed paths, but chunk names carry hashes: each measured group is copied to
 * .build/size/<group>/ (per-file brotli, as browsers fetch them). .size-limit.json names these folders.
 */
function writeSizeGroups(metafile, script) {
  const { core, view } = firstView(metafile);
  const own = (source) => [chunkOf(metafile, source)].filter(Boolean);
  // A script-tag page's path: dist/featherdrop.js holds the first view, later chunks come from dist/script/.
  const fromScript = (files) => [...files].filter((file) => !view.includes(file))
    .map((file) => (file.startsWith('dist/esm/chunks/') ? `dist/script/chunks/${script.names.get(file.slice('dist/esm/chunks/'.length))}-${script.id}.js` : file));
  const groups = {
    core,
    'first-view': ['dist/featherdrop.js'],
    'card-flow': own('src/flows/card/index.ts'),
    // card.billingAddress's chunk (its form, countries, strings and styles), only for merchants who ask for it.
    billing: own('src/flows/card/billing.ts'),
    // The card sheet's brand row (scripts/brand-marks.mjs), a chunk of its own fetched beside the card chunk.
    'card-marks': own('brand-marks:mark-card-brands'),
    // Each wallet's own code: its flow chunk (the braintree-web module and the simulator are separate).
    'paypal-flow': own('src/flows/paypal/index.ts'),
    'apple-pay-flow': own('src/flows/applePay/index.tsx'),
    'google-pay-flow': own('src/flows/googlePay/index.tsx'),
    'venmo-flow': own('src/flows/venmo/index.tsx'),
    // The bank debits: each sheet's chunk (with its checks and strings) and the text fields they share, and
    // its braintree-web module's.
    'sepa-flow': [...own('src/flows/sepa/index.tsx'), ...own('src/ui/TextField.tsx')],
    'sepa-braintree': own('src/flows/sepa/braintree.ts'),
    'us-bank-account-flow': [...own('src/flows/usBankAccount/index.tsx'), ...own('src/ui/TextField.tsx')],
    'us-bank-account-braintree': own('src/flows/usBankAccount/braintree.ts'),
    // The opt-in slices' definitions (src/flows/registry.ts, optIn), each fetched only when its key is passed.
    'opt-in-definitions': ['sepa', 'usBankAccount', 'localPayment'].flatMap((slice) => own(`src/flows/${slice}/definition.ts`)),
    // What only a merchant who passes one of them needs, fetched beside their definitions (src/dropin/opt-in-loaded.ts).
    'opt-in-loaded': own('src/dropin/opt-in-loaded.ts'),
    // The local payment methods' one sheet chunk (every method's) and its braintree-web module.
    'local-payment-flow': own('src/flows/localPayment/index.tsx'),
    'local-payment-braintree': own('src/flows/localPayment/braintree.ts'),
    // Pay Later's sheet chunk and its braintree-web paypal-checkout-v6 module, fetched only when a merchant passes payLater.
    'pay-later-definition': own('src/flows/payLater/definition.ts'),
    'pay-later-flow': own('src/flows/payLater/index.tsx'),
    'pay-later-braintree': own('src/flows/payLater/braintree.ts'),
    // 3D Secure's own code: the flow chunk and the port chunk with the original's 3D Secure error table.
    'three-d-secure': [...own('src/flows/threeDSecure/index.ts'), ...own('src/flows/threeDSecure/errors.ts')],
    // A customer's first view with the marks of their saved methods (simulator_customer's: Visa, Mastercard,
    // American Express, and PayPal when it is enabled), fetched through their loader once the saved methods are known.
    'first-view-with-marks': ['dist/featherdrop.js', 'dist/esm/marks/index.js', ...['visa', 'master-card', 'american-express', 'paypal'].map((id) => `dist/esm/marks/${id}.js`)],
    // The later chunks (docs/performance.md, "Later chunks"): off a customer's first view, fetched once it is ready.
    'option-views': own('src/ui/option-views.ts'),
    requester: own('src/dropin/request-payment-method.ts'),
    // The extras' own setups (3D Secure's is above): each a chunk of its slice, fetched only when the merchant sets it.
    'data-collector': own('src/flows/dataCollector/index.ts'),
    'vault-manager': own('src/flows/vaultManager/index.ts'),
    'card-path': ['dist/featherdrop.js', ...fromScript([...own('src/ui/option-views.ts'),
      ...withStaticImports(metafile, chunkOf(metafile, 'src/flows/card/index.ts')), ...own('brand-marks:mark-card-brands'),
      ...withStaticImports(metafile, chunkOf(metafile, 'src/flows/card/braintree/hosted-fields.ts'))])],
  };
  for (const [name, files] of Object.entries(groups)) {
    const dir = join(info, 'size', name);
    mkdirSync(dir, { recursive: true });
    // Named by their path in dist/ (esm/index.js and esm/marks/index.js are two files).
    for (const file of new Set(files)) copyFileSync(join(root, file), join(dir, relative('dist', file).replace(/\//g, '_')));
  }
}

export async function build({ quiet = false } = {}) {
  rmSync(dist, { recursive: true, force: true });
  rmSync(info, { recursive: true, force: true });
  mkdirSync(info, { recursive: true });
  mkdirSync(dist, { recursive: true });

  const esm = await esbuild.build({
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
  checkStandIns(esm.metafile);
  dropBareImportsOfInertChunks(esm.metafile);
  const entryImports = [...withStaticImports(esm.metafile, 'dist/esm/index.js')].filter((file) => file !== 'dist/esm/index.js');
  await mergeChunks(esm.metafile, 'dist/esm/index.js', [...new Set([chunkOf(esm.metafile, 'src/runtime.ts'), ...entryImports, ...inertChunks(esm.metafile)])]);
  await mergeChunks(esm.metafile, chunkOf(esm.metafile, 'src/gateway/braintree/braintree-gateway.ts'), [chunkOf(esm.metafile, 'node_modules/braintree-web/client/client.js')]);
  await foldChunks(esm.metafile, root, foldable(esm.metafile, { keep: new Set(firstView(esm.metafile).view), thirdParty }));
  writeFileSync(join(info, 'metafile.json'), JSON.stringify(esm.metafile));

  await buildLocales();
  writeBrandMarks();
  checkLoadersInEntry();

  const script = await buildScript(esm.metafile);
  // After the script took the entry's bindings as they were (its chunks read them from its registry).
  privateExports(join(dist, 'esm/index.js'), join(dist, 'esm/chunks'), PUBLIC_EXPORTS);
  esm.metafile.outputs['dist/esm/index.js'].exports = PUBLIC_EXPORTS;
  for (const [file, output] of Object.entries(esm.metafile.outputs)) if (file.startsWith('dist/esm/')) output.bytes = statSync(join(root, file)).size;
  writeFileSync(join(info, 'metafile.json'), JSON.stringify(esm.metafile));

  const styles = await Promise.all(styleAreas().map((file) => esbuild.transform(readFileSync(join(root, file), 'utf8'), { loader: 'css', minify: true })));
  writeFileSync(join(dist, 'featherdrop.css'), styles.map(({ code }) => code).join(''));

  await buildReact();
  await buildElement();
  await buildTesting();
  writeSizeGroups(esm.metafile, script);
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.types.json'], { cwd: root, stdio: 'inherit' });
  pruneDeclarations();
  writeIntegrity();
  if (!quiet) console.log(`built dist/ (featherdrop ${version})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await build();
