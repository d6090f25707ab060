import { adoptStyles, DropinError, signal, type ReadonlySignal } from '../../runtime.js';
import threeDSecureStyles from './three-d-secure.css';
import { threeDSecureMessages as messages } from './messages.js';
import type { ThreeDSecureAdapter, ThreeDSecureClient, ThreeDSecureLookupData, ThreeDSecureVerifyPayload } from './port.js';
import { asThreeDSecureError, threeDSecureError } from './errors.js';
import type { Gateway } from '../../gateway/types.js';
import type { Translate } from '../../i18n/translate.js';
import type { PaymentMethod } from '../../types.js';
import type { ExtraModule } from '../types.js';
import { openChallengeModal } from './challenge-modal.js';
import { needsVerification, verifyCardOptions } from './verify-options.js';

export interface ThreeDSecureHost {
  gateway: Gateway;
  /** The slice's adapter for the widget's gateway. */
  adapter(): Promise<ThreeDSecureAdapter>;
  /** The merchant's `threeDSecure` option; the object is live (updateConfiguration mutates it). */
  options: true | { amount?: string; cardinalSDKConfig?: Record<string, unknown> };
  /** Forwards '3ds:customer-canceled', '3ds:authentication-modal-render', '3ds:authentication-modal-close'. */
  emit(event: string, payload?: unknown): void;
  t: Translate;
  /** Aborted on teardown. */
  signal: AbortSignal;
  /** The widget's container: the challenge takes its theme, and focus falls back to its selected method. */
  container?: HTMLElement;
}

export interface ThreeDSecureInstance {
  /** The original's behaviour: a card (saved too) or a not network tokenized googlePay card with no liability-shift result yet. */
  needsVerification(method: PaymentMethod): boolean;
  /** Resolves the method verified (nonce replaced, liability fields set); rejects with the 3D Secure DropinError. One at a time. */
  verify(method: PaymentMethod, requestOptions?: Record<string, unknown>): Promise<PaymentMethod>;
  /** true while a challenge is shown. */
  challengeOpen: ReadonlySignal<boolean>;
  teardown(): Promise<void>;
}

/**
 * How long a challenge the lookup asked for may take to appear. braintree-web 3.144 has no fallback
 * flow any more: when Cardinal's script failed or timed out (the original's behaviour) it never presents the challenge
 * and verifyCard never settles, so the request would hang. The SDK's integration timeout.
 */
export const CHALLENGE_TIMEOUT = 60_000;

/** The dialog's accessible name; braintree-web's frame title is not translated either. */
const MODAL_LABEL = '3D Secure';
/** Setup failures whose braintree-web message reaches the merchant as it is (the original's behaviour). */
const MERCHANT_SETUP_ERRORS = ['THREEDS_NOT_ENABLED', 'THREEDS_CAN_NOT_USE_TOKENIZATION_KEY'];

function setupError(cause: unknown): DropinError {
  const code = (cause as { code?: string } | null)?.code;
  return code && MERCHANT_SETUP_ERRORS.includes(code)
    ? new DropinError((cause as Error).message, 'merchant', cause, code)
    : new DropinError(messages.threeDSecureFailed, 'merchant', cause);
}

const failed = (cause: unknown) => new DropinError(messages.threeDSecureAuthFailed, 'customer', asThreeDSecureError(cause));

/** The original's widget setup: rejects with the original's error for a tokenization key or 3DS not enabled, else '3D Secure failed to set up.'. */
export async function setupThreeDSecure(host: ThreeDSecureHost): Promise<ThreeDSecureInstance> {
  const { gateway } = host;
  // The SDK's own checks, made before anything is downloaded (a tokenization key wins, as in the SDK).
  if (gateway.config.authorizationType === 'TOKENIZATION_KEY') throw setupError(threeDSecureError('CAN_NOT_USE_TOKENIZATION_KEY'));
  if (!gateway.config.offered.threeDSecure) throw setupError(threeDSecureError('NOT_ENABLED'));
  let client: ThreeDSecureClient;
  try {
    const adapter = await host.adapter();
    client = await adapter.createThreeDSecure({ cardinalSDKConfig: host.options === true ? undefined : host.options.cardinalSDKConfig });
  } catch (cause) {
    throw setupError(cause);
  }
  if (host.signal.aborted) {
    await client.teardown().catch(() => {});
    throw new DropinError(messages.threeDSecureFailed, 'merchant', host.signal.reason);
  }
  return createInstance(host, client);
}

interface Verification {
  reject(cause: unknown): void;
}

