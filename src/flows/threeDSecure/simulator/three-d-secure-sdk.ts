import type { GatewayError } from '../../../gateway/types.js';
import type { ThreeDSecureVerifyOptions } from '../port.js';
import { threeDSecureError, type ThreeDSecureErrorName } from '../errors.js';

// What braintree-web's 3D Secure decides on its own (Cardinal's outcomes, lookup failures, verifyCard's
// checks), imitated for the simulated SDK only: the production adapter is braintree-web itself, so
// none of this ships on the production path.

/** The error catalogue, docs/errors.md: a Cardinal ERROR's number → the SDK's error; the original number and text kept in details. */
const NUMBERS: Record<number, ThreeDSecureErrorName> = {
  10001: 'CARDINAL_SDK_SETUP_TIMEDOUT', 10002: 'CARDINAL_SDK_SETUP_TIMEDOUT',
  10003: 'CARDINAL_SDK_RESPONSE_TIMEDOUT', 10007: 'CARDINAL_SDK_RESPONSE_TIMEDOUT', 10009: 'CARDINAL_SDK_RESPONSE_TIMEDOUT',
  10005: 'CARDINAL_SDK_BAD_CONFIG', 10006: 'CARDINAL_SDK_BAD_CONFIG',
  10008: 'CARDINAL_SDK_BAD_JWT', 10010: 'CARDINAL_SDK_BAD_JWT',
  10011: 'CARDINAL_SDK_CANCELED',
};

export function errorForNumber(number: number, description?: string): GatewayError {
  return threeDSecureError(NUMBERS[number] ?? 'CARDINAL_SDK_ERROR', undefined, { originalError: { code: number, description } });
}

/** The error catalogue, docs/errors.md: lookup 404 → nonce not found or consumed, 422 → validation failed, anything else generic. */
export function lookupError(httpStatus: number | undefined, originalError?: unknown): GatewayError {
  const name = httpStatus === 404 ? 'LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR' : httpStatus === 422 ? 'LOOKUP_VALIDATION_ERROR' : 'LOOKUP_ERROR';
  return threeDSecureError(name, undefined, { originalError });
}

export interface CardinalValidated {
  ActionCode: string;
  ErrorNumber?: number;
  ErrorDescription?: string;
  Payment?: { ExtendedData?: { ChallengeCancel?: string } };
}

/**
 * The original's behaviour: SUCCESS, NOACTION and FAILURE all go to the gateway for JWT validation; ERROR maps by
 * number; a ChallengeCancel of '01' means the customer canceled.
 */
export function challengeOutcome(data: CardinalValidated): { validate: true; customerCanceled: boolean } | { validate: false; error: GatewayError } {
  if (['SUCCESS', 'NOACTION', 'FAILURE'].includes(data.ActionCode)) {
    return { validate: true, customerCanceled: data.Payment?.ExtendedData?.ChallengeCancel === '01' };
  }
  return { validate: false, error: errorForNumber(data.ErrorNumber ?? 0, data.ErrorDescription) };
}

const isNumeric = (value: unknown) =>
  !(value == null || Array.isArray(value) || typeof value === 'boolean' || (typeof value === 'string' && !value.trim()) || isNaN(Number(value)));

/** The original's validation: verifyCard's checks in the SDK's order (BIN, one at a time, nonce, amount, lookup callback). */
export function verifyCardOptionsError(options: ThreeDSecureVerifyOptions, inProgress: boolean, hasLookupListener: boolean): GatewayError | null {
  const missing = (what: string) => threeDSecureError('MISSING_VERIFY_CARD_OPTION', `verifyCard options must include ${what}.`);
  if (!options.bin) return missing('a BIN');
  if (inProgress) return threeDSecureError('AUTHENTICATION_IN_PROGRESS');
  if (!options.nonce) return missing('a nonce');
  if (!isNumeric(options.amount)) return missing('an amount');
  if (typeof options.onLookupComplete !== 'function' && !hasLookupListener) return missing('an onLookupComplete function');
  return null;
}
