import { render, signal, useLayoutEffect, useRef, type Signal } from '../../ui/kit.js';
import type { PaymentMethod } from '../../types.js';
import type { VenmoAdapter, VenmoPort } from '../venmo.js';

/**
 * The simulated Venmo: the wallet-app desktop overlay (SPEC 2) in the page, driven by a simulated
 * wallet payment context (SPEC 3/4) that is polled every second. There is no phone, so the overlay
 * carries the phone's part as buttons: "Scan" (CREATED → SCANNED) and "Authorize" (SCANNED →
 * APPROVED, or FAILED with `failures.venmoTokenize`). The overlay's messages follow the polled
 * status, then the result comes after the 2 s completion delay. "Cancel" (or Escape) rejects with
 * VENMO_DESKTOP_CANCELED at once. `failures.venmo` fails the option's setup (gateway.prepareOption).
 *
 * The overlay texts are the SDK's own English texts (SPEC 2), not translations (the original's
 * overlay is Venmo's page, untranslated): English constants here, no translation keys.
 */
export const POLL_INTERVAL = 1000; // SPEC 9: desktop polling
export const COMPLETION_DELAY = 2000; // SPEC 9: the completion emit is delayed
export const CONTEXT_LIFETIME = 300_000; // a context's expiresAt - createdAt
export const REFRESH_AT = 0.6666; // SPEC 9: refreshed at two thirds of the lifetime unless tokenizing

export const MESSAGES = {
  generating: 'Generating a QR code, get your wallet app ready',
  CREATED: 'To scan the QR code, open your wallet app',
  SCANNED: 'Authorize on your wallet app',
  APPROVED: 'Wallet account authorized',
  failed: 'Something went wrong',
  CANCELED: 'The authorization was canceled',
} as const;

export type ContextStatus = 'CREATED' | 'SCANNED' | 'APPROVED' | 'EXPIRED' | 'FAILED' | 'CANCELED';

/** SPEC 3, wallet payment context. */
export interface PaymentContext {
  id: string;
  merchantId: string;
  createdAt: number;
  expiresAt: number;
  status: ContextStatus;
  paymentMethodId?: string;
  userName?: string;
}

const venmoError = (code: string, message: string, type = 'CUSTOMER', details?: unknown) =>
  Object.assign(new Error(message), { name: 'BraintreeError', type, code }, details && { details });

interface OverlayState {
  message: Signal<string>;
  status: Signal<ContextStatus | undefined>;
}

/** Escape cancels; Tab stays within the overlay's buttons. */
function keys(event: KeyboardEvent, cancel: () => void) {
  const buttons = [...(event.currentTarget as HTMLElement).querySelectorAll('button')];
  const edge = buttons[event.shiftKey ? 0 : buttons.length - 1];
  if (event.key === 'Escape') cancel();
  else if (event.key === 'Tab' && (!edge || document.activeElement === edge)) {
    event.preventDefault();
    buttons[event.shiftKey ? buttons.length - 1 : 0]?.focus();
  }
}

interface OverlayProps {
  state: OverlayState;
  scan(): void;
  authorize(): void;
  cancel(): void;
}

const ENDED = ['APPROVED', 'EXPIRED', 'FAILED', 'CANCELED'];

function Overlay({ state, scan, authorize, cancel }: OverlayProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const status = state.status.value;
  const message = state.message.value;
  // The button in focus may go with a status change: focus moves to the next step's button.
  useLayoutEffect(() => (dialog.current!.querySelector('button') ?? dialog.current!).focus(), [status]);
  return (
    <div class="featherdrop-venmo-sim" role="dialog" aria-modal="true" aria-labelledby="featherdrop-venmo-sim-title"
      tabIndex={-1} ref={dialog} onKeyDown={(e) => keys(e, cancel)}>
      <div class="featherdrop-venmo-sim__box">
        <h2 id="featherdrop-venmo-sim-title">Venmo (simulated)</h2>
        <p class="featherdrop-venmo-sim__message">{message}</p>
        {status === 'CREATED' && <div class="featherdrop-venmo-sim__qr" role="img" aria-label="Simulated QR code" />}
        {status === 'CREATED' && <button type="button" onClick={scan}>Scan</button>}
        {status === 'SCANNED' && <button type="button" onClick={authorize}>Authorize</button>}
        {!ENDED.includes(status!) && <button type="button" onClick={cancel}>Cancel</button>}
      </div>
      {/* SPEC 2: the visually hidden alert line screen readers announce. */}
      <div class="featherdrop-venmo-sim__alert" role="alert">{message}</div>
    </div>
  );
}

