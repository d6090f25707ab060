// SPEC 9: versions, names and timings.
export const VERSION = '1.31.2';

export const FLOW_IDS = ['card', 'paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay'] as const;
export type FlowId = (typeof FLOW_IDS)[number];

// Timings used by one flow live in that flow's folder (e.g. src/flows/card/timings.ts).
export const CHANGE_ACTIVE_METHOD_DELAY = 200;

/** Saved wallet accounts the widget never lists (SPEC 9). */
