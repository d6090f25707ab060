import { signal } from '@preact/signals-core';
import { loadOptionViews as loadChunk } from '../chunks.js';
import { loadOnce } from '../load-once.js';

type OptionViews = typeof import('./option-views.js');

/** The options list and the sheets once their chunk is in (the same code for every widget on the page). */
export const optionViews = signal<OptionViews | null>(null);

/**
 * Fetches their chunk once; after a failed fetch the next call tries again, and a call made while it was
 * on its way tries once more at once (the shopper moved on after it started: no spinner left by its failure).
 */
export const loadOptionViews = loadOnce(() => loadChunk().then((m) => {
  optionViews.value = m;
}), { retryJoined: true });
