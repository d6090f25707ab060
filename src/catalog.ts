import type { OptionDefinition } from './definitions.js';
import type { Translate } from './i18n/translate.js';
import type { FlowId, PaymentMethod } from './types.js';

/**
 * What the widget shows and reports of each payment option and each method, read from the options'
 * definitions (the registry's order decides when two produce the same type: PayPal before PayPal Credit).
 */
export function createCatalog(definitions: readonly OptionDefinition[]) {
  const byId = (id: FlowId) => definitions.find((d) => d.id === id);
  // Several options may produce one type (the local payment methods' 'LocalPayment'): the one that owns the method.
  const byType = (method: { type: string }) => definitions.find((d) => d.methodTypes.includes(method.type) && (d.owns?.(method as PaymentMethod) ?? true));
  return {
    byId,
    /** The kind named in analytics events (the original's gateway calls): card, paypal, venmo, applepay, googlepay. */
    kindOf: (method: { type: string }) => byType(method)?.analyticsKind ?? 'unknown',
    /** "Visa" / "PayPal" / "Venmo": a method's name in its list entry. */
    sourceOf(method: PaymentMethod, t: Translate): string {
      const d = byType(method);
      return d ? d.presentation?.label?.(method, t) ?? t(d.label) : method.type;
    },
    /** The methods heading's "Paying with Card" names the kind of method, as the original did, not the card's brand. */
    paymentSourceOf: (method: PaymentMethod, t: Translate) => t(byType(method)?.label ?? method.type),
    /** The second line of a method: "Ending in 1111", the PayPal email, the Venmo username. */
    detailOf(method: PaymentMethod, t: Translate): string {
      const d = method.details;
      return byType(method)?.presentation?.detail?.(method, t) ?? d.email ?? d.username ?? method.description ?? '';
    },
    /** A method's mark id; none for a brand without artwork. */
    markOfMethod(method: PaymentMethod): string | undefined {
      const d = byType(method);
      return d?.presentation?.mark ? d.presentation.mark(method) : d?.mark;
    },
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
