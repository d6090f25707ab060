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
const sources = files(join(root, 'src')).map((file) => relative(root, file));

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
const GENERATED = ['src/index.ts ./locales/index.js', 'src/marks/load-marks.ts ./marks/index.js'];
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

test('every import runs down the layer order (or stays within a layer)', () => {
  const against: string[] = [];
  for (const [file, imports] of graph) {
    for (const target of imports) if (levelOf(target) > levelOf(file)) against.push(`${file} -> ${target}`);
  }
  assert.equal(against, []);
});

test('a flow never imports another flow; nothing but the gateway factory reaches into an adapter', () => {
  const crossing: string[] = [];
  const flowOf = (file: string) => /^src\/flows\/([^/]+)\//.exec(file)?.[1];
  const adapterOf = (file: string) => /^src\/gateway\/(braintree|simulator)\//.exec(file)?.[1];
  for (const [file, imports] of graph) {
    for (const target of imports) {
      if (flowOf(file) && flowOf(target) && flowOf(file) !== flowOf(target)) crossing.push(`${file} -> ${target}`);
      const adapter = adapterOf(target);
      if (adapter && adapterOf(file) !== adapter && file !== 'src/gateway/create-gateway.ts') crossing.push(`${file} -> ${target}`);
    }
  }
  assert.equal(crossing, []);
});

test('port files declare types only', () => {
  const ports = ['card-fields', 'paypal', 'venmo', 'apple-pay', 'google-pay', 'three-d-secure', 'types'].map((name) => `src/gateway/${name}.ts`);
  const withCode = ports.filter((file) => /^export (?!type |interface )|^import (?!type )/m.test(readFileSync(file, 'utf8')));
  assert.equal(withCode, []);
});

test.run();
