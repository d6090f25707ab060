// Build step: dist/integrity.json.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dist, sri, filesBelow } from './context.mjs';

/** dist/integrity.json: every shipped file's SRI value, for merchants who pin what they load (docs/integration.md, "Hosting dist/ on a CDN"). */
export function writeIntegrity() {
  const files = filesBelow(dist).filter((f) => !f.endsWith('.d.ts')).sort();
  writeFileSync(join(dist, 'integrity.json'), `${JSON.stringify(Object.fromEntries(files.map((f) => [f, sri(join(dist, f))])), null, 2)}\n`);
}
