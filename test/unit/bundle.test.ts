// Reads the esbuild metafile of the last build (npm test builds first) to keep the entry chunk lean.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chunkOf, firstView, inertChunks, withStaticImports } from '../../scripts/metafile.mjs';
import { fromAreas } from '../../src/i18n/load-strings.js';
import { localeSource } from './support/import-locale.js';
import { english } from './support/english.js';
import { SEPARATE_AREAS } from '../../scripts/string-areas.mjs';
import { VERSION } from '../../src/constants.js';

const metafile = JSON.parse(readFileSync('.build/metafile.json', 'utf8'));
const entryInputs = [...withStaticImports(metafile, 'dist/esm/index.js')].flatMap((file) => Object.keys(metafile.outputs[file].inputs));

test('the entry chunk holds no slice but its definition, no other locale, no simulator and no braintree-web module', () => {
  assert.ok(entryInputs.includes('src/index.ts'));
  assert.ok(entryInputs.includes('src/i18n/en_US.ts'));
  assert.ok(entryInputs.includes('src/flows/registry.ts'));
  const offenders = entryInputs.filter((input) =>
    /^src\/flows\/(?!registry|types|[^/]+\/definition\.ts$)/.test(input) ||
    input.endsWith('.json') ||
    input.startsWith('src/gateway/simulator/') ||
    input.startsWith('src/gateway/braintree/') ||
    input.startsWith('slice-adapters:') ||
    input === 'src/script-tag.ts' ||
    input.includes('node_modules/braintree-web/') ||
    input.includes('card-validator') || input.includes('credit-card-type'));
  assert.equal(offenders, []);
});

test('the opt-in slices\' definitions (SEPA, ACH, the local payment methods) are chunks of their own, off the first view', () => {
  const { view } = firstView(metafile);
  for (const slice of ['sepa', 'usBankAccount', 'localPayment']) {
    const chunk = chunkOf(metafile, `src/flows/${slice}/definition.ts`);
    assert.ok(chunk, `${slice}'s definition is in the build`);
    assert.not.ok(view.includes(chunk), `${slice}'s definition is fetched on the first view`);
  }
  const script = readFileSync('dist/featherdrop.js', 'utf8');
  // Their method types and ids (their translated names are in their slices' labels areas: scripts/string-areas.mjs).
  for (const words of ['SEPADebitAccount', 'UsBankAccount', 'LocalPayment', 'bancontact']) assert.not.ok(script.includes(words), `"${words}" is in dist/featherdrop.js`);
});

test('the shared runtime (React through preact/compat, signals, errors, locales, stylesheet) stays in one chunk (src/runtime.ts)', () => {
  const runtime = ['node_modules/preact/dist/preact.module.js', 'node_modules/preact/hooks/dist/hooks.module.js',
    'node_modules/preact/compat/dist/compat.module.js', 'node_modules/preact/compat/client.mjs',
    'node_modules/@preact/signals-core/dist/signals-core.module.js', 'src/errors.ts', 'src/i18n/locales.ts', 'src/stylesheet.ts',
    'node_modules/preact/jsx-runtime/dist/jsxRuntime.module.js', 'src/runtime.ts'];
  const chunks = new Set(runtime.map((input) => chunkOf(metafile, input)));
  assert.ok(!chunks.has(undefined), 'every runtime module is in the build');
  assert.is(chunks.size, 1, `split across ${[...chunks].join(', ')}`);
});

test('the card-type table rides in the card flow chunk (a value import from the simulator would split it off)', () => {
  assert.is(chunkOf(metafile, 'src/flows/card/card-types.ts'), chunkOf(metafile, 'src/flows/card/index.ts'));
});

