import type { PaymentMethod } from '../../../types.js';
import type { ThreeDSecureAdapter, ThreeDSecureClient, ThreeDSecureLookupData, ThreeDSecureVerifyPayload } from '../port.js';
import { threeDSecureError } from '../errors.js';
import { challengeOutcome, lookupError, verifyCardOptionsError, type CardinalValidated } from './three-d-secure-sdk.js';
import { simulatedError, tick, type SimulatorState } from '../../../gateway/simulator/simulator-state.js';
import { mountSimulatedAcs } from './three-d-secure-acs.js';
import acsStyles from './acs.css';

type Outcome = 'frictionless' | 'failed' | 'challenge' | 'unavailable';

/** The 3D Secure test cards of docs/simulator.md by BIN and last four (a docs test checks they are in its table); any other card is frictionless. */
export const CARDS: Record<string, Outcome> = { '400000:1091': 'challenge', '400000:2925': 'failed', '400000:1000': 'unavailable' };

/** A verification: rejecting it is cancelling it; what its lookup returned; its ACS page. */
interface Run {
  reject(error: unknown): void;
  lookedUp?: PaymentMethod;
  acs?: { unmount(): void };
}

let sequence = 0;

/** A saved card's last four from the simulated vault; a tokenized card's from its nonce (`tokencc_sim_<n>_<last four>`). */
function lastFourOf(vault: SimulatorState['vault'], nonce: string): string {
  return vault.find((m) => m.nonce === nonce)?.details.lastFour ?? /_(\d{4})$/.exec(nonce)?.[1] ?? '0000';
}

const info = (liabilityShifted: boolean, liabilityShiftPossible: boolean, status: string) =>
  ({ liabilityShifted, liabilityShiftPossible, status, threeDSecureVersion: '2.2.0' });

/** braintree-web's _formatAuthResponse. */
function payloadOf(method: PaymentMethod): ThreeDSecureVerifyPayload {
  const i = method.threeDSecureInfo as ReturnType<typeof info>;
  return {
    nonce: method.nonce, type: method.type, details: method.details, binData: method.binData, description: method.description,
    liabilityShifted: i.liabilityShifted, liabilityShiftPossible: i.liabilityShiftPossible, threeDSecureInfo: method.threeDSecureInfo,
  };
}

/**
 * The simulated gateway's 3D Secure, shaped like braintree-web's version '2-inline-iframe': lookup
 * by test card, the challenge handed over through `authentication-iframe-available`, the ACS answer
 * mapped as the SDK maps Cardinal's (the original's behaviour and the error catalogue, docs/errors.md). Scenario `failures.threeDSecure` fails setup,
 * `failures.threeDSecureLookup` the lookup (`notFound` is the 404).
 */
export const simulatedThreeDSecure = (state: SimulatorState): ThreeDSecureAdapter => {
  state.addStyles('featherdrop-simulator-3ds', acsStyles);
  return { createThreeDSecure: () => createThreeDSecure(state) };
};

async function createThreeDSecure({ scenario, vault, locale }: SimulatorState): Promise<ThreeDSecureClient> {
  await tick();
  const failures = scenario.failures;
  if (failures.threeDSecure) throw simulatedError(failures.threeDSecure, '3D Secure setup');
  const listeners = new Map<string, Array<(...args: any[]) => void>>();
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((handler) => handler(...args));
  let running: Run | null = null;

  async function lookupAndChallenge(options: Parameters<ThreeDSecureClient['verifyCard']>[0], run: Run): Promise<ThreeDSecureVerifyPayload> {
    const alive = () => running === run;
    await tick();
    const failure = failures.threeDSecureLookup;
    if (failure) throw lookupError(failure === 'notFound' ? 404 : undefined, simulatedError(failure, '3D Secure lookup'));
    const lastFour = lastFourOf(vault, options.nonce!);
    const outcome = CARDS[`${options.bin}:${lastFour}`] ?? 'frictionless';
    // 'failed': the issuer refused without a challenge; the card was enrolled, so a shift was possible.
    const threeDSecureInfo = {
      frictionless: info(true, true, 'authenticate_successful'),
      failed: info(false, true, 'authenticate_frictionless_failed'),
      challenge: info(false, true, 'challenge_required'),
      unavailable: info(false, false, 'authentication_unavailable'),
    }[outcome];
    const method: PaymentMethod = {
      nonce: `sim_3ds_${++sequence}_${lastFour}`, type: 'CreditCard', details: { bin: options.bin, lastFour, lastTwo: lastFour.slice(2) },
      description: `ending in ${lastFour.slice(2)}`, threeDSecureInfo,
    };
    run.lookedUp = method;
    const data: ThreeDSecureLookupData = {
      requiresUserAuthentication: outcome === 'challenge',
      lookup: { acsUrl: outcome === 'challenge' ? 'https://acs.simulator.invalid/challenge' : null, transactionId: `sim_tx_${sequence}`, threeDSecureVersion: '2.2.0' },
      paymentMethod: method, threeDSecureInfo,
    };
    if (!alive()) return new Promise(() => {});
    await new Promise<void>((next) => (options.onLookupComplete ? options.onLookupComplete(data, next) : emit('lookup-complete', data, next)));
    if (outcome !== 'challenge') return { ...payloadOf(method), verificationDetails: threeDSecureInfo };
    if (!alive()) return new Promise(() => {});

    const validated = await new Promise<CardinalValidated>((answer) => {
      const page = mountSimulatedAcs({ lastFour, amount: options.amount, locale }, answer);
      run.acs = page;
      emit('authentication-iframe-available', { element: page.element }, () => {});
    });
    const result = challengeOutcome(validated);
    if (!result.validate) throw result.error;
    if (result.customerCanceled) emit('customer-canceled');
    await tick(); // authenticate_from_jwt
    const shifted = validated.ActionCode === 'SUCCESS';
    const verified = { ...method, nonce: `sim_3ds_${++sequence}_${lastFour}`, threeDSecureInfo: info(shifted, true, shifted ? 'authenticate_successful' : 'authenticate_failed') };
    return { ...payloadOf(verified), rawCardinalSDKVerificationData: validated };
  }

  const client: ThreeDSecureClient = {
    on(event, handler) {
      listeners.set(event, [...(listeners.get(event) ?? []), handler]);
    },
    async verifyCard(options) {
      const error = verifyCardOptionsError(options, !!running, !!listeners.get('lookup-complete')?.length);
      if (error) throw error;
      const run: Run = { reject: () => {} };
      running = run;
      try {
        return await new Promise<ThreeDSecureVerifyPayload>((resolve, reject) => {
          run.reject = reject;
          lookupAndChallenge(options, run).then(resolve, reject);
        });
      } finally {
        if (running === run) running = null;
        run.acs?.unmount();
      }
    },
    async cancelVerifyCard() {
      const run = running;
      running = null;
      const lookedUp = run?.lookedUp;
      if (!lookedUp) throw threeDSecureError('NO_VERIFICATION_PAYLOAD');
      const i = lookedUp.threeDSecureInfo as ReturnType<typeof info>;
      run.reject(threeDSecureError('VERIFY_CARD_CANCELED_BY_MERCHANT'));
      return { ...lookedUp, liabilityShifted: i.liabilityShifted, liabilityShiftPossible: i.liabilityShiftPossible };
    },
    async teardown() {
      running?.reject(threeDSecureError('VERIFY_CARD_CANCELED_BY_MERCHANT'));
      running = null;
      listeners.clear();
    },
  };
  return client;
}

export default simulatedThreeDSecure;
