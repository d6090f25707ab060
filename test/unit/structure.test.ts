// The shape of src/ (docs/architecture.md, "Layers"): React's API instead of preact's, no import cycles,
// imports only down the layer order, flows and gateway adapters kept apart.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = process.cwd();
const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|cjs)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
});
/** A slice's unit tests and their support (src/flows/<slice>/test/): run by the unit tier, never built nor layered. */
const SLICE_TESTS = /^src\/flows\/[^/]+\/test\//;
const everything = files(join(root, 'src')).map((file) => relative(root, file));
const sources = everything.filter((file) => !SLICE_TESTS.test(file));

const IMPORT = /(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const specifiers = (file: string) => [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);

/** A relative specifier ('./x.js') as the source file it names. */
function resolveLocal(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')];
  const found = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return relative(root, found);
}

/** Files build.mjs writes beside the entry, which src/ imports by path: not sources. */
const GENERATED = ['src/chunks.ts ./locales/index.js', 'src/marks/load-marks.ts ./marks/index.js'];
const local = (file: string) => specifiers(file).filter((s) => s.startsWith('.') && !GENERATED.includes(`${file} ${s}`));
const graph = new Map(sources.map((file) => [file, local(file).map((s) => resolveLocal(file, s))]));

/** The layer list in docs/architecture.md: one line per layer, `N. name: path path …` (folders end in /). */
function layers(): Array<{ level: number; paths: string[] }> {
  const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const block = doc.slice(doc.indexOf('<!-- layers -->'), doc.indexOf('<!-- /layers -->'));
  return [...block.matchAll(/^(\d+)\. [^:]+: (.+)$/gm)].map((m) => ({ level: Number(m[1]), paths: m[2].trim().split(/\s+/).map((p) => p.replace(/`/g, '')) }));
}
const layerList = layers();
function levelOf(file: string): number {
  const matches = layerList.filter(({ paths }) => paths.some((p) => (p.endsWith('/') ? file.startsWith(p) : file === p)));
  if (matches.length !== 1) throw new Error(`${file} is in ${matches.length} layers of docs/architecture.md`);
  return matches[0].level;
}

test('the layer list in docs/architecture.md places every file under src/ exactly once', () => {
  assert.ok(layerList.length >= 5, 'the list is there');
  for (const file of sources) levelOf(file);
});

test('a test file under src/ is in a slice\'s test/ folder, and no source imports from one', () => {
  assert.ok(everything.filter((file) => SLICE_TESTS.test(file)).length > 20, 'the slices\' tests are in their folders');
  assert.not.ok(existsSync(join(root, 'test/unit/flows')), 'test/unit/flows/<slice>/ is src/flows/<slice>/test/ now');
  assert.equal(sources.filter((file) => /\.test\.tsx?$/.test(file)), [], 'elsewhere the unit tier would not run it and the build would see it');
  const importing = [...graph].flatMap(([file, imports]) => imports.filter((target) => SLICE_TESTS.test(target)).map((target) => `${file} -> ${target}`));
  assert.equal(importing, []);
});

test('components use React\'s API: no file under src/ imports preact or preact/hooks directly', () => {
  const offenders = sources.filter((file) => specifiers(file).some((s) => s === 'preact' || s.startsWith('preact/')));
  assert.equal(offenders, []);
});

test('no import cycle (static or dynamic) among the files under src/', () => {
  const state = new Map<string, 'visiting' | 'done'>();
  const cycles: string[] = [];
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'visiting') {
      cycles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
      return;
    }
    state.set(file, 'visiting');
    for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    state.set(file, 'done');
  };
  for (const file of sources) visit(file, []);
  assert.equal(cycles, []);
});

/** The chunk map names later chunks of every layer (src/chunks.ts): its dynamic imports load, they do not depend. */
const CHUNK_MAP = 'src/chunks.ts';

test('every import runs down the layer order (or stays within a layer); only the chunk map loads upwards', () => {
  const against: string[] = [];
  const loadsOnly = new Set([CHUNK_MAP]);
  assert.ok(/import\(/.test(readFileSync(CHUNK_MAP, 'utf8')) && !/^import /m.test(readFileSync(CHUNK_MAP, 'utf8')), 'the chunk map only loads');
  for (const [file, imports] of graph) {
    if (loadsOnly.has(file)) continue;
    for (const target of imports) if (levelOf(target) > levelOf(file)) against.push(`${file} -> ${target}`);
  }
  assert.equal(against, []);
});

/** The gateway adapter a file belongs to: the adapter's own folder, or a slice's files for it (`<slice>/braintree.ts`, `<slice>/simulator/…`, or in a folder of the slice: `paypal/v5/braintree.ts`). */
const adapterOf = (file: string) => /^src\/gateway\/(braintree|simulator)\//.exec(file)?.[1] ?? /^src\/flows\/[^/]+\/(?:[^/]+\/)?(braintree|simulator)[./]/.exec(file)?.[1];
const sliceOf = (file: string) => /^src\/flows\/([^/]+)\//.exec(file)?.[1];

test('a slice never imports another slice; nothing but the chunk map and the adapter itself reaches into an adapter', () => {
  const crossing: string[] = [];
  for (const [file, imports] of graph) {
    for (const target of imports) {
      if (sliceOf(file) && sliceOf(target) && sliceOf(file) !== sliceOf(target)) crossing.push(`${file} -> ${target}`);
      const adapter = adapterOf(target);
      if (adapter && adapterOf(file) !== adapter && file !== CHUNK_MAP) crossing.push(`${file} -> ${target}`);
    }
  }
  assert.equal(crossing, []);
});

test('port files declare types only', () => {
  const ports = ['src/gateway/types.ts', ...sources.filter((file) => /^src\/flows\/[^/]+\/port\.ts$/.test(file))];
  assert.ok(ports.length > 5, 'each slice with an adapter has its port');
  const withCode = ports.filter((file) => /^export (?!type |interface )|^import (?!type )/m.test(readFileSync(file, 'utf8')));
  assert.equal(withCode, []);
});

/** Each slice folder and the ids its definitions name (PayPal Credit is defined in PayPal's). */
const sliceIds = Object.fromEntries(readdirSync(join(root, 'src/flows')).filter((slice) => existsSync(join(root, 'src/flows', slice, 'definition.ts')))
  .map((slice) => [slice, [...readFileSync(join(root, 'src/flows', slice, 'definition.ts'), 'utf8').matchAll(/^\s+id: '(\w+)'/gm)].map((m) => m[1])]));

/** Source without comments, each string literal kept only when it is a whole word (what names an option). */
function code(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) - 1 || text.length;
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) + 1;
    else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      const literal = text.slice(i + 1, j);
      out += /^\w+$/.test(literal) ? `'${literal}'` : "''";
      i = j;
    } else out += c;
    if (i < 0) break;
  }
  return out;
}

/**
 * Where an option or extra may be named outside its slice and the registry, and why (docs/architecture.md,
 * "Slices"): the simulator's documented scenario key `threeDSecure`; the testing kit's fillCard, which opens
 * the card sheet by its public hook; Pay Later's PayPal mark and analytics kind, and PayPal's v6 SDK global
 * (`window.paypal`) the shared paypal-checkout-v6 module keeps or removes. The public types (src/api.ts, src/api/) are the
 * merchant's contract.
 */
const NAMED_ELSEWHERE: Record<string, string[]> = {
  'src/gateway/simulator/scenario.ts': ['threeDSecure'],
  'src/testing/index.ts': ['card'],
  'src/flows/payLater/definition.ts': ['paypal'],
  'src/gateway/braintree/paypal-checkout-v6.ts': ['paypal'],
};

test('an option or extra is named in src/ only in its own slice, the registry and the public types (and the allow-list)', () => {
  const ids = Object.values(sliceIds).flat();
  assert.ok(ids.length >= 9, `the slices' ids: ${ids}`);
  const named: string[] = [];
  for (const file of sources.filter((f) => !/^src\/api(\.ts|\/)/.test(f) && !['src/flows/registry.ts', 'src/flows/opt-in-registry.ts'].includes(f))) {
    const own = sliceIds[/^src\/flows\/([^/]+)\//.exec(file)?.[1] ?? ''] ?? [];
    const text = code(readFileSync(join(root, file), 'utf8'));
    for (const id of ids.filter((i) => !own.includes(i) && !NAMED_ELSEWHERE[file]?.includes(i))) {
      if (new RegExp(`'${id}'|\\.${id}\\b|\\b${id}\\??:`).test(text)) named.push(`${file}: ${id}`);
    }
  }
  assert.equal(named, []);
});

test.run();