test('braintree-web\'s client rides in the braintree adapter\'s chunk (one request); the vault manager is another chunk, fetched only to delete a saved method', () => {
  const adapter = chunkOf(metafile, 'src/gateway/braintree/braintree-gateway.ts');
  const client = [...withStaticImports(metafile, adapter)].flatMap((f) => Object.keys(metafile.outputs[f].inputs));
  assert.ok(client.includes('node_modules/braintree-web/client/client.js'));
  assert.not.ok(client.includes('node_modules/braintree-web/vault-manager/vault-manager.js'));
  const vault = chunkOf(metafile, 'node_modules/braintree-web/vault-manager/vault-manager.js');
  assert.ok(vault && vault !== adapter);
  assert.not.ok(client.some((input) => input.includes('fastlane-sdk-loader/dist') || /graphql\/(adapters|generators)\/credit-card/.test(input)));
  assert.not.ok(client.includes('node_modules/braintree-web/lib/assets.js'), 'the client never loads scripts on the page');
  assert.ok(chunkOf(metafile, 'node_modules/braintree-web/lib/assets.js'), 'the modules that load scripts keep the real lib/assets');
});

test('no braintree-web module carries @braintree/wrap-promise: the build\'s promises-only stand-in takes its place', () => {
  const inputs = Object.keys(metafile.outputs).flatMap((file) => Object.keys(metafile.outputs[file].inputs));
  assert.not.ok(inputs.some((input) => input.includes('@braintree/wrap-promise')));
  assert.ok(inputs.includes('src/gateway/braintree/promises-only.cjs'));
});

test('the page\'s braintree-web client writes no fraudnet parameters (it tokenizes no card data); device data keeps fraudnet in its own chunk', () => {
  const script = readFileSync('dist/featherdrop.js', 'utf8');
  assert.ok(script.includes('_findOrCreateFraudnetJSON'), 'the client\'s method is there, as a stand-in');
  for (const words of ['rda_tenant', '"fncls"']) assert.not.ok(script.includes(words), `the fraudnet writer's "${words}" is in dist/featherdrop.js`);
  assert.ok(readFileSync(chunkOf(metafile, 'src/flows/dataCollector/braintree.ts')!, 'utf8').includes('"fncls"'), 'data collector\'s fraudnet is its own');
});

test('braintree-web\'s request latency report is in no file of the build (1.31.2 never sent it)', () => {
  const files = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
  assert.ok(files.length > 10);
  for (const file of [...files, 'dist/featherdrop.js']) assert.not.ok(readFileSync(file, 'utf8').includes('api-request-latency'), file);
});

test('braintree-web\'s analytics are no part of the first view: every module sends through the stand-in, the real module rides in the adapter\'s analytics chunk', () => {
  const { view } = firstView(metafile);
  const real = 'node_modules/braintree-web/lib/analytics.js';
  const holders = Object.keys(metafile.outputs).filter((file) => Object.hasOwn(metafile.outputs[file].inputs, real));
  assert.equal(holders, [chunkOf(metafile, 'src/gateway/braintree/analytics.ts')], 'one copy, in the analytics chunk');
  assert.not.ok(view.includes(holders[0]!), 'the analytics chunk is fetched after ready');
  assert.ok(view.some((file) => Object.hasOwn(metafile.outputs[file].inputs, 'src/gateway/braintree/analytics-later.cjs')), 'the stand-in is the client\'s');
  assert.not.ok(readFileSync('dist/featherdrop.js', 'utf8').includes('ALLOWED_EXTRA_EVENT_FIELDS.indexOf'), 'the real sender is not in dist/featherdrop.js');
});

test('braintree-web\'s GraphQL configuration request is no part of the first view: its generator and adapter are one chunk, fetched only when the REST endpoint is retired', () => {
  const { view } = firstView(metafile);
  const graphQL = ['generators', 'adapters'].map((kind) => `node_modules/braintree-web/client/request/graphql/${kind}/configuration.js`);
  const holders = Object.keys(metafile.outputs).filter((file) => graphQL.some((input) => Object.hasOwn(metafile.outputs[file].inputs, input)));
  assert.equal(holders, [chunkOf(metafile, 'src/gateway/braintree/configuration-by-graphql.cjs')], 'one copy, in the fallback\'s chunk');
  assert.not.ok(view.includes(holders[0]!), 'the fallback chunk is not fetched on the first view');
  assert.not.ok(Object.keys(metafile.outputs).some((file) => Object.hasOwn(metafile.outputs[file].inputs, 'node_modules/braintree-web/client/get-configuration.js')), 'braintree-web\'s own get-configuration is in no file');
  assert.ok(view.some((file) => Object.hasOwn(metafile.outputs[file].inputs, 'src/gateway/braintree/configuration-by-rest.cjs')), 'the client asks by REST');
  for (const file of [...view, 'dist/featherdrop.js']) {
    const code = readFileSync(file, 'utf8');
    for (const words of ['ClientConfiguration', 'supportedCardBrands']) assert.not.ok(code.includes(words), `"${words}" is in ${file}`);
  }
});

