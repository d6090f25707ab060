/**
 * The port for 3D Secure, shaped like braintree-web's ThreeDSecure instance (version 2): the
 * braintree adapter is braintree-web itself, the simulator imitates it in the page. Types only; the
 * SDK's error vocabulary both adapters and the flow speak is in three-d-secure-errors.ts.
 */
export interface ThreeDSecureLookupData {
  /** true when the issuer asks for a challenge (the lookup returned an ACS URL). */
  requiresUserAuthentication: boolean;
  lookup?: Record<string, unknown>;
  paymentMethod?: object;
  threeDSecureInfo?: Record<string, unknown>;
}

export interface ThreeDSecureVerifyOptions {
  nonce?: string;
  bin?: string;
  amount?: unknown;
  additionalInformation?: Record<string, unknown>;
  onLookupComplete?: (data: ThreeDSecureLookupData, next: () => void) => void;
  [option: string]: unknown;
}

/** The original's result and resultD Secure verification result. */
export interface ThreeDSecureVerifyPayload {
  nonce: string;
  type?: string;
  details?: Record<string, unknown>;
  binData?: Record<string, unknown>;
  description?: string;
  liabilityShifted?: boolean;
  liabilityShiftPossible?: boolean;
  threeDSecureInfo?: Record<string, unknown>;
  verificationDetails?: unknown;
  rawCardinalSDKVerificationData?: unknown;
}

/**
 * Events: `authentication-iframe-available` ({ element }, next) hands over the challenge frame;
 * `lookup-complete` (data, next); `customer-canceled`; `authentication-modal-render` / `-close`.
 */
export interface ThreeDSecureClient {
  verifyCard(options: ThreeDSecureVerifyOptions): Promise<ThreeDSecureVerifyPayload>;
  cancelVerifyCard(): Promise<unknown>;
  on(event: string, handler: (...args: any[]) => void): void;
  teardown(): Promise<void>;
}

export interface ThreeDSecureAdapter {
  createThreeDSecure(options: { cardinalSDKConfig?: Record<string, unknown> }): Promise<ThreeDSecureClient>;
}
