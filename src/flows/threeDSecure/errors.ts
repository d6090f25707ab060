import type { GatewayError } from '../../gateway/types.js';

/** The original's screens: the challenge frame's title, as braintree-web titles its own. */
export const FRAME_TITLE = '3D Secure Authorization Frame';

// The error catalogue, docs/errors.md: braintree-web's 3D Secure errors (three-d-secure/shared/errors.js), one table, spoken by both
// adapters and the 3D Secure flow.

type Kind = 'MERCHANT' | 'CUSTOMER' | 'NETWORK' | 'UNKNOWN' | 'INTERNAL';
const M = 'MERCHANT';
const U = 'UNKNOWN';
const C = 'CUSTOMER';

export const THREE_D_SECURE_ERRORS = {
  NOT_ENABLED: [M, '3D Secure is not enabled for this merchant.'],
  CAN_NOT_USE_TOKENIZATION_KEY: [M, '3D Secure can not use a tokenization key for authorization.'],
  CARDINAL_SDK_SETUP_FAILED: [U, "Something went wrong setting up Cardinal's Songbird.js library."],
  CARDINAL_SDK_SETUP_TIMEDOUT: [U, "Cardinal's Songbird.js took too long to setup."],
  CARDINAL_SDK_RESPONSE_TIMEDOUT: [U, "Cardinal's API took too long to respond."],
  CARDINAL_SDK_BAD_CONFIG: [M, 'JWT or other required field missing. Please check your setup configuration.'],
  CARDINAL_SDK_BAD_JWT: [M, 'Cardinal JWT missing or malformed. Please check your setup configuration.'],
  CARDINAL_SDK_ERROR: [U, 'A general error has occurred with Cardinal. See description for more information.'],
  CARDINAL_SDK_CANCELED: [C, 'Canceled by user.'],
  VERIFY_CARD_CANCELED_BY_MERCHANT: [M, '3D Secure verfication canceled by merchant.'],
  AUTHENTICATION_IN_PROGRESS: [M, 'Cannot call verifyCard while existing authentication is in progress.'],
  MISSING_VERIFY_CARD_OPTION: [M, ''],
  LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR: [M, 'Either the payment method nonce passed to `verifyCard` does not exist, or it was already consumed'],
  LOOKUP_VALIDATION_ERROR: [C, 'The data passed in `verifyCard` did not pass validation checks. See details for more info'],
  LOOKUP_ERROR: [U, 'Something went wrong during the 3D Secure lookup'],
  JWT_AUTHENTICATION_FAILED: [U, 'Something went wrong authenticating the JWT from Cardinal'],
  NO_VERIFICATION_PAYLOAD: [M, 'No verification payload available.'],
} satisfies Record<string, [Kind, string]>;

export type ThreeDSecureErrorName = keyof typeof THREE_D_SECURE_ERRORS;

/** A braintree-web style error: name BraintreeError, code THREEDS_<name>. */
export function threeDSecureError(name: ThreeDSecureErrorName, message?: string, details?: unknown): GatewayError {
  const [type, text] = THREE_D_SECURE_ERRORS[name];
  return Object.assign(new Error(message ?? text), { name: 'BraintreeError', type, code: `THREEDS_${name}`, ...(details ? { details } : {}) });
}

/** Any rejection as a 3D Secure error: braintree-web's own pass through, anything else is a general error. */
export function asThreeDSecureError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('THREEDS_') ? error : threeDSecureError('CARDINAL_SDK_ERROR', undefined, { originalError: error });
}
