// Tables the source imports by name and the build derives from the slices' folders, so a new slice needs no
// list kept by hand: `featherdrop-derived:<table>` (declared in src/ambient.d.ts).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './context.mjs';

const flows = join(root, 'src/flows');

/** Each slice's attributes.json ({ scriptTag: [names], element: { name: reader } }), in folder order. */
const sliceAttributes = () => readdirSync(flows).sort().map((slice) => join(flows, slice, 'attributes.json')).filter(existsSync)
  .map((file) => JSON.parse(readFileSync(file, 'utf8')));

/** How an element attribute's text reads as its create() option, by the name attributes.json gives. */
const READERS = {
  text: 'String',
  list: '(value) => value.split(/[\\s,]+/).filter(Boolean)',
  flag: "(value) => value !== 'false'",
  // A flag that may name a list instead: present or "true" is true, "false" false, else the ids it lists.
  flagOrList: "(value) => value !== 'false' && (value === '' || value === 'true' || value.split(/[\\s,]+/).filter(Boolean))",
};

const TABLES = {
  // The script tag's data-* names of the slices' options (src/script-tag.ts), beside its own.
  'script-attributes': () => `export default ${JSON.stringify(sliceAttributes().flatMap((declared) => declared.scriptTag ?? []))};`,
  // The custom element's attributes (src/element/attributes.json), then the slices' options', each with how its
  // text reads: one object literal, written out as by hand (brotli measured shared readers 30 B larger).
  'element-attributes': () => {
    const own = JSON.parse(readFileSync(join(root, 'src/element/attributes.json'), 'utf8'));
    const entries = [own, ...sliceAttributes()].flatMap((declared) => Object.entries(declared.element ?? {}));
    const unknown = entries.find(([, reader]) => !READERS[reader]);
    if (unknown) throw new Error(`attribute ${unknown[0]}: no reader "${unknown[1]}" (one of ${Object.keys(READERS).join(', ')})`);
    return `export default {${entries.map(([name, reader]) => `${JSON.stringify(name)}:${READERS[reader]}`).join(',')}};`;
  },
};

export const derivedTables = {
  name: 'derived-tables',
  setup(build) {
    build.onResolve({ filter: /^featherdrop-derived:/ }, (args) => ({ path: args.path.slice('featherdrop-derived:'.length), namespace: 'featherdrop-derived' }));
    build.onLoad({ filter: /.*/, namespace: 'featherdrop-derived' }, (args) => {
      if (!TABLES[args.path]) throw new Error(`featherdrop-derived:${args.path}: no such table`);
      return { contents: TABLES[args.path](), loader: 'js', resolveDir: root, watchDirs: [flows] };
    });
  },
};
