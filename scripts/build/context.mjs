// What every build step shares: where the project, dist/ and .build/ are, the version, file helpers.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const require = createRequire(join(root, 'package.json'));
export const dist = join(root, 'dist');
/** What the build knows about itself (the metafile, the size groups): beside dist/, never shipped. */
export const info = join(root, '.build');
export const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;

/** A file's Subresource Integrity value: sha384 in dist/integrity.json (what merchants pin). */
export const sri = (path, algorithm = 'sha384') => `${algorithm}-${createHash(algorithm).update(readFileSync(path)).digest('base64')}`;

/** Every file below `dir`, as paths relative to it. */
export const filesBelow = (dir, base = dir) => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? filesBelow(path, base) : [relative(base, path)];
});
