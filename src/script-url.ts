// Where the classic script's later files are: dist/featherdrop.js import()s them by a path inside dist/
// (build.mjs rewrites the core's import()s to call this), resolved against the script's own URL, read
// while the script runs (document.currentScript is gone by the time a chunk is wanted).
const base = (document.currentScript as HTMLScriptElement | null)?.src ?? location.href;

/** The URL of `path` (e.g. `script/chunks/card-….js`) in the dist/ the script came from. */
export const distUrl = (path: string): string => new URL(path, base).href;
