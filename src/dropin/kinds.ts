/** card, paypal, venmo, applepay, googlepay: the kind named in analytics events (SPEC 7). */
const KINDS: Record<string, string> = { CreditCard: 'card', PayPalAccount: 'paypal', VenmoAccount: 'venmo', ApplePayCard: 'applepay', AndroidPayCard: 'googlepay' };

export const kindOf = (method: { type: string }) => (Object.hasOwn(KINDS, method.type) ? KINDS[method.type] : 'unknown');
