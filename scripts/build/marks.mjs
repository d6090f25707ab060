// Build step: one file per brand mark beside the entry, and their loader.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dist } from './context.mjs';
import { markModules } from '../brand-marks.mjs';

/**
 * Brand marks (scripts/brand-marks.mjs): one standalone file per mark with a stable name beside the entry,
 * `dist/esm/marks/<id>.js`, fetched when a saved method or an option tile shows it, through their loader
 * `marks/index.js`, which imports each by name (as the locales), so a merchant's bundler splits them too.
 */
export function writeBrandMarks() {
  mkdirSync(join(dist, 'esm/marks'), { recursive: true });
  const modules = markModules();
  for (const [id, code] of modules) writeFileSync(join(dist, 'esm/marks', `${id}.js`), code);
  // One literal import() per file, so merchants' bundlers split each mark; a chain of comparisons in the ids'
  // order is the smallest such loader once compressed (it is in size-limits.json); 0 for an id without artwork.
  const chain = modules.map(([id]) => id).sort().map((id) => `id==${JSON.stringify(id)}?import("./${id}.js"):`).join('');
  writeFileSync(join(dist, 'esm/marks/index.js'), `export const importMark=id=>${chain}0;\n`);
}

/** The locales' and marks' loaders are imported by a path relative to the entry: only the entry may import them. */
export function checkLoadersInEntry() {
  for (const file of readdirSync(join(dist, 'esm/chunks'))) {
    if (/["']\.\/(locales|marks)\/index\.js["']/.test(readFileSync(join(dist, 'esm/chunks', file), 'utf8'))) throw new Error(`${file} imports a loader by a path relative to the entry`);
  }
}
