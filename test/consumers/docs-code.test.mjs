// Every JavaScript and TypeScript example in README.md and docs/*.md — code blocks and the inline scripts of
// HTML blocks — compiled with tsc (strict, checkJs) against the packed package, as a merchant pasting it
// would (fixtures/docs: page.d.ts names what the examples leave to the merchant's page). A document's server
// examples (Node, express, Braintree's SDK: blocks marked ```js server) are one server file, compiled with
// tsconfig.server.json against the braintree package's types (@types/braintree, with what it lacks of the
// package added from the package itself: braintree-types.mjs; see server.d.ts). docs/testing.md's Playwright
// tests are run instead (test/browser/docs-testing.test.mjs). One test per document.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { braintreeFacts, patchedTypes } from './braintree-types.mjs';
import { install, workspace } from './build-fixtures.mjs';
import { root } from './pack.mjs';
import { once } from './suite.mjs';

const require = createRequire(import.meta.url);
const work = workspace();
test.after(() => work.remove());

const DOCS = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
/** Blocks a browser test runs as they are (they import @playwright/test, which is no dependency here). */
const RUN_ELSEWHERE = [/from '@playwright\/test'/];
const EXTENSIONS = { js: 'js', javascript: 'js', jsx: 'jsx', ts: 'ts', typescript: 'ts', tsx: 'tsx' };
/** Server code, which only a block marked `server` may hold: it imports the server libraries, or goes on with their `app`. */
const SERVER_CODE = /from '(express|braintree)'|^app\.(get|post|use)\(|\bgateway\.[a-z]+\.[a-z]+\(/m;

/** The examples of one document: { name, ext, code }, each named by its document and line. */
function examples(doc) {
  const text = readFileSync(join(root, doc), 'utf8');
  const found = [];
  for (const m of text.matchAll(/^(<!-- app \w+: \S+ -->\n)?```(\w*)( server)?\n([\s\S]*?)^```/gm)) {
    const [, app, lang, server, code] = m;
    const line = text.slice(0, m.index).split('\n').length;
    const name = `${doc.replace(/\W/g, '_')}_${line}`;
    // A framework app's files (`<!-- app vue: … -->`) are built and run by frameworks.test.mjs with their
    // framework and bundler, which this project has not; a plain HTML app's scripts are compiled here too.
    if (app && lang !== 'html') continue;
    if (EXTENSIONS[lang]) found.push({ name, ext: EXTENSIONS[lang], code, server: !!server });
    if (lang === 'html') {
      for (const s of code.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="(?!module)[^"]*")[^>]*>([\s\S]*?)<\/script>/g)) {
        found.push({ name: `${name}_script`, ext: 'js', code: s[1], server: false });
      }
    }
  }
  const kept = found.filter((e) => !RUN_ELSEWHERE.some((pattern) => pattern.test(e.code)));
  // The server's examples continue one another (one server.js): one file.
  const server = kept.filter((e) => e.server);
  const page = kept.filter((e) => !e.server).map((e) => ({ ...e, file: `blocks/${e.name}.${e.ext}` }));
  const name = `${doc.replace(/\W/g, '_')}_server`;
  return server.length ? [...page, { name, ext: 'js', file: `server/${name}.js`, code: server.map((e) => e.code).join('\n') }] : page;
}

const all = DOCS.flatMap((doc) => examples(doc).map((e) => ({ ...e, doc })));

/** tsc over every example at once (the page's and the server's projects); its diagnostics by file. */
const diagnostics = once(async () => {
  const dir = install('docs', work.dir);
  // @types/braintree as npm installs it (with @types/node, its dependency), plus what it lacks of braintree.
  const types = join(dir, 'node_modules/@types/braintree');
  rmSync(types);
  mkdirSync(types);
  const original = join(root, 'node_modules/@types/braintree');
  writeFileSync(join(types, 'package.json'), readFileSync(join(original, 'package.json')));
  writeFileSync(join(types, 'index.d.ts'), patchedTypes(readFileSync(join(original, 'index.d.ts'), 'utf8'), await braintreeFacts()));
  symlinkSync(join(root, 'node_modules/@types/node'), join(dir, 'node_modules/@types/node'), 'dir');
  mkdirSync(join(dir, 'blocks'));
  mkdirSync(join(dir, 'server'));
  // Each example is a module of its own (its names do not meet another's); `export {}` makes it one.
  for (const e of all) writeFileSync(join(dir, e.file), `${e.code}\nexport {};\n`);
  const run = async (config) => {
    const tsc = [require.resolve('typescript/bin/tsc'), '-p', config, '--pretty', 'false'];
    const { stdout } = await promisify(execFile)(process.execPath, tsc, { cwd: dir }).catch((error) => error);
    return stdout;
  };
  const out = `${await run('tsconfig.json')}\n${await run('tsconfig.server.json')}`;
  return out.split('\n').filter(Boolean).reduce((found, line) => {
    if (/^\s/.test(line)) found.at(-1).text += `\n${line}`;
    else found.push({ file: /^(.+?)\(\d+,\d+\): /.exec(line)?.[1] ?? '', text: line });
    return found;
  }, []);
});

test('the docs have examples to compile (the extraction is not vacuous)', () => {
  assert.ok(all.length >= 15, `only ${all.length} examples found`);
  assert.ok(all.some((e) => e.doc === 'README.md' && e.name.endsWith('_script')), "the README's script-tag example");
  assert.ok(all.some((e) => e.file.startsWith('server/')), "getting-started's server");
});

test('server code is in blocks marked `js server` (compiled against the braintree package), and only there', () => {
  const unmarked = all.filter((e) => !e.file.startsWith('server/') && SERVER_CODE.test(e.code)).map((e) => e.name);
  assert.equal(unmarked, [], 'server code in a page block');
  const server = all.find((e) => e.doc === 'docs/getting-started.md' && e.file.startsWith('server/'));
  for (const call of ['transaction.sale(', 'paymentMethod.create(', 'usBankAccountVerificationMethod', 'webhookNotification.parse(', "'local_payment_completed'", 'threeDSecureAuthenticationId', 'paymentMethodNonce.find(', 'deviceData']) {
    assert.ok(server?.code.includes(call), `getting-started's server examples use ${call}`);
  }
});

test("what @types/braintree lacks, added for the server examples, is the braintree package's own", async () => {
  const facts = await braintreeFacts();
  assert.ok(facts.verificationMethods.includes('network_check') && facts.verificationMethods.includes('micro_transfers'), 'UsBankAccountVerification.VerificationMethod');
  assert.ok(facts.verificationStatuses.includes('verified') && facts.verificationStatuses.includes('pending'), 'UsBankAccountVerification.StatusType');
  // braintree's own sample webhook, parsed by its own parser: the kind and the fields the example reads.
  assert.is(facts.localPaymentCompletedKind, 'local_payment_completed');
  for (const field of ['paymentId', 'paymentMethodNonce']) assert.ok(facts.localPaymentCompletedFields.includes(field), field);
  assert.ok(facts.saleTakesAuthenticationId, 'transaction.sale accepts threeDSecureAuthenticationId');
  assert.ok(facts.usBankAccountParsed, 'paymentMethod.create answers a UsBankAccount with its verifications');
});

for (const doc of DOCS) {
  const mine = all.filter((e) => e.doc === doc);
  if (!mine.length) continue;
  test(`${doc}: its ${mine.length} example(s) compile under strict`, async () => {
    const files = new Set(mine.map((e) => e.file));
    const found = (await diagnostics()).filter((d) => files.has(d.file)).map((d) => d.text);
    assert.equal(found, [], `tsc:\n${found.join('\n')}`);
  });
}

test('nothing else fails (the page declarations, featherdrop\'s types)', async () => {
  const names = new Set(all.map((e) => e.file));
  const found = (await diagnostics()).filter((d) => !names.has(d.file)).map((d) => d.text);
  assert.equal(found, [], `tsc:\n${found.join('\n')}`);
});

test.run();
