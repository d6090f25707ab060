import type { Extra, FlowOption, OptIn } from '../flows/types.js';

export interface Registry {
  options: readonly FlowOption[];
  extras: readonly Extra[];
  optIn?: OptIn;
  /** The translated options' names in the locale files' `labels` order (src/i18n/option-labels.ts): set with the opt-in options. */
  labels?: readonly string[];
}

/**
 * The merchant's options and the registry with the definitions of the opt-in options the merchant passed
 * (registry.optIn), loaded first with what only they need (opt-in-loaded.ts); without any, both as they are,
 * nothing fetched.
 */
export async function withOptIn<T>(input: T, registry: Registry): Promise<[T, Registry]> {
  const passed = Object.entries(registry.optIn ?? {}).filter(([key]) => (input as Record<string, unknown> | null)?.[key] !== undefined);
  if (!passed.length) return [input, registry];
  const [{ withLoaded }, ...modules] = await Promise.all([import('./opt-in-loaded.js'), ...passed.map(([, load]) => load())]);
  return withLoaded(input, registry, modules.flatMap((module) => module.default));
}
