import type { Catalog } from '../catalog.js';
import type { Gateway } from '../gateway/types.js';
import type { NormalizedOptions } from '../options.js';
import type { FlowId, PaymentMethod } from '../types.js';

/**
 * The original's validation and gateway calls: saved methods of a customer, default first unless told otherwise; a failed fetch is an
 * empty list; wallet accounts, types of options that are not enabled and types the merchant hid
 * (`hiddenVaultedPaymentMethodTypes`) are not listed.
 */
export async function fetchSavedMethods(
  gateway: Gateway, catalog: Catalog, enabled: FlowId[], { showDefaultPaymentMethodFirst: defaultFirst, hiddenSavedTypes }: NormalizedOptions,
): Promise<PaymentMethod[]> {
  if (!gateway.config.customer) return [];
  const listed = new Set(enabled.flatMap((id) => catalog.byId(id)?.savedTypes ?? []).filter((type) => !hiddenSavedTypes.includes(type)));
  try {
    const methods = await gateway.fetchSavedMethods(defaultFirst);
    return methods
      .filter((m) => listed.has(m.type))
      .map((m) => ({ ...m, vaulted: true }));
  } catch {
    return [];
  }
}
