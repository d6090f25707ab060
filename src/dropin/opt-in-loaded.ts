import type { FlowOption } from '../flows/types.js';
import type { Strings } from '../i18n/en_US.js';

/**
 * What only a merchant whose options hold a key that is not a built-in one needs (a chunk fetched beside the
 * opt-in index, off everyone's first view; docs/performance.md, "The slices' cost (issue 28)"): the loaded
 * options placed after the built-in ones, their names by their slice's labels area (`<slice>-labels`, fetched
 * with the locale: scripts/string-areas.mjs), and `paymentOptionPriority` with each
 * group's name (the local payment methods': `localPayment`) standing for its options in the registry's order
 * (a copy of the merchant's options; the options' own objects are the merchant's, as updateConfiguration needs).
 */
export function withLoaded<T, R extends { options: readonly FlowOption[] }>(input: T, registry: R, loaded: readonly FlowOption[]): [T, R & { labels: Record<string, Strings> }] {
  const options = [...registry.options, ...loaded];
  const labels: Record<string, Strings> = {};
  for (const { id, slice, label } of loaded) (labels[`${slice ?? id}-labels`] ??= {})[label] = label;
  const groups: Record<string, string[]> = {};
  for (const { id, group } of options) if (group) (groups[group] ??= []).push(id);
  const priority = (input as { paymentOptionPriority?: unknown }).paymentOptionPriority;
  const members = (id: unknown) => (typeof id === 'string' && Object.hasOwn(groups, id) ? groups[id] : [id]);
  return [
    Array.isArray(priority) ? { ...input, paymentOptionPriority: priority.flatMap(members) } : input,
    { ...registry, options, labels },
  ];
}
