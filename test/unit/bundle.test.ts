// Reads the esbuild metafile of the last build (npm test builds first) to keep the entry chunk lean.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { chunkOf, inertChunks, withStaticImports } from '../../scripts/metafile.mjs';
import { fromValues } from '../../src/i18n/load-strings.js';
import { importLocaleSource } from './support/import-locale.js';

const metafile = JSON.parse(readFileSync('dist/metafile.json', 'utf8'));
const entryInputs = [...withStaticImports(metafile, 'dist/esm/index.js')].flatMap((file) => Object.keys(metafile.outputs[file].inputs));

test('the entry chunk holds no flow, no other locale, no simulator and no braintree-web module', () => {
  assert.ok(entryInputs.includes('src/index.ts'));
  assert.ok(entryInputs.includes('src/i18n/en_US.ts'));
  const offenders = entryInputs.filter((input) =>
    /^src\/flows\/(?!registry|types)/.test(input) ||
    input.startsWith('src/i18n/locales/') ||
    input.startsWith('src/gateway/simulator/') ||
    input.startsWith('src/gateway/braintree/') ||
    input.startsWith('src/vault-manager/') ||
    input === 'src/script-tag.ts' ||
    input.includes('node_modules/braintree-web/') ||
    input.includes('card-validator') || input.includes('credit-card-type'));
  assert.equal(offenders, []);
});

test('the shared runtime (preact, hooks, signals, errors, shell context) stays in one chunk (src/ui/kit.ts)', () => {
  const runtime = ['node_modules/preact/dist/preact.module.js', 'node_modules/preact/hooks/dist/hooks.module.js',
    'node_modules/@preact/signals-core/dist/signals-core.module.js', 'src/errors.ts', 'src/ui/ShellContext.ts', 'src/i18n/locales.ts', 'src/stylesheet.ts',
    'node_modules/preact/jsx-runtime/dist/jsxRuntime.module.js'];
  const chunks = new Set(runtime.map((input) => chunkOf(metafile, input)));
  assert.is(chunks.size, 1, `split across ${[...chunks].join(', ')}`);
});

test('the card port rides in the card flow chunk (a value import from the simulator would split it off)', () => {
  assert.is(chunkOf(metafile, 'src/gateway/card-fields.ts'), chunkOf(metafile, 'src/flows/card/index.ts'));
});

test('braintree-web client is its own chunk, the vault manager another one, fetched for a customer only', () => {
  const adapter = chunkOf(metafile, 'src/gateway/braintree/braintree-gateway.ts');
  const client = [...withStaticImports(metafile, adapter)].flatMap((f) => Object.keys(metafile.outputs[f].inputs));
  assert.ok(client.includes('node_modules/braintree-web/client/client.js'));
  assert.not.ok(client.includes('node_modules/braintree-web/vault-manager/vault-manager.js'));
  const vault = chunkOf(metafile, 'node_modules/braintree-web/vault-manager/vault-manager.js');
  assert.ok(vault && vault !== adapter);
  assert.not.ok(client.some((input) => input.includes('fastlane-sdk-loader/dist') || /graphql\/(adapters|generators)\/.*fastlane/.test(input)));
});

test('the vault manager is its own chunk', () => {
  const chunk = chunkOf(metafile, 'src/vault-manager/vault-manager.ts');
  assert.ok(chunk);
  assert.ok(Object.keys(metafile.outputs[chunk].inputs).includes('src/vault-manager/DeleteConfirmation.tsx'));
});

test('each locale other than en_US is a standalone file beside the entry, importing nothing: its values in en_US key order', async () => {
  for (const id of ['de_DE', 'fr_FR', 'ja_JP', 'he_IL', 'en_GB', 'zh_XC']) {
    const code = readFileSync(`dist/esm/locales/${id}.js`, 'utf8');
    assert.not.match(code, /^import|\bimport\(/);
    const shipped: string[] = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`))[id];
    const source = (await importLocaleSource(id))!;
    assert.equal(fromValues(shipped), source, id);
  }
});

test('the loader preloads the entry and the client chunks, and the script-tag glue is separate', () => {
  const loader = readFileSync('dist/featherdrop.js', 'utf8');
  assert.ok(loader.includes('"index.js"'));
  assert.ok(loader.includes('braintree-gateway-'));
  assert.ok(loader.includes('modulepreload'));
  assert.not.ok(loader.includes('payment_method_nonce'));
  assert.ok(existsSync('dist/esm/script-tag.js'));
  assert.ok(existsSync('dist/featherdrop.css'));
  assert.ok(existsSync('dist/types/index.d.ts'));
});

test('no chunk imports bare a chunk with nothing to evaluate (esbuild runtime helpers, the empty kit chunk)', () => {
  const inert = inertChunks(metafile);
  assert.ok(inert.length >= 1, 'the runtime helpers chunk exists');
  const bare: string[] = [];
  for (const file of Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(file, 'utf8');
    for (const chunk of inert) if (code.includes(`import"./${relative(dirname(file), chunk)}";`)) bare.push(`${file} -> ${chunk}`);
  }
  assert.equal(bare, []);
  const core = [...withStaticImports(metafile, 'dist/esm/index.js')];
  assert.equal(core.filter((file) => inert.includes(file)), [], 'the entry fetches none of them');
});

test.run();
