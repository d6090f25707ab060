import { signal } from '@preact/signals-core';

type OptionViews = typeof import('./option-views.js');

/** The options list and the sheets once their chunk is in (the same code for every widget on the page). */
export const optionViews = signal<OptionViews | null>(null);

let loading: Promise<void> | undefined;

/** Fetches their chunk once; after a failed fetch the next call tries again. */
export function loadOptionViews(): Promise<void> {
  return (loading ??= import('./option-views.js').then((m) => {
    optionViews.value = m;
  }, (error: unknown) => {
    loading = undefined;
    throw error;
  }));
}