test('preact/compat\'s Suspense, SuspenseList and PureComponent, which nothing imports, are in no file of the build', () => {
  const files = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
  assert.ok(files.some((file) => Object.hasOwn(metafile.outputs[file].inputs, 'node_modules/preact/compat/dist/compat.module.js')));
  for (const file of [...files, 'dist/featherdrop.js']) {
    for (const words of ['revealOrder', 'isPureReactComponent']) assert.not.ok(readFileSync(file, 'utf8').includes(words), `"${words}" is in ${file}`);
  }
});

test('a payment option\'s braintree-web module is one file beside the first view: the small libraries it shares are folded in (issue 13)', () => {
  const { view } = firstView(metafile);
  const modules = ['card/braintree/hosted-fields', 'paypal/braintree', 'venmo/braintree', 'applePay/braintree', 'googlePay/braintree', 'threeDSecure/braintree', 'dataCollector/braintree', 'vaultManager/braintree'];
  for (const name of modules) {
    const chunk = chunkOf(metafile, `src/flows/${name}.ts`)!;
    assert.equal([...withStaticImports(metafile, chunk)].filter((file) => !view.includes(file)), [chunk], name);
  }
  for (const flow of ['src/flows/paypal/index.ts', 'src/flows/venmo/index.tsx', 'src/flows/applePay/index.tsx', 'src/flows/googlePay/index.tsx']) {
    const chunk = chunkOf(metafile, flow)!;
    assert.equal([...withStaticImports(metafile, chunk)].filter((file) => !view.includes(file)), [chunk], `${flow} carries the wallets' styles`);
  }
});

test('PayPal, PayPal Credit and Pay Later share one copy of braintree-web\'s paypal-checkout-v6, in PayPal\'s adapter (one file on PayPal\'s path); Pay Later\'s adapter adds one small file', () => {
  const { view } = firstView(metafile);
  const paypal = chunkOf(metafile, 'src/flows/paypal/braintree.ts')!;
  const payLater = chunkOf(metafile, 'src/flows/payLater/braintree.ts')!;
  const holders = Object.keys(metafile.outputs).filter((file) => Object.keys(metafile.outputs[file].inputs).includes('node_modules/braintree-web/paypal-checkout-v6/paypal-checkout-v6.js'));
  assert.equal(holders, [paypal]);
  assert.is(chunkOf(metafile, 'src/gateway/braintree/paypal-checkout-v6.ts'), paypal);
  assert.equal([...withStaticImports(metafile, payLater)].filter((file) => !view.includes(file)).sort(), [payLater, paypal].sort());
  assert.equal(Object.keys(metafile.outputs[payLater].inputs).filter((input) => !input.startsWith('featherdrop-adapter:')), ['src/flows/payLater/braintree.ts'], 'nothing folded in twice');
});

test('the vault manager is its own chunk', () => {
  const chunk = chunkOf(metafile, 'src/flows/vaultManager/index.ts');
  assert.ok(chunk);
  assert.ok(Object.keys(metafile.outputs[chunk].inputs).includes('src/flows/vaultManager/DeleteConfirmation.tsx'));
});

