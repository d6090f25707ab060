// SPEC 9: versions, names and timings.
export const VERSION = '1.31.2';
export const INTEGRATION = 'dropin2';
export const ANALYTICS_PREFIX = 'web.dropin.';

export const FLOW_IDS = ['card', 'paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay'] as const;
export type FlowId = (typeof FLOW_IDS)[number];

export const CHANGE_ACTIVE_METHOD_DELAY = 200;
export const DELETION_LOADER_HIDE_DELAY = 500;
export const FIELD_EMPTY_ERROR_DELAY = 150;
export const CARD_FOCUS_DELAY = 50;
export const ANALYTICS_TIMEOUT = 2000;
export const HOSTED_FIELDS_READY_TIMEOUT = 60_000;
export const PAYPAL_SETUP_TIMEOUT = 30_000;

/** Saved wallet accounts the widget never lists (SPEC 9). */
export const HIDDEN_SAVED_TYPES = ['ApplePayCard', 'AndroidPayCard', 'VenmoAccount'];