let count = 0;
let nonces = 0;

export const createVenmo: VenmoAdapter['createVenmo'] = async (gateway) => {
  await Promise.resolve();
  const fails = () => !!gateway.scenario?.failures?.venmoTokenize;
  let tokenizing = false;
  let context: PaymentContext;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let abortActive: (() => void) | undefined;

  /** The payment context the SDK creates on load and refreshes at two thirds of its lifetime. */
  function createContext() {
    const now = Date.now();
    context = { id: `sim_context_${++count}`, merchantId: 'sim_merchant', createdAt: now, expiresAt: now + CONTEXT_LIFETIME, status: 'CREATED' };
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => {
      if (!tokenizing) createContext();
    }, CONTEXT_LIFETIME * REFRESH_AT);
  }
  createContext();

  function tokenize(): Promise<PaymentMethod> {
    if (tokenizing) return Promise.reject(venmoError('VENMO_TOKENIZATION_REQUEST_ACTIVE', 'Another tokenization request is active.', 'MERCHANT'));
    tokenizing = true;
    const current = context;
    const state: OverlayState = { message: signal<string>(MESSAGES.generating), status: signal<ContextStatus | undefined>(undefined) };
    const root = document.body.appendChild(document.createElement('div'));
    const returnFocus = document.activeElement as HTMLElement | null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    return new Promise<PaymentMethod>((resolve, reject) => {
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        abortActive = undefined;
        render(null, root);
        root.remove();
        returnFocus?.focus?.();
        tokenizing = false;
        createContext(); // a used context is never reused
        settle();
      };
      const terminal = (status: ContextStatus) => {
        state.message.value = status === 'CANCELED' ? MESSAGES.CANCELED : MESSAGES.failed;
        timer = setTimeout(() => finish(() => reject(status === 'CANCELED'
          ? venmoError('VENMO_DESKTOP_CANCELED', 'Customer closed Venmo Desktop modal.')
          : venmoError('VENMO_DESKTOP_UNKNOWN_ERROR', 'Something went wrong with the Venmo Desktop flow.', 'UNKNOWN', { reason: status }))), COMPLETION_DELAY);
      };
      /** SPEC 4: polled every second until expiry, then EXPIRED. */
      const poll = () => {
        if (Date.now() >= current.expiresAt) current.status = 'EXPIRED';
        const status = current.status;
        if (status !== state.status.peek()) {
          state.status.value = status;
          if (status === 'APPROVED') {
            state.message.value = MESSAGES.APPROVED;
            const username = current.userName!;
            timer = setTimeout(() => finish(() => resolve({
              nonce: `sim_venmo_${current.paymentMethodId}`, type: 'VenmoAccount', details: { username, paymentContextId: current.id },
            })), COMPLETION_DELAY);
            return;
          }
          if (status === 'EXPIRED' || status === 'FAILED' || status === 'CANCELED') return terminal(status);
          state.message.value = MESSAGES[status];
        }
        timer = setTimeout(poll, POLL_INTERVAL);
      };
      const cancel = () => {
        if (ENDED.includes(state.status.peek()!)) return;
        current.status = 'CANCELED';
        finish(() => reject(venmoError('VENMO_DESKTOP_CANCELED', 'Customer closed Venmo Desktop modal.')));
      };
      abortActive = () => finish(() => reject(venmoError('VENMO_TOKENIZATION_CANCELED_BY_MERCHANT', 'Venmo tokenization was canceled.', 'MERCHANT')));
      render(<Overlay state={state}
        scan={() => { if (current.status === 'CREATED') current.status = 'SCANNED'; }}
        authorize={() => {
          if (current.status !== 'SCANNED') return;
          if (fails()) current.status = 'FAILED';
          else Object.assign(current, { status: 'APPROVED', paymentMethodId: String(++nonces), userName: '@venmojoe' });
        }}
        cancel={cancel} />, root);
      timer = setTimeout(poll, POLL_INTERVAL);
    });
  }

  const port: VenmoPort = {
    hasTokenizationResult: () => false,
    tokenize,
    async teardown() {
      clearTimeout(refreshTimer);
      abortActive?.();
    },
  };
  return port;
};
