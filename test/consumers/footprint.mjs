// What `npm install featherdrop` adds to a merchant's project, computed offline: every package reachable
// from the tarball's `dependencies` (and optional ones) through featherdrop's own package-lock.json,
// resolved the way Node looks packages up, sized as installed in featherdrop's node_modules.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { filesBelow, root } from './pack.mjs';

/** The lockfile path a package `name` required from the package at `from` resolves to ('' = the project). */
function lookUp(lock, name, from) {
  for (let base = from; ; base = base.slice(0, Math.max(0, base.lastIndexOf('/node_modules/')))) {
    const path = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock[path]) return path;
    if (!base) return null;
  }
}

/** Bytes on disk of one installed package, without the packages nested in its own node_modules. */
function packageBytes(path) {
  const dir = join(root, path);
  return filesBelow(dir).filter((file) => !file.slice(dir.length).includes('/node_modules/')).reduce((sum, file) => sum + statSync(file).size, 0);
}

/** { packages: [{ name, version, bytes, via }], bytes, missing } for a tarball manifest. */
export function installFootprint(manifest) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages;
  const found = new Map();
  const missing = [];
  const visit = (name, from, via) => {
    const path = lookUp(lock, name, from);
    if (!path) return void missing.push(`${name} (needed by ${via})`);
    if (found.has(path)) return;
    const entry = lock[path];
    found.set(path, { name, version: entry.version, bytes: packageBytes(path), via });
    for (const dep of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) visit(dep, path, name);
  };
  for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) visit(dep, '', 'featherdrop');
  const packages = [...found.values()].sort((a, b) => b.bytes - a.bytes);
  return { packages, bytes: packages.reduce((sum, p) => sum + p.bytes, 0), missing };
}
