// Where the classic script's later files are: dist/featherdrop.js import()s them by a path inside dist/
// (build.mjs rewrites the core's import()s to call these), resolved against the script's own URL, read
// while the script runs (document.currentScript is gone by the time a chunk is wanted).
const base = (document.currentScript as HTMLScriptElement | null)?.src ?? location.href;

/** The package's version, in every chunk's name (scripts/build/chunk-names.mjs): each release renames every chunk. */
declare const __CHUNKS_ID__: string;

/** The URL of `path` (e.g. `esm/locales/de_DE.js`) in the dist/ the script came from. */
export const distUrl = (path: string): string => new URL(path, base).href;

/** The URL of the script's chunk `name` (e.g. `card`: dist/script/card-<version>.js). */
export const chunkUrl = (name: string): string => distUrl(`script/${name}-${__CHUNKS_ID__}.js`);
