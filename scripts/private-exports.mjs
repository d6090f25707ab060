// The ESM entry exports its public names only (issue 38). esbuild's code splitting (and build.mjs's
// mergeChunks) has the entry export every binding its chunks import (`m0_a` … `m4_e`), so
// `import * as featherdrop from 'featherdrop'` listed them beside create. Here the entry keeps the public
// exports and hangs the rest, as one object, on its default export (a non-enumerable property: no key, no
// JSON, no spread shows it); each chunk imports the entry's default export and reads them from it.
// The chunks still import the entry itself (no global: two copies of featherdrop on a page never mix),
// and the entry is still the only file a module page fetches first.
import * as esbuild from 'esbuild';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * The default export's property holding the internals: non-enumerable, so no key, spread or JSON shows it. A
 * string, not a symbol: each chunk names it, and `Symbol.for("…")` cost the smallest chunks about 35 B brotli each.
 */
const HOLDER = '_';
/** Names a chunk may give the entry's default export: the first its minified code does not use. */
const LOCALS = ['$f', '$F', '$_', '_$', '$$f'];
const brotli = (code) => brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const IMPORT = /import\{([^}]*)\}from"\.\.\/index\.js";?/g;
const pairs = (clause, separator) => clause.split(',').map((name) => name.split(separator)).map(([a, b = a]) => [a, b]);

/**
 * Rewrites `entry` (dist/esm/index.js) to export only `publicNames` and every chunk in `chunksDir` to read
 * the other bindings from the entry's default export.
 */
export function privateExports(entry, chunksDir, publicNames) {
  const code = readFileSync(entry, 'utf8');
  const clause = /export\{([^}]*)\};?\s*$/.exec(code);
  if (!clause) throw new Error(`${entry}: no export clause at its end`);
  const exported = pairs(clause[1], ' as ');
  const holder = exported.find(([, name]) => name === 'default')?.[0];
  if (!holder) throw new Error(`${entry}: no default export to hold its internals`);
  const internal = exported.filter(([, name]) => !publicNames.includes(name));
  // Short keys (a letter each, as long as there are letters): the chunks name each binding they read.
  const keyOf = new Map(internal.map(([, name], i) => [name, LETTERS[i] ?? `_${i}`]));
  const registry = internal.map(([local, name]) => `${keyOf.get(name)}:${local}`).join(',');
  const kept = exported.filter(([, name]) => publicNames.includes(name)).map(([local, name]) => (local === name ? name : `${local} as ${name}`));
  writeFileSync(entry, `${code.slice(0, clause.index)}Object.defineProperty(${holder},"${HOLDER}",{value:{${registry}}});export{${kept.join(',')}};\n`);

  for (const file of readdirSync(chunksDir)) {
    const path = join(chunksDir, file);
    const chunk = readFileSync(path, 'utf8');
    if (!chunk.includes('"../index.js"')) continue;
    const local = LOCALS.find((name) => !new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(chunk));
    if (!local) throw new Error(`${file} uses every name privateExports may give the entry`);
    const read = [];
    const publicImports = [];
    const rest = chunk.replace(IMPORT, (_, names) => {
      for (const [name, as] of pairs(names, ' as ')) {
        if (keyOf.has(name)) read.push([keyOf.get(name), as]);
        else if (publicNames.includes(name)) publicImports.push(name === as ? name : `${name} as ${as}`);
        else throw new Error(`${file} imports ${name}, which the entry does not export`);
      }
      return '';
    });
    if (rest.includes('"../index.js"')) throw new Error(`${file} imports the entry in a form privateExports does not rewrite`);
    const head = `import ${local}${publicImports.length ? `,{${publicImports.join(',')}}` : ' '}from"../index.js";`;
    // Either every binding read once at the top (the imports were hoisted; this read is not, so it comes
    // first), or each use read where it is (esbuild's define: the chunk's free names become `$f._.x`),
    // whichever is smaller in brotli: the declaration costs the small chunks more than it saves; a chunk
    // using its bindings often (the braintree adapter) saves with it.
    const once = `${head}const{${read.map(([key, as]) => `${key}:${as}`).join(',')}}=${local}.${HOLDER};${rest}`;
    const where = esbuild.transformSync(head + rest, {
      format: 'esm', minifyWhitespace: true, minifySyntax: true, target: 'es2022', charset: 'utf8', legalComments: 'none',
      define: Object.fromEntries(read.map(([key, as]) => [as, `${local}.${HOLDER}.${key}`])),
    }).code.trimEnd();
    writeFileSync(path, brotli(where) < brotli(once) ? where : once);
  }
}
