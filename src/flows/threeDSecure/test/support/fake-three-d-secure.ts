// A fake braintree-web ThreeDSecure instance (version 2), following its documented API
// (https://braintree.github.io/braintree-web/current/ThreeDSecure.html) and the SDK's own checks and
// errors: verifyCard validates BIN, one-at-a-time, nonce, amount and the lookup callback in that
// order, looks up, calls onLookupComplete(data, next), then either resolves (frictionless) or hands
// the challenge over through `authentication-iframe-available` ({ element }, next) and waits for the
// test to answer as Cardinal would. Errors are braintree-web's own BraintreeErrors.
import threeDSecure from 'braintree-web/three-d-secure';

const nodeRequire = (globalThis as { require?: (id: string) => any }).require!;
const BraintreeError = nodeRequire('braintree-web/lib/braintree-error');
export const sdkErrors: Record<string, { type: string; code: string; message?: string }> = nodeRequire('braintree-web/three-d-secure/shared/errors');

export const sdkError = (name: string, extra: Record<string, unknown> = {}) => new BraintreeError({ ...sdkErrors[name], ...extra });

type Handler = (...args: any[]) => void;

export interface Lookup {
  /** The lookup request fails with this HTTP status. */
  httpStatus?: number;
  /** The issuer asks for a challenge. */
  challenge?: boolean;
  liabilityShifted?: boolean;
  liabilityShiftPossible?: boolean;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

export class FakeThreeDSecure {
  handlers = new Map<string, Handler[]>();
  verifyCalls: Array<Record<string, any>> = [];
  cancelCalls = 0;
  tornDown = false;
  /** What the next lookups answer. */
  lookup: Lookup = { liabilityShifted: true, liabilityShiftPossible: true };
  /** The challenge element handed over, and whether `next` was called for it. */
  element?: HTMLElement;
  frameNextCalled = false;
  private inProgress = false;
  private lookupPaymentMethod?: Record<string, any>;
  private pending?: { resolve(value: unknown): void; reject(error: unknown): void };
  private sequence = 0;

  constructor(readonly options: Record<string, any>) {}

  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }

  hasListener(event: string) {
    return !!this.handlers.get(event)?.length;
  }

  emit(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }

  private payload(shifted: boolean | undefined, possible: boolean | undefined) {
    const method = this.lookupPaymentMethod!;
    return {
      nonce: method.nonce, type: method.type, details: method.details, binData: method.binData, description: method.description,
      liabilityShifted: shifted, liabilityShiftPossible: possible, threeDSecureInfo: { liabilityShifted: shifted, liabilityShiftPossible: possible, status: 'fake' },
    };
  }

  verifyCard(options: Record<string, any>): Promise<unknown> {
    this.verifyCalls.push(options);
    const missing = (what: string) => Promise.reject(sdkError('THREEDS_MISSING_VERIFY_CARD_OPTION', { message: `verifyCard options must include ${what}.` }));
    if (!options.bin) return missing('a BIN');
    if (this.inProgress) return Promise.reject(sdkError('THREEDS_AUTHENTICATION_IN_PROGRESS'));
    if (!options.nonce) return missing('a nonce');
    if (options.amount == null || options.amount === '' || isNaN(Number(options.amount))) return missing('an amount');
    if (typeof options.onLookupComplete !== 'function' && !this.hasListener('lookup-complete')) return missing('an onLookupComplete function');
    this.inProgress = true;
    const lookup = { ...this.lookup };
    const result = new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      (async () => {
        await tick();
        if (lookup.httpStatus) {
          const name = lookup.httpStatus === 404 ? 'THREEDS_LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR' : lookup.httpStatus === 422 ? 'THREEDS_LOOKUP_VALIDATION_ERROR' : 'THREEDS_LOOKUP_ERROR';
          reject(sdkError(name, { details: { originalError: { details: { httpStatus: lookup.httpStatus } } } }));
          return;
        }
        this.lookupPaymentMethod = {
          nonce: `fake_3ds_nonce_${++this.sequence}`, type: 'CreditCard', details: { bin: options.bin, lastFour: '1111' }, description: 'ending+in+11',
          threeDSecureInfo: { liabilityShifted: false, liabilityShiftPossible: true },
        };
        const data = {
          requiresUserAuthentication: !!lookup.challenge,
          lookup: { acsUrl: lookup.challenge ? 'https://acs.example/challenge' : null, transactionId: 'tx', threeDSecureVersion: '2.2.0' },
          paymentMethod: this.lookupPaymentMethod,
          threeDSecureInfo: this.lookupPaymentMethod.threeDSecureInfo,
        };
        await new Promise<void>((next) => (options.onLookupComplete ? options.onLookupComplete(data, next) : this.emit('lookup-complete', data, next)));
        if (!lookup.challenge) {
          resolve({ ...this.payload(lookup.liabilityShifted, lookup.liabilityShiftPossible), verificationDetails: data.threeDSecureInfo });
        }
      })();
    });
    return result.finally(() => {
      this.inProgress = false;
      this.pending = undefined;
    });
  }

  /** Cardinal hands the inline challenge over (a container with the ACS iframe, untitled). */
  presentChallenge() {
    const element = document.createElement('div');
    element.id = 'Cardinal-ElementContainer';
    element.appendChild(document.createElement('iframe'));
    this.element = element;
    this.emit('authentication-iframe-available', { element }, () => {
      this.frameNextCalled = true;
    });
    return element;
  }

  /** The challenge ended and the JWT validated. */
  completeChallenge(liabilityShifted = true, liabilityShiftPossible = true) {
    this.pending?.resolve(this.payload(liabilityShifted, liabilityShiftPossible));
  }

  /** The challenge ended but the authenticate answer was unreadable: braintree-web resolves with the lookup's method and no liability flags. */
  completeChallengeUnread() {
    const method = this.lookupPaymentMethod!;
    this.pending?.resolve({ nonce: method.nonce, type: method.type, details: method.details, binData: method.binData, description: method.description, threeDSecureInfo: method.threeDSecureInfo });
  }

  /** The challenge ended in an error the SDK maps (e.g. THREEDS_CARDINAL_SDK_BAD_JWT). */
  failChallenge(error: unknown) {
    this.pending?.reject(error);
  }

  cancelVerifyCard() {
    this.cancelCalls++;
    this.inProgress = false;
    if (!this.lookupPaymentMethod) return Promise.reject(sdkError('THREEDS_NO_VERIFICATION_PAYLOAD'));
    this.pending?.reject(sdkError('THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT'));
    return Promise.resolve({ ...this.lookupPaymentMethod, liabilityShifted: false, liabilityShiftPossible: true });
  }

  teardown() {
    this.tornDown = true;
    return Promise.resolve();
  }
}

export interface FakeThreeDSecureControl {
  instances: FakeThreeDSecure[];
  createCalls: Array<Record<string, any>>;
  /** create rejects with this. */
  createError?: unknown;
}

/** Replaces braintree-web's `threeDSecure.create` (the module the production adapter calls). */
export function installFakeThreeDSecure(): FakeThreeDSecureControl {
  const control: FakeThreeDSecureControl = { instances: [], createCalls: [] };
  (threeDSecure as { create: unknown }).create = (options: Record<string, any>) => {
    control.createCalls.push(options);
    if (control.createError) return Promise.reject(control.createError);
    const fake = new FakeThreeDSecure(options);
    control.instances.push(fake);
    return new Promise((resolve) => setTimeout(() => resolve(fake), 0));
  };
  return control;
}
