import type { Extra, FlowOption, OptIn } from '../flows/types.js';

export interface Registry {
  options: readonly FlowOption[];
  extras: readonly Extra[];
  /** The opt-in index's loader (src/flows/opt-in-registry.ts). */
  optIn?: () => Promise<{ optIn: OptIn }>;
  /** The translated options' names in the locale files' `labels` order (src/i18n/option-labels.ts): set with the opt-in options. */
  labels?: readonly string[];
}

/** create()'s own keys; with the built-in options' and extras' ids, every key that needs no opt-in index. */
const OWN = ['authorization', 'container', 'selector', 'locale', 'translations', 'paymentOptionPriority', 'preselectVaultedPaymentMethod',
  'showDefaultPaymentMethodFirst', 'hiddenVaultedPaymentMethodTypes', 'openFirst', 'signal'];

/**
 * The merchant's options and the registry with the definitions of the opt-in options the merchant passed,
 * loaded with what only they need (opt-in-loaded.ts). The opt-in index is fetched only when a key is none of
 * the built-in ones (a typo costs that fetch and changes nothing), so an opt-in option costs a merchant who
 * does not pass it no byte; without any, both as they are, nothing fetched.
 */
export async function withOptIn<T>(input: T, registry: Registry): Promise<[T, Registry]> {
  const given = input as Record<string, unknown>;
  const own = [...OWN, ...[...registry.options, ...registry.extras].map((d) => d.id)];
  if (!registry.optIn || typeof input != 'object' || !Object.keys(given ?? {}).some((key) => given[key] !== undefined && !own.includes(key))) return [input, registry];
  const [{ withLoaded }, { optIn }] = await Promise.all([import('./opt-in-loaded.js'), registry.optIn()]);
  const modules = await Promise.all(Object.entries(optIn).filter(([key]) => given[key] !== undefined).map(([, load]) => load()));
  return withLoaded(input, registry, modules.flatMap((module) => module.default));
}
