import type { Extra, FlowOption, OptIn } from '../flows/types.js';

export interface Registry {
  options: readonly FlowOption[];
  extras: readonly Extra[];
  optIn?: OptIn;
}

/**
 * The registry with the definitions of the opt-in options the merchant passed (registry.optIn), loaded
 * first and placed after the built-in options; without any, the registry itself, nothing fetched.
 */
export async function withOptIn(input: unknown, registry: Registry): Promise<Registry> {
  const passed = Object.entries(registry.optIn ?? {}).filter(([key]) => (input as Record<string, unknown> | null)?.[key] !== undefined);
  if (!passed.length) return registry;
  const modules = await Promise.all(passed.map(([, load]) => load()));
  return { ...registry, options: [...registry.options, ...modules.flatMap((module) => module.default)] };
}
