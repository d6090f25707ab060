// Every place the build depends on braintree-web's insides, in one table, with the version each was checked
// against (docs/performance.md, "Size decisions", says what each buys). A pin that no longer matches the
// installed braintree-web fails the build with its name: the bytes or the behaviour it bought are never lost
// without a word. test/unit/braintree-pins.test.ts runs the table against the installed braintree-web.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's folder: the nearest with a package.json (this file is bundled into the unit tests' build too). */
const projectRoot = (dir) => (existsSync(join(dir, 'package.json')) ? dir : projectRoot(dirname(dir)));
const root = projectRoot(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);

/** The braintree-web version every pin below was last checked against. */
export const CHECKED_AGAINST = '3.144.0';

/**
 * kind 'stand-in': `requiredIn` (a braintree-web file) requires a module matching `specifier`; the build
 * resolves it to `standIn` instead (only from `requiredIn` when `onlyThere`).
 * kind 'patch': `find` matches once in `file`, and the build replaces it with `replace`.
 * kind 'deep import': what src/ imports of braintree-web below its modules' names exists.
 */
export const PINS = [
  {
    name: 'modules from their CommonJS sources', kind: 'deep import',
    // The package's `browser` field points every module at a standalone dist file with its own copy of the
    // shared code; the CommonJS sources let shared code land once, in a shared chunk.
    specifier: /^braintree-web\/[\w-]+$/,
  },
  // A merchant never loads fastlane through featherdrop.
  { name: 'fastlaneLoader', kind: 'stand-in', specifier: /^@paypal\/fastlane-sdk-loader$/, requiredIn: 'lib/assets.js', standIn: 'src/gateway/braintree/no-fastlane.ts' },
  // Every supported browser has atob.
  { name: 'atobPolyfill', kind: 'stand-in', specifier: /\/vendor\/polyfill$/, requiredIn: 'lib/create-authorization-data.js', standIn: 'src/gateway/braintree/native-atob.cjs' },
  { name: 'uuid', kind: 'stand-in', specifier: /^@braintree\/uuid$/, requiredIn: 'lib/frame-service/external/frame-service.js', standIn: 'src/gateway/braintree/native-uuid.cjs' },
  { name: 'wrapPromise', kind: 'stand-in', specifier: /^@braintree\/wrap-promise$/, requiredIn: 'data-collector/index.js', standIn: 'src/gateway/braintree/promises-only.cjs' },
  { name: 'incognito', kind: 'stand-in', specifier: /^@braintree\/browser-detection\/is-incognito$/, requiredIn: 'venmo/shared/browser-detection.js', standIn: 'src/gateway/braintree/incognito-once.cjs' },
  // paypal-checkout-v6's frame service serves only startVaultInitiatedCheckout (one-click repeat): a stand-in ready at once,
  // whose options src/flows/paypal/vault-initiated/braintree.ts creates the real one with (pin paypalV6FrameServiceLater).
  {
    name: 'paypalV6FrameService', kind: 'stand-in', specifier: /^\.\.\/lib\/frame-service\/external$/,
    requiredIn: 'paypal-checkout-v6/paypal-checkout-v6.js', onlyThere: true, standIn: 'src/gateway/braintree/lazy-paypal-frame-service.cjs',
  },
  { name: 'paypalV6FrameServiceLater', kind: 'deep import', specifier: /^braintree-web\/lib\/frame-service\/external$/ },
  // paypal-checkout (v5: PayPal's path for a tokenization key, src/flows/paypal/v5/) sets the same frame service up for it.
  {
    name: 'paypalV5FrameService', kind: 'stand-in', specifier: /^\.\.\/lib\/frame-service\/external$/,
    requiredIn: 'paypal-checkout/paypal-checkout.js', onlyThere: true, standIn: 'src/gateway/braintree/no-paypal-v5-frame-service.cjs',
  },
  // The client's own script loading, used only after the page tokenized card data itself.
  { name: 'clientAssets', kind: 'stand-in', specifier: /^\.\.\/lib\/assets$/, requiredIn: 'client/client.js', onlyThere: true, standIn: 'src/gateway/braintree/no-page-assets.cjs' },
  // A component created before the configuration is in gets the page's client, not a second one from the assets host.
  { name: 'deferredClient', kind: 'stand-in', specifier: /\/lib\/create-deferred-client$/, requiredIn: 'us-bank-account/index.js', standIn: 'src/flows/card/braintree/handed-client.ts' },
  // Card tokenization over GraphQL from the page's client: hosted fields tokenize in their frames.
  {
    name: 'cardGraphql', kind: 'stand-in', specifier: /\/(credit-card-tokenization(-fastlane)?|credit-card-for-fastlane-tokenization)$/,
    requiredIn: 'client/request/graphql/request.js', standIn: 'src/gateway/braintree/no-page-card-graphql.cjs',
  },
  // The configuration by the REST GET (a simple request: no preflight), braintree-web's GraphQL request only when
  // that endpoint is retired, from a chunk fetched then (docs/performance.md, "The configuration by REST").
  { name: 'configurationByRest', kind: 'stand-in', specifier: /^\.\/get-configuration$/, requiredIn: 'client/client.js', onlyThere: true, standIn: 'src/gateway/braintree/configuration-by-rest.cjs' },
  // ...so the GraphQL configuration's query generator and answer adapter leave the first view: the request takes
  // them from its options (src/gateway/braintree/configuration-by-graphql.cjs hands them over).
  {
    name: 'graphqlConfigurationLater', kind: 'patch', file: 'client/request/graphql/request.js',
    find: /\nvar configurationBodyGenerator = require\("\.\/generators\/configuration"\);\nvar configurationResponseAdapter = require\("\.\/adapters\/configuration"\);\n/,
    replace: '\n',
  },
  {
    name: 'graphqlConfigurationLaterTables', kind: 'patch', file: 'client/request/graphql/request.js',
    find: /\n\s*configuration: configurationBodyGenerator,\n\};([\s\S]*?)\n\s*configuration: configurationResponseAdapter,\n\};/,
    replace: (text, between) => `\n};${between}\n};`,
  },
  {
    name: 'graphqlConfigurationFromOptions', kind: 'patch', file: 'client/request/graphql/request.js',
    find: /this\._generator = generators\[clientApiPath\];\s*this\._adapter = adapters\[clientApiPath\];/,
    replace: 'this._generator = generators[clientApiPath] || options.generator;\n  this._adapter = adapters[clientApiPath] || options.adapter;',
  },
  {
    // A card field's frame starts loading its page as it is inserted, not once every field's frame is in
    // (a timer that runs after all of them: about 30 ms each at CPU ×4 on a phone).
    name: 'framesStartAsInserted', kind: 'patch', file: 'hosted-fields/external/hosted-fields.js',
    find: /setTimeout\(function \(\) \{\s*frame\.src = hostedFieldsUrl;\s*\}, 0\);/,
    replace: 'frame.src = hostedFieldsUrl;',
  },
  {
    // Card fields created before the configuration is in (a guest's early fields) include every field the
    // gateway may ask for; `options.shownFields`, a promise of the names it does ask for, settles once the
    // configuration is read. The others are left out of the instance: their frames (in holders never put in
    // the document) never load, and the instance is ready once the shown ones are (issue 40).
    name: 'fieldsShownLater', kind: 'patch', file: 'hosted-fields/external/hosted-fields.js',
    find: /Promise\.all\(frameReadyPromises\)\.then\(function \(results\) \{/,
    replace: `Promise.resolve(options.shownFields).then(function (shown) {
    var keys = Object.keys(fields);
    delete self._merchantConfigurationOptions.shownFields;
    return Promise.all(frameReadyPromises.filter(function (promise, i) {
      if (!shown || shown.indexOf(keys[i]) >= 0) return true;
      delete fields[keys[i]];
      delete self._state.fields[keys[i]];
      delete self._merchantConfigurationOptions.fields[keys[i]];
      return false;
    }));
  }).then(function (results) {`,
  },
  {
    // Venmo's desktop QR overlay (its frame and its alert box) goes into the page once the page is idle, not in
    // venmo.create's microtasks, which run in the task that makes the widget ready (about 40–80 ms of main thread
    // at CPU ×4: the frame's document, then its page's request). Nothing before ready waits for the frame: the
    // instance's tokenize and teardown already wait for its ready message (issue 40).
    name: 'venmoDesktopFrameLater', kind: 'patch', file: 'venmo/external/venmo-desktop.js',
    find: /(\n\s*)document\.body\.appendChild\(_this\.iframe\);\s*document\.body\.appendChild\(_this\.alertBox\);/,
    replace: (_, indent) => `${indent}(self.requestIdleCallback || setTimeout)(function () {${indent}  document.body.appendChild(_this.iframe);${indent}  document.body.appendChild(_this.alertBox);${indent}});`,
  },
  {
    // A GET (the configuration, the saved methods) is asked for without a CORS preflight: braintree-web sends
    // `Content-Type: application/json` on every request, a body or not (issue 27).
    name: 'getsAsSimpleRequests', kind: 'patch', file: 'client/request/ajax-driver.js',
    find: /options\.headers = assign\(\s*\{ "Content-Type": "application\/json" \},\s*options\.headers\s*\);/,
    replace: 'options.headers = assign(String(options.method).toUpperCase() === "GET" ? {} : { "Content-Type": "application/json" }, options.headers);',
  },
  {
    // braintree-web reads a GraphQL answer of status 200 as holding `data` or `errors`; one with neither (an empty
    // object, malformed JSON) made its XHR handler throw, and the client's creation never settled. Such an answer
    // fails the request as a 500 does: create() rejects (docs/errors.md, "Gateway faults").
    name: 'unreadableAnswersFail', kind: 'patch', file: 'client/request/ajax-driver.js',
    find: /(\n\s*)parsedBody = parseBody\(req\.responseText\);\s*resBody = ajaxRequest\.adaptResponseBody\(parsedBody\);\s*status = ajaxRequest\.determineStatus\(req\.status, parsedBody\);/,
    replace: (line, indent) => `${indent}try {${line.slice(indent.length)}${indent}} catch {${indent}  parsedBody = {};${indent}  status = 500;${indent}}`,
  },
  {
    // braintree-web 3.144 reports every request's latency (`core.api-request-latency`) as the answer is read:
    // main-thread work between the configuration's answer and ready, and first-view bytes, for a report
    // braintree-web-drop-in 1.31.2 (braintree-web 3.80) never sent. Its code and its call are left out; the
    // widget's own `web.dropin.*` events stay (src/gateway/braintree/analytics.ts).
    name: 'noLatencyReports', kind: 'patch', file: 'client/request/ajax-driver.js',
    find: /\nvar MERCHANT_ID_PATTERN = [^\n]*\nvar THREE_D_SECURE_PAYMENT_METHOD_PATTERN =\s*[^\n]*\n[\s\S]*?\nfunction sendApiLatencyAnalytics\(url, options\) \{\n[\s\S]*?\n\}\n/,
    replace: (text) => `\n${text.slice(text.indexOf('\nfunction requestShouldRetry') + 1, text.indexOf('\nfunction sendApiLatencyAnalytics') + 1)}`,
  },
  {
    name: 'noLatencyReportCall', kind: 'patch', file: 'client/request/ajax-driver.js',
    find: /\n\s*if \(options\.sendAnalyticsEvent\) \{\s*sendApiLatencyAnalytics\(url, options\);\s*\}/,
    replace: '',
  },
  // braintree-web's own analytics events (the client's `custom.client.load.*`, sent as its configuration
  // arrives; each module's) go out once the page is idle after the client exists, off the main thread's way to
  // ready; the real lib/analytics is fetched with the first of them, in the adapter's analytics chunk.
  { name: 'analyticsLater', kind: 'stand-in', specifier: /^(\.\.\/)+lib\/analytics$/, requiredIn: 'client/client.js', standIn: 'src/gateway/braintree/analytics-later.cjs' },
  {
    // ...and each keeps the time it happened: the stand-in hands the real module the time it was called.
    name: 'eventsKeepTheirTime', kind: 'patch', file: 'lib/analytics.js',
    find: /function sendPaypalEventPlusFields\(\s*clientInstanceOrPromise,\s*eventName,\s*extraFields,\s*callback\s*\) \{\s*var timestamp = Date\.now\(\);/,
    replace: 'function sendPaypalEventPlusFields(clientInstanceOrPromise, eventName, extraFields, callback, at) {\n  var timestamp = at || Date.now();',
  },
  {
    // The page's client never tokenizes card data (hosted fields do, in their frames), so its fraudnet writer
    // is never reached: it throws if ever called, as the stand-ins above do (−0.15 kB brotli on the first view).
    name: 'noFraudnetAfterPageCards', kind: 'patch', file: 'client/client.js',
    find: /Client\.prototype\._findOrCreateFraudnetJSON = function \(clientMetadataId\) \{\n[\s\S]*?\n\};\n/,
    replace: 'Client.prototype._findOrCreateFraudnetJSON = function () {\n  throw new Error("featherdrop does not tokenize card data through the page\'s braintree-web client.");\n};\n',
  },
];

/** What fold-chunks treats as third-party code: each stand-in's path, by its pin's name. */
export const STAND_INS = Object.fromEntries(PINS.filter((pin) => pin.kind === 'stand-in').map((pin) => [pin.name, pin.standIn]));

const braintreeWeb = () => dirname(require.resolve('braintree-web/package.json', { paths: [root] }));
const installed = () => JSON.parse(readFileSync(join(braintreeWeb(), 'package.json'), 'utf8')).version;
const failure = (pin, what) => new Error(`braintree-web pin "${pin.name}" (checked against braintree-web ${CHECKED_AGAINST}, installed ${installed()}) no longer applies: ${what}`);

/** `source` (braintree-web's `pin.file`) with the pin's patch applied; throws when it no longer matches. */
export function patched(pin, source) {
  if (!pin.find.test(source)) throw failure(pin, `${pin.file} has nothing matching ${pin.find}`);
  return source.replace(pin.find, pin.replace);
}

const sourcesBelow = (dir) => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? sourcesBelow(join(dir, name)) : [join(dir, name)]))
  .filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file));

