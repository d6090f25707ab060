// SPEC 9: versions, names and timings.
export const VERSION = '1.31.2';

export const FLOW_IDS = ['card', 'paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay'] as const;
export type FlowId = (typeof FLOW_IDS)[number];

/** Each payment option's method type (SPEC 3). */
export const METHOD_TYPES: Record<FlowId, string> = {
  card: 'CreditCard', paypal: 'PayPalAccount', paypalCredit: 'PayPalAccount', venmo: 'VenmoAccount', applePay: 'ApplePayCard', googlePay: 'AndroidPayCard',
};

// Timings used by one flow live in that flow's folder (e.g. src/flows/card/timings.ts).
export const CHANGE_ACTIVE_METHOD_DELAY = 200;
