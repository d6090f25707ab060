import type { ThreeDSecureLookupData, ThreeDSecureVerifyOptions } from './port.js';
import type { PaymentMethod } from '../../types.js';

/** The original's constants: the ACS window size asked for unless the merchant names one. */
const DEFAULT_ACS_WINDOW_SIZE = '03';

/**
 * The original's behaviour: a card (saved ones too), or a Google Pay card that is explicitly not network tokenized,
 * with no liability-shift result yet. `isNetworkTokenized === false` as the original checks: a
 * Google Pay method that does not say is left alone.
 */
export function needsVerification(method: PaymentMethod): boolean {
  if (method.liabilityShifted != null) return false;
  if (method.type === 'CreditCard') return true;
  return method.type === 'AndroidPayCard' && method.details?.isNetworkTokenized === false;
}

/**
 * verifyCard's options as the original builds them: the configured amount, overridden by anything
 * the merchant passed to `requestPaymentMethod({ threeDSecure })`, then the method's nonce and BIN
 * and our lookup callback, which the merchant cannot replace. The billing address the shopper typed
 * (card.billingAddress) fills what the merchant's `billingAddress` leaves out. The merchant's objects are not changed.
 */
export function verifyCardOptions(
  method: PaymentMethod,
  configured: true | { amount?: string },
  requested: Record<string, unknown> = {},
  onLookupComplete: (data: ThreeDSecureLookupData, next: () => void) => void,
): ThreeDSecureVerifyOptions {
  const additional = requested.additionalInformation as Record<string, unknown> | undefined;
  const merchantAddress = requested.billingAddress as Record<string, unknown> | undefined;
  return {
    amount: configured === true ? undefined : configured.amount,
    ...requested,
    ...(method.billingAddress && { billingAddress: { ...method.billingAddress, ...merchantAddress } }),
    nonce: method.nonce,
    bin: method.details?.bin,
    onLookupComplete,
    additionalInformation: { ...additional, acsWindowSize: additional?.acsWindowSize || DEFAULT_ACS_WINDOW_SIZE },
  };
}