/** A shipped locale module's exports (it imports nothing). */
const moduleOf = (path: string) => {
  const code = readFileSync(path, 'utf8');
  assert.not.match(code, /^import|\bimport\(/);
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
};

test('each locale other than en_US is a standalone file beside the entry, importing nothing: its values per area, in each area\'s English key order; the separate areas in files of their own', async () => {
  for (const id of ['de_DE', 'fr_FR', 'ja_JP', 'he_IL', 'en_GB', 'zh_XC']) {
    const main = (await moduleOf(`dist/esm/locales/${id}.js`))[id];
    assert.equal(Object.keys(main).filter((area) => SEPARATE_AREAS.includes(area)), [], 'no separate area in the locale file');
    const separate = Object.fromEntries(await Promise.all(SEPARATE_AREAS.map(async (area) => [area, (await moduleOf(`dist/esm/locales/${id}.${area}.js`)).default])));
    const localized = fromAreas({ ...main, ...separate });
    const source = await localeSource(id);
    for (const [area, strings] of Object.entries(english)) {
      const expected = Object.keys(strings).map((key) => [key, source[key] ?? strings[key]]);
      assert.equal(localized(area, strings), Object.fromEntries(expected), `${id} ${area}`);
    }
  }
});

test('dist/featherdrop.js holds the core and the braintree adapter, its chunks read them from its registry, and the script-tag glue is separate', () => {
  const script = readFileSync('dist/featherdrop.js', 'utf8');
  assert.not.ok(script.includes('modulepreload'), 'nothing to preload: the first view is the script');
  assert.ok(script.includes('braintreeLibraryVersion'), "braintree-web's client is in the script");
  assert.not.match(script, /import\("/, 'every import() is resolved against the script\'s own URL');
  assert.not.ok(script.includes('payment_method_nonce'));
  const adapter = chunkOf(metafile, 'src/gateway/braintree/braintree-gateway.ts')!.split('/').pop()!;
  const copies = readdirSync('dist/script');
  assert.is(copies.length, readdirSync('dist/esm/chunks').length - 1, 'a copy of every chunk but the adapter');
  for (const file of copies) {
    const code = readFileSync(`dist/script/${file}`, 'utf8');
    assert.not.ok(code.includes('../index.js') || code.includes(adapter), file);
  }
  assert.match(readFileSync(`dist/script/card-${VERSION}.js`, 'utf8'), /^const\{[^}]+\}=globalThis\[Symbol\.for\("featherdrop /);
});

test(`every chunk is named by what it is and the version, no content hash: the first view's bytes depend on its own code only (docs/performance.md, "The script's chunk names")`, () => {
  const copies = readdirSync('dist/script');
  assert.equal(readdirSync('dist/esm/chunks').filter((file) => file !== chunkOf(metafile, 'src/gateway/braintree/braintree-gateway.ts')!.split('/').pop()), copies, 'the script\'s copies keep the esm names');
  for (const file of [...copies, ...readdirSync('dist/esm/chunks')]) assert.match(file, new RegExp(`^[A-Za-z][\\w-]*-${VERSION.replace(/\./g, '\\.')}\\.js$`), file);
  for (const name of ['card', 'option-views', 'request-payment-method', 'sepa-definition', 'usBankAccount-definition', 'localPayment-definition', 'chunk-ui-TextField']) {
    assert.ok(copies.includes(`${name}-${VERSION}.js`), name);
  }
  const script = readFileSync('dist/featherdrop.js', 'utf8');
  assert.ok(new RegExp(`script/\\$\\{\\w+\\}-${VERSION.replace(/\./g, '\\.')}\\.js`).test(script), 'the script names its chunks by name and version');
  assert.not.match(script, /[A-Z2-7]{8}\.js/, 'no content hash in the first view');
  for (const file of copies) {
    for (const [, target] of readFileSync(`dist/script/${file}`, 'utf8').matchAll(/"\.\/([^"]+\.js)"/g)) {
      assert.ok(copies.includes(target), `${file} imports ./${target}, which is not beside it`);
    }
  }
  assert.ok(existsSync('dist/esm/script-tag.js'));
  assert.ok(existsSync('dist/featherdrop.css'));
  assert.ok(existsSync('dist/types/index.d.ts'));
});

test('the shared runtime and esbuild\'s CommonJS helpers are merged into the entry: no chunk is left with nothing to evaluate, the entry imports no chunk', () => {
  assert.equal(inertChunks(metafile), []);
  const entry = metafile.outputs['dist/esm/index.js'];
  assert.equal(entry.imports.filter((dep: { kind: string }) => dep.kind === 'import-statement'), []);
  assert.ok(Object.keys(entry.inputs).includes('src/runtime.ts'));
  for (const file of Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(file, 'utf8');
    assert.not.match(code, /from"\.\/chunk-[\w.-]+\.js";?$/, file);
  }
  const card = readFileSync(chunkOf(metafile, 'src/flows/card/index.ts')!, 'utf8');
  assert.match(card, 'from"../index.js"', 'lazy chunks import the runtime from the entry');
});

test.run();
