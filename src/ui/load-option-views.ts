import { signal } from '@preact/signals-core';

type OptionViews = typeof import('./option-views.js');

/** The options list and the sheets once their chunk is in (the same code for every widget on the page). */
export const optionViews = signal<OptionViews | null>(null);

let loading: Promise<void> | undefined;

const fetchViews = () => (loading ??= import('./option-views.js').then((m) => {
  optionViews.value = m;
}, (error: unknown) => {
  loading = undefined;
  throw error;
}));

/**
 * Fetches their chunk once; after a failed fetch the next call tries again. A call made while a fetch is
 * on its way gets one more try if that fetch fails: the shopper moved on after it started and is not left
 * on a spinner by a failure they did not wait for.
 */
export function loadOptionViews(): Promise<void> {
  const joined = loading !== undefined;
  const fetched = fetchViews();
  return joined ? fetched.catch(fetchViews) : fetched;
}