/** Each pin against the installed braintree-web (`dir`): the errors of those that no longer apply. */
export function pinFailures(pins = PINS, dir = braintreeWeb()) {
  const read = (file) => (existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8') : undefined);
  return pins.flatMap((pin) => {
    if (pin.kind === 'patch') {
      const source = read(pin.file);
      if (source === undefined) return [failure(pin, `${pin.file} is gone`)];
      try {
        patched(pin, source);
        return [];
      } catch (error) {
        return [error];
      }
    }
    if (pin.kind === 'stand-in') {
      const source = read(pin.requiredIn);
      const required = source === undefined ? [] : [...source.matchAll(/require\("([^"]+)"\)/g)].map(([, specifier]) => specifier);
      if (!existsSync(join(root, pin.standIn))) return [failure(pin, `its stand-in ${pin.standIn} is gone`)];
      return required.some((specifier) => pin.specifier.test(specifier)) ? [] : [failure(pin, `${pin.requiredIn} requires nothing matching ${pin.specifier}`)];
    }
    // A deep import: every braintree-web path src/ imports exists (a module's CommonJS index.js for a module's name);
    // the slices' tests (src/flows/<slice>/test/) are not built, and read braintree-web's own files in Node.
    const built = sourcesBelow(join(root, 'src')).filter((file) => !/\/src\/flows\/[^/]+\/test\//.test(file));
    const imported = new Set(built.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"]braintree-web\/([^'"]+)['"]/g)].map(([, path]) => path)));
    const missing = [...imported].map((path) => (pin.specifier.test(`braintree-web/${path}`) ? `${path}/index.js` : path)).filter((path) => !existsSync(join(dir, path)));
    return missing.length ? [failure(pin, `braintree-web has no ${missing.join(', ')}`)] : [];
  });
}

/** Throws, naming every pin that no longer applies to the installed braintree-web. */
export function checkPins(pins = PINS, dir = braintreeWeb()) {
  const failures = pinFailures(pins, dir);
  if (failures.length) throw new Error(failures.map((error) => error.message).join('\n'));
}

/**
 * Each stand-in took the place of a file in the last build (its metafile): one the build never used means
 * braintree-web changed what it requires (a new path, a module gone), and the build fails instead.
 */
export function checkStandIns(metafile) {
  const unused = PINS.filter((pin) => pin.kind === 'stand-in' && !Object.hasOwn(metafile.inputs, pin.standIn)).map((pin) => `${pin.name} (${pin.standIn})`);
  if (unused.length) throw new Error(`braintree-web no longer requires what these stand-ins replace; check them against it: ${unused.join(', ')}`);
}

/** The esbuild plugin applying the table: modules from their sources, the stand-ins, the patches. */
export const braintreeSources = {
  name: 'braintree-web-sources',
  setup(build) {
    checkPins();
    for (const pin of PINS) {
      if (pin.kind === 'deep import') {
        build.onResolve({ filter: pin.specifier }, (args) => ({ path: require.resolve(`${args.path}/index.js`, { paths: [root] }) }));
      } else if (pin.kind === 'stand-in') {
        const importer = join('braintree-web', pin.requiredIn);
        build.onResolve({ filter: pin.specifier }, (args) => (!pin.onlyThere || args.importer.endsWith(importer) ? { path: join(root, pin.standIn) } : undefined));
      }
    }
    // A file's patches apply in the table's order, in one load (esbuild uses one onLoad answer per file).
    for (const file of new Set(PINS.filter((pin) => pin.kind === 'patch').map((pin) => pin.file))) {
      const pins = PINS.filter((pin) => pin.file === file);
      const filter = new RegExp(`[\\\\/]braintree-web[\\\\/]${file.split('/').map((part) => part.replace(/[.-]/g, '\\$&')).join('[\\\\/]')}$`);
      build.onLoad({ filter }, (args) => ({ contents: pins.reduce((source, pin) => patched(pin, source), readFileSync(args.path, 'utf8')), loader: 'js' }));
    }
  },
};

