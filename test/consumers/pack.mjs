// featherdrop as a merchant receives it: `npm pack` of the built package, extracted as npm extracts it.
// Packed once per content (package.json, README/LICENSE, the `files` entries) into the system temp
// folder, so every consumer test file — each its own process — reuses one tarball.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const cache = join(tmpdir(), 'featherdrop-consumers');

/** Every file below `path` (or `path` itself), in a stable order. */
export function filesBelow(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((name) => filesBelow(join(path, name)));
}

/** A hash of what `npm pack` reads: a rebuilt dist/ or an edited package.json makes a new tarball. */
function contentKey(manifest) {
  const always = readdirSync(root).filter((name) => /^(package\.json|readme|licen[cs]e|changelog)/i.test(name));
  const hash = createHash('sha256');
  for (const file of [...always, ...(manifest.files ?? [])].flatMap((entry) => filesBelow(join(root, entry)))) {
    hash.update(file.slice(root.length)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The packed package: `dir` (the extracted `package/` folder), `tarball`, `info` (npm pack's JSON:
 * size, unpackedSize, files) and `manifest` (the tarball's package.json).
 */
export function packed() {
  if (!existsSync(join(root, 'dist/esm/index.js'))) {
    throw new Error('dist/ is not built: run `node build.mjs` first (`npm test` builds it before the tests)');
  }
  const key = contentKey(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')));
  const home = join(cache, `pack-${key}`);
  if (!existsSync(join(home, 'pack.json'))) {
    mkdirSync(cache, { recursive: true });
    const scratch = mkdtempSync(join(cache, 'packing-'));
    const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const [info] = JSON.parse(out);
    execFileSync('tar', ['-xzf', join(scratch, info.filename), '-C', scratch]);
    writeFileSync(join(scratch, 'pack.json'), JSON.stringify(info));
    try {
      renameSync(scratch, home);
    } catch {
      rmSync(scratch, { recursive: true, force: true }); // another test file packed the same content first
    }
    pruneOldPacks(home);
  }
  const info = JSON.parse(readFileSync(join(home, 'pack.json'), 'utf8'));
  const dir = join(home, 'package');
  return { dir, tarball: join(home, info.filename), info, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) };
}

/**
 * Tarballs of earlier builds (older than an hour, so never one a running test file still uses). Test files
 * run side by side: another one's scratch folder can be renamed between the listing and its stat.
 */
function pruneOldPacks(keep) {
  for (const name of readdirSync(cache)) {
    const path = join(cache, name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat && path !== keep && /^(pack|packing)-/.test(name) && Date.now() - stat.mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true });
  }
}
