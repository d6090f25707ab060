// TypeScript consumers (strict, skipLibCheck off): `tsc --noEmit` over fixtures/types, whose files hold
// lines that must compile and `// @ts-expect-error` lines that must not (an unused one is an error,
// TS2578). One test per file, so each failure names its problem with tsc's own words.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { install, workspace } from './build-fixtures.mjs';
import { once } from './suite.mjs';

const require = createRequire(import.meta.url);
const work = workspace();
test.after(() => work.remove());

const project = once(() => install('types', work.dir));

/** tsc's diagnostics with `config` as { file, text } (file relative to the project; '' for global ones). */
const diagnosticsOf = (config) => once(async () => {
  const dir = project();
  const tsc = [require.resolve('typescript/bin/tsc'), '-p', config, '--pretty', 'false'];
  const { stdout } = await promisify(execFile)(process.execPath, tsc, { cwd: dir }).catch((error) => error); // exit 2 = diagnostics
  // A diagnostic starts at an unindented line; indented lines continue its message.
  return stdout.split('\n').filter(Boolean).reduce((all, line) => {
    if (/^\s/.test(line)) all.at(-1).text += `\n${line}`;
    else all.push({ file: /^(.+?)\(\d+,\d+\): /.exec(line)?.[1] ?? '', text: line });
    return all;
  }, []);
});
const diagnostics = diagnosticsOf('tsconfig.json');
/** The same files under `moduleResolution: "node"` (node10), which reads no `exports`: typesVersions maps the subpaths. */
const node10 = diagnosticsOf('tsconfig.node10.json');

const FILES = {
  'options.ts': 'option typos (locael, vaultManger, paypal.flwo) are errors',
  'instance.ts': 'requestPaymentMethod() resolves the result under strict; event names and payloads are typed',
  'errors.ts': 'DropinError is exported with its fields',
  'global.ts': "script-tag users get window.featherdrop from 'featherdrop/global'",
  'react.tsx': "featherdrop/react's <DropIn> props are typed",
  'element.ts': "featherdrop/element's <featherdrop-drop-in> is typed: HTMLElementTagNameMap, its options, methods and events",
};

for (const [file, what] of Object.entries(FILES)) {
  test(`${what} (${file})`, async () => {
    const found = (await diagnostics()).filter((d) => d.file === file).map((d) => d.text);
    assert.equal(found, [], `tsc:\n${found.join('\n')}`);
  });
}

test('under moduleResolution "node", featherdrop, featherdrop/react and featherdrop/global resolve and compile as under "bundler"', async () => {
  const found = (await node10()).map((d) => d.text);
  assert.equal(found, [], `tsc:\n${found.join('\n')}`);
});

test("featherdrop's declaration files compile, and nothing else fails", async () => {
  const found = (await diagnostics()).filter((d) => !Object.hasOwn(FILES, d.file)).map((d) => d.text);
  assert.equal(found, [], `tsc:\n${found.join('\n')}`);
});

test.run();