function createInstance(host: ThreeDSecureHost, client: ThreeDSecureClient): ThreeDSecureInstance {
  // The challenge modal is at the end of <body>, outside the widget's container (and any shadow root).
  const releaseStyles = adoptStyles('featherdrop-three-d-secure', threeDSecureStyles, document);
  const challengeOpen = signal(false);
  let active: Verification | null = null;
  let closeModal: ((failed: boolean) => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let tornDown: Promise<void> | undefined;

  /** `failed`: the verification did not succeed (cancelled, failed, torn down): the shopper goes back into the widget. */
  function hideChallenge(failed = true) {
    clearTimeout(timer);
    const close = closeModal;
    if (!close) return;
    closeModal = null;
    close(failed);
    challengeOpen.value = false;
    host.emit('3ds:authentication-modal-close');
  }

  /** The verification is over: its challenge goes away and `done` settles it; later SDK answers are ignored. */
  function finish(current: Verification, done: () => void, failed = true) {
    if (active !== current) return;
    active = null;
    hideChallenge(failed);
    done();
  }

  /** Ends the running verification with `cause`, telling the SDK to stop too. */
  function abandon(cause: unknown) {
    const current = active;
    if (!current) return;
    client.cancelVerifyCard().catch(() => {});
    finish(current, () => current.reject(cause));
  }

  function cancelByCustomer() {
    host.emit('3ds:customer-canceled');
    abandon(threeDSecureError('CARDINAL_SDK_CANCELED'));
  }

  const exitButton = () => host.options !== true && !!(host.options.cardinalSDKConfig?.payment as { displayExitButton?: boolean } | undefined)?.displayExitButton;

  // The SDK's own modal events are not forwarded: the modal is ours (see the braintree adapter), so ours are.
  client.on('authentication-iframe-available', ({ element }: { element: HTMLElement }, next: () => void) => {
    if (active && !closeModal) {
      clearTimeout(timer);
      const wrapper = host.container?.querySelector<HTMLElement>('[data-braintree-id="wrapper"]');
      closeModal = openChallengeModal({
        element, exitButton: exitButton(), label: MODAL_LABEL, closeLabel: host.t('deleteCancelButton'), onCancel: cancelByCustomer, themeFrom: wrapper,
        // The list's view heading; in a layout the open row or chosen tab, else its first saved method.
        fallbackFocus: () => wrapper?.querySelector<HTMLElement>('.braintree-method--active, .braintree-sheet--active [tabindex="-1"], [data-view-focus]:not([hidden] *), [aria-expanded="true"], [aria-selected="true"]')
          ?? wrapper?.querySelector<HTMLElement>('.braintree-method'),
      });
      challengeOpen.value = true;
      host.emit('3ds:authentication-modal-render');
    }
    next();
  });
  client.on('customer-canceled', () => host.emit('3ds:customer-canceled'));

  async function verify(method: PaymentMethod, requestOptions?: Record<string, unknown>): Promise<PaymentMethod> {
    if (tornDown) throw failed(threeDSecureError('VERIFY_CARD_CANCELED_BY_MERCHANT'));
    if (active) throw failed(threeDSecureError('AUTHENTICATION_IN_PROGRESS'));
    let payload: ThreeDSecureVerifyPayload;
    try {
      payload = await new Promise<ThreeDSecureVerifyPayload>((resolve, reject) => {
        const current: Verification = { reject };
        active = current;
        const onLookupComplete = (data: ThreeDSecureLookupData, next: () => void) => {
          if (active === current && data.requiresUserAuthentication) {
            clearTimeout(timer);
            timer = setTimeout(() => abandon(threeDSecureError('CARDINAL_SDK_SETUP_TIMEDOUT')), CHALLENGE_TIMEOUT);
          }
          next();
        };
        try {
          client.verifyCard(verifyCardOptions(method, host.options, requestOptions, onLookupComplete)).then(
            (result) => finish(current, () => resolve(result), false),
            (error) => finish(current, () => reject(error)),
          );
        } catch (error) {
          finish(current, () => reject(error));
        }
      });
    } catch (cause) {
      throw failed(cause);
    }
    const { nonce, liabilityShifted, liabilityShiftPossible, threeDSecureInfo } = payload;
    // An authenticate_from_jwt answer braintree-web cannot read (a 200 with malformed JSON) resolves with the
    // lookup's nonce and no liability result: that card was not verified, so it fails as any failed authentication.
    if (typeof liabilityShifted !== 'boolean') throw failed(threeDSecureError('JWT_AUTHENTICATION_FAILED', undefined, { originalError: payload }));
    return { ...method, nonce, liabilityShifted, liabilityShiftPossible, threeDSecureInfo };
  }

  function teardown(): Promise<void> {
    tornDown ??= (async () => {
      host.signal.removeEventListener('abort', onAbort);
      abandon(threeDSecureError('VERIFY_CARD_CANCELED_BY_MERCHANT'));
      hideChallenge();
      releaseStyles();
      await client.teardown();
    })();
    return tornDown;
  }
  const onAbort = () => {
    teardown().catch(() => {});
  };
  host.signal.addEventListener('abort', onAbort);

  return { needsVerification, verify, challengeOpen, teardown };
}

/** The extra: 3D Secure verifies cards before requests resolve. */
const threeDSecure: ExtraModule = {
  async setup(ctx) {
    const verifier = await setupThreeDSecure({
      gateway: ctx.gateway, adapter: () => ctx.adapter<ThreeDSecureAdapter>(), options: ctx.flowOptions, emit: ctx.emit, t: ctx.t, signal: ctx.signal, container: ctx.container,
    });
    return {
      verifier: { needsVerification: verifier.needsVerification, verify: (method, request) => verifier.verify(method, request?.threeDSecure as Record<string, unknown> | undefined) },
      teardown: verifier.teardown,
    };
  },
};

export default threeDSecure;
