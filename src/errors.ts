// The error catalogue, docs/errors.md: every message a merchant can see, written once. A lazily loaded flow keeps its own
// (src/flows/threeDSecure/messages.ts), as does the openFirst check (src/dropin/open-first.ts); the developer-misconfiguration message is shown, translated, as
// the `developerError` string (src/i18n/en_US.ts). The catalogue test reads all three.
export const messages = {
  authorizationRequired: 'options.authorization is required.',
  selectorAndContainer: 'Must only have one options.selector or options.container.',
  containerRequired: 'options.container is required.',
  containerInvalid: 'options.selector or options.container must reference a valid DOM node.',
  containerNotEmpty: 'options.selector or options.container must reference an empty DOM node.',
  createFailed: 'There was an error creating Drop-in.',
  dataCollectorFailed: 'Data Collector failed to set up.',
  allOptionsFailed: 'All payment options failed to load.',
  noPaymentMethod: 'No payment method is available.',
  noValidOptions: 'No valid payment options available.',
  invalidPriority: 'paymentOptionPriority: Invalid payment option specified.',
  priorityNotArray: 'paymentOptionPriority must be an array.',
  aborted: 'Drop-in creation was aborted.',
  signalInvalid: 'options.signal must be an AbortSignal.',
  billingAddressInvalid: 'options.card.billingAddress.fields must be an array of billing address fields.',
  noDocument: 'Drop-in can only be created in a browser: there is no document (server rendering?).',
  tornDown: 'Drop-in has been torn down.',
} as const;

export type ErrorType = 'merchant' | 'customer' | 'network' | 'unknown' | 'internal';

export class DropinError extends Error {
  override name = 'DropinError';
  readonly type: ErrorType;
  readonly code?: string;
  override readonly cause?: unknown;
  /** The original's name for the wrapped SDK error, kept for compatibility. */
  readonly _braintreeWebError?: unknown;

  constructor(message: string, type: ErrorType = 'merchant', cause?: unknown, code?: string) {
    super(message);
    this.type = type;
    if (code) this.code = code;
    if (cause !== undefined) {
      this.cause = cause;
      this._braintreeWebError = cause;
    }
  }
}

export function dropinError(message: keyof typeof messages, cause?: unknown, type?: ErrorType): DropinError {
  return new DropinError(messages[message], type, cause);
}
