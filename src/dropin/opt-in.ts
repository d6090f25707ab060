import type { Extra, FlowOption } from '../flows/types.js';
import type { Strings } from '../i18n/en_US.js';

export interface Registry {
  options: readonly FlowOption[];
  extras: readonly Extra[];
  /** The opt-in index's loader (src/flows/opt-in-index.ts): the definitions of the opt-in options passed. */
  optIn?: () => Promise<{ loadPassed(input: Record<string, unknown>): Promise<readonly FlowOption[]> }>;
  /** The opt-in options' names by their slice's labels area, set with them (opt-in-loaded.ts). */
  labels?: Record<string, Strings>;
}

/** create()'s own keys; with the built-in options' and extras' ids, every key that needs no opt-in index. */
const OWN = ['expressCheckout', 'layout', 'authorization', 'container', 'selector', 'locale', 'translations', 'paymentOptionPriority', 'preselectVaultedPaymentMethod',
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
  const [{ withLoaded }, { loadPassed }] = await Promise.all([import('./opt-in-loaded.js'), registry.optIn()]);
  return withLoaded(input, registry, await loadPassed(given));
}
