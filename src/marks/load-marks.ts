import { signal } from '@preact/signals-core';
import type { MarkData } from './Mark.js';

// Brand marks, compiled from the icon libraries at build time (scripts/brand-marks.mjs, from each slice's
// marks.json). Each is its own file with a stable name beside the entry, `marks/<id>.js`, loaded through
// `marks/index.js` (as the locales; the path is the entry's, and build.mjs checks only the entry imports it),
// fetched when a saved method or an option tile shows it: the first view carries none, a customer fetches the
// marks of the types they saved and nothing else. The card sheet brings its brand row in its own chunk.

/** The marks loaded so far, by id; components read it, so a mark appears when it arrives (its box is sized already). */
export const loadedMarks = signal<Record<string, MarkData>>({});
const asked = new Set<string>();

/** Adds marks a view brought in its own chunk (the card sheet's brand row). */
export function addMarks(marks: Record<string, MarkData>) {
  loadedMarks.value = { ...loadedMarks.value, ...marks };
}

/** Fetches a mark once; a mark that cannot load leaves its box empty (the label beside it names the brand). */
export function loadMark(id: string | undefined) {
  if (!id || asked.has(id) || Object.hasOwn(loadedMarks.peek(), id)) return;
  asked.add(id);
  import('./marks/index.js').then<{ default: Record<string, MarkData> } | 0>((loader) => loader.importMark(id)).then(
    // No module (0) for an id without artwork: its box stays as it is, and it is not asked for again.
    (m) => m && addMarks(m.default),
    () => asked.delete(id),
  );
}
