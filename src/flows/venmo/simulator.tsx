import { useLayoutEffect, useRef } from 'react';
import { activeElement, createRoot, signal, type Signal } from '../../runtime.js';
import type { PaymentMethod } from '../../types.js';
import type { VenmoAdapter, VenmoPort } from './port.js';
import type { Scenario } from '../../gateway/simulator/scenario.js';
import type { SimulatorState } from '../../gateway/simulator/simulator-state.js';
import { dialogKeys } from '../../gateway/simulator/dialog-keys.js';
import simulatorStyles from './simulator.css';

/**
 * The simulated Venmo: the wallet-app desktop overlay (the original's screens) in the page, driven by a simulated
 * wallet payment context (the original's result and behaviour) that is polled every second. There is no phone, so the overlay
 * carries the phone's part as buttons: "Scan" (CREATED → SCANNED) and "Authorize" (SCANNED →
 * APPROVED, or FAILED with `failures.venmoTokenize`). The overlay's messages follow the polled
 * status, then the result comes after the 2 s completion delay. "Cancel" (or Escape) rejects with
 * VENMO_DESKTOP_CANCELED at once. `failures.venmo` fails the option's setup (gateway.prepareOption).
 *
 * Not on desktop (`venmo: { allowDesktop: false }`), or when the desktop setup fails
 * (`failures.venmoDesktop`, any kind: the SDK then falls back to the non-desktop flow), tokenize
 * "switches to the app": a small "Venmo app (simulated)" dialog stands in for the app. Approve
 * writes the SDK's success return into the URL fragment (`#venmoSuccess=1&resource_id=…&
 * paymentMethodNonce=…&username=…`; with `failures.venmoTokenize` the error return `#venmoError=1&
 * errorMessage=…`), Cancel the cancel return (`#venmoCancel=1`); both reload the page, whose load
 * tokenizes the pending result (hasTokenizationResult) and cleans the fragment (history.replaceState).
 * "Return without switching back" keeps the page: the context is polled every 250 ms (the original's behaviour and constants) while
 * the dialog can still approve or cancel it; EXPIRED / FAILED / CANCELED / 5 minutes reject with the
 * SDK's VENMO_MOBILE_POLLING_TOKENIZATION_* codes.
 *
 * The overlay texts are the SDK's own English texts (the original's screens), not translations (braintree-web's overlay and
 * the Venmo app, a US service, speak English in every locale): English constants here, no translation keys,
 * and the dialogs say so (lang="en", left to right) so a screen reader in another language reads them as
 * English (WCAG 3.1.2). The other simulated dialogs speak the widget's language (gateway/simulator/texts.ts).
 */
export const POLL_INTERVAL = 1000; // The original's constants: desktop polling
export const COMPLETION_DELAY = 2000; // The original's constants: the completion emit is delayed
export const CONTEXT_LIFETIME = 300_000; // a context's expiresAt - createdAt
const REFRESH_AT = 0.6666; // The original's constants: refreshed at two thirds of the lifetime unless tokenizing
export const MOBILE_POLL_INTERVAL = 250; // The original's constants: manual-return polling
export const MOBILE_POLL_LIMIT = 300_000; // The original's constants: manual-return polling gives up after 5 minutes
/** An app-switch context outlives the polling limit, so both EXPIRED (an old context) and the timeout occur. */
export const MOBILE_CONTEXT_LIFETIME = 600_000;

export const MESSAGES = {
  generating: 'Generating a QR code, get your wallet app ready',
  CREATED: 'To scan the QR code, open your wallet app',
  SCANNED: 'Authorize on your wallet app',
  APPROVED: 'Wallet account authorized',
  failed: 'Something went wrong',
  CANCELED: 'The authorization was canceled',
} as const;

/** The simulated app's texts (English, like the overlay's). */
export const APP_MESSAGES = {
  title: 'Venmo app (simulated)',
  prompt: 'Approve the payment to switch back to the shop',
  returned: 'Back in the shop without switching back: it checks the app every 250 ms',
  error: 'Simulated Venmo app failure',
} as const;

/** Where the app switch reloads the page (replaced by unit tests). */
export const browser = { reload: () => window.location.reload() };

type ContextStatus = 'CREATED' | 'SCANNED' | 'APPROVED' | 'EXPIRED' | 'FAILED' | 'CANCELED';

/** The original's wallet payment context. */
interface PaymentContext {
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

interface OverlayProps {
  state: OverlayState;
  scan(): void;
  authorize(): void;
  cancel(): void;
}

const ENDED = ['APPROVED', 'EXPIRED', 'FAILED', 'CANCELED'];

const account = (nonce: string, username: string, paymentContextId?: string): PaymentMethod =>
  ({ nonce, type: 'VenmoAccount', details: { username, paymentContextId } });

function Overlay({ state, scan, authorize, cancel }: OverlayProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const status = state.status.value;
  const message = state.message.value;
  // The button in focus may go with a status change: focus moves to the next step's button.
  useLayoutEffect(() => (dialog.current!.querySelector('button') ?? dialog.current!).focus(), [status]);
  return (
    <div className="featherdrop-venmo-sim" data-featherdrop-dialog="" role="dialog" aria-modal="true" aria-labelledby="featherdrop-venmo-sim-title"
      lang="en" dir="ltr" tabIndex={-1} ref={dialog} onKeyDown={(e) => dialogKeys(e, cancel)}>
      <div className="featherdrop-venmo-sim__box">
        <h2 id="featherdrop-venmo-sim-title">Venmo (simulated)</h2>
        <p className="featherdrop-venmo-sim__message">{message}</p>
        {status === 'CREATED' && <div className="featherdrop-venmo-sim__qr" role="img" aria-label="Simulated QR code" />}
        {status === 'CREATED' && <button type="button" data-featherdrop-id="simulator-scan" data-featherdrop-step="approve" onClick={scan}>Scan</button>}
        {status === 'SCANNED' && <button type="button" data-featherdrop-id="simulator-authorize" data-featherdrop-step="approve" onClick={authorize}>Authorize</button>}
        {!ENDED.includes(status!) && <button type="button" data-featherdrop-id="simulator-cancel" onClick={cancel}>Cancel</button>}
      </div>
      {/* The original's screens: the visually hidden alert line screen readers announce. */}
      <div className="featherdrop-venmo-sim__alert" role="alert">{message}</div>
    </div>
  );
}

interface AppProps {
  returned: Signal<boolean>;
  approve(): void;
  cancel(): void;
  back(): void;
}

/** The simulated Venmo app the page "switches" to. */
function AppDialog({ returned, approve, cancel, back }: AppProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const isBack = returned.value;
  useLayoutEffect(() => dialog.current!.querySelector('button')!.focus(), [isBack]);
  const message = isBack ? APP_MESSAGES.returned : APP_MESSAGES.prompt;
  return (
    <div className="featherdrop-venmo-sim" data-featherdrop-dialog="" role="dialog" aria-modal="true" aria-labelledby="featherdrop-venmo-app-title"
      lang="en" dir="ltr" tabIndex={-1} ref={dialog} onKeyDown={(e) => dialogKeys(e, cancel)}>
      <div className="featherdrop-venmo-sim__box">
        <h2 id="featherdrop-venmo-app-title">{APP_MESSAGES.title}</h2>
        <p className="featherdrop-venmo-sim__message">{message}</p>
        <button type="button" data-featherdrop-id="simulator-approve" data-featherdrop-step="approve" onClick={approve}>Approve</button>
        <button type="button" data-featherdrop-id="simulator-cancel" onClick={cancel}>Cancel</button>
        {!isBack && <button type="button" onClick={back}>Return without switching back</button>}
      </div>
      <div className="featherdrop-venmo-sim__alert" role="alert">{message}</div>
    </div>
  );
}

/** The return fragment's parameters, read as braintree-web's venmo does (snake_case keys camel-cased). */
function fragment(): Record<string, string> {
  const params: Record<string, string> = {};
  for (const pair of window.location.hash.slice(1).split('&')) {
    const [key = '', value = ''] = pair.split('=');
    params[decodeURIComponent(key).replace(/\W/g, '').replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] = decodeURIComponent(value);
  }
  return params;
}
const hasResult = () => { const p = fragment(); return !!(p.venmoSuccess || p.venmoError || p.venmoCancel); };

let count = 0;
let nonces = 0;

export const simulatedVenmo = ({ scenario, addStyles }: SimulatorState): VenmoAdapter => {
  addStyles('featherdrop-simulator-venmo', simulatorStyles);
  return { createVenmo: (options) => createVenmo(scenario, options) };
};

async function createVenmo(scenario: Scenario, options: Record<string, unknown>): Promise<VenmoPort> {
  await Promise.resolve();
  const fails = () => !!scenario.failures.venmoTokenize;
  // The original's behaviour: a desktop setup failure falls back to the non-desktop (app switch) flow.
  const desktop = options.allowDesktop === true && !scenario.failures.venmoDesktop;
  const lifetime = desktop ? CONTEXT_LIFETIME : MOBILE_CONTEXT_LIFETIME;
  let tokenizing = false;
  let context: PaymentContext;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let abortActive: (() => void) | undefined;

  /** The payment context the SDK creates on load and refreshes at two thirds of its lifetime. */
  function createContext() {
    const now = Date.now();
    context = { id: `sim_context_${++count}`, merchantId: 'sim_merchant', createdAt: now, expiresAt: now + lifetime, status: 'CREATED' };
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => {
      if (!tokenizing) createContext();
    }, lifetime * REFRESH_AT);
  }
  createContext();

  /** The app's return, read from the URL fragment; the fragment is then cleaned without a reload. */
  function fromFragment(): Promise<PaymentMethod> {
    const p = fragment();
    window.history.replaceState(window.history.state, '', window.location.href.split('#')[0]);
    if (p.venmoSuccess) {
      return Promise.resolve(account(p.paymentMethodNonce!, `@${(p.username ?? '').replace('@', '')}`, p.resourceId));
    }
    return Promise.reject(p.venmoError
      ? venmoError('VENMO_APP_FAILED', 'Venmo app encountered a problem.', 'UNKNOWN', { originalError: { message: p.errorMessage, code: p.errorCode } })
      : venmoError('VENMO_APP_CANCELED', 'Venmo app authorization was canceled.'));
  }

  function tokenize(): Promise<PaymentMethod> {
    if (tokenizing) return Promise.reject(venmoError('VENMO_TOKENIZATION_REQUEST_ACTIVE', 'Another tokenization request is active.', 'MERCHANT'));
    if (hasResult()) return fromFragment();
    tokenizing = true;
    const current = context;
    const element = document.body.appendChild(document.createElement('div'));
    const root = createRoot(element);
    const returnFocus = activeElement() as HTMLElement | null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    return new Promise<PaymentMethod>((resolve, reject) => {
      const close = () => {
        root.unmount();
        element.remove();
      };
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        close();
        abortActive = undefined;
        returnFocus?.focus?.();
        tokenizing = false;
        createContext(); // a used context is never reused
        settle();
      };
      abortActive = () => finish(() => reject(venmoError('VENMO_TOKENIZATION_CANCELED_BY_MERCHANT', 'Venmo tokenization was canceled.', 'MERCHANT')));
      /** The shopper approves from the step that allows it (or `failures.venmoTokenize` fails the context). */
      const approveFrom = (step: ContextStatus) => {
        if (current.status !== step) return false;
        if (fails()) current.status = 'FAILED';
        else Object.assign(current, { status: 'APPROVED', paymentMethodId: String(++nonces), userName: '@venmojoe' });
        return true;
      };

      if (!desktop) {
        const deadline = Date.now() + MOBILE_POLL_LIMIT;
        const returned = signal(false);
        /** The app switches back: the return goes into the fragment and the page reloads. */
        const switchBack = (hash: string) => {
          close();
          window.location.hash = hash;
          browser.reload();
        };
        /** The original's behaviour: manual-return polling every 250 ms, up to 5 minutes. */
        const poll = () => {
          if (Date.now() > deadline) return finish(() => reject(venmoError('VENMO_MOBILE_POLLING_TOKENIZATION_TIMEOUT', 'Customer took too long to authorize Venmo payment.')));
          if (Date.now() >= current.expiresAt && current.status !== 'APPROVED') current.status = 'EXPIRED';
          const status = current.status;
          if (status === 'APPROVED') {
            return finish(() => resolve(account(`sim_venmo_app_${current.paymentMethodId}`, current.userName!, current.id)));
          }
          if (status === 'EXPIRED' || status === 'FAILED' || status === 'CANCELED') {
            return finish(() => reject(venmoError(`VENMO_MOBILE_POLLING_TOKENIZATION_${status}`, `The Venmo authorization is ${status.toLowerCase()}.`, status === 'FAILED' ? 'UNKNOWN' : 'CUSTOMER')));
          }
          timer = setTimeout(poll, MOBILE_POLL_INTERVAL);
        };
        root.render(<AppDialog returned={returned}
          approve={() => {
            if (returned.peek()) {
              approveFrom('CREATED');
              return close();
            }
            if (!approveFrom('CREATED')) return;
            const id = encodeURIComponent(current.id);
            switchBack(current.status === 'FAILED'
              ? `venmoError=1&resource_id=${id}&errorMessage=${encodeURIComponent(APP_MESSAGES.error)}`
              : `venmoSuccess=1&resource_id=${id}&paymentMethodNonce=sim_venmo_app_${current.paymentMethodId}&username=${current.userName!.slice(1)}`);
          }}
          cancel={() => {
            if (current.status === 'CREATED') current.status = 'CANCELED';
            if (returned.peek()) close();
            else switchBack('venmoCancel=1');
          }}
          back={() => {
            returned.value = true;
            poll();
          }} />);
        return;
      }

      const state: OverlayState = { message: signal<string>(MESSAGES.generating), status: signal<ContextStatus | undefined>(undefined) };
      const terminal = (status: ContextStatus) => {
        state.message.value = status === 'CANCELED' ? MESSAGES.CANCELED : MESSAGES.failed;
        timer = setTimeout(() => finish(() => reject(status === 'CANCELED'
          ? venmoError('VENMO_DESKTOP_CANCELED', 'Customer closed Venmo Desktop modal.')
          : venmoError('VENMO_DESKTOP_UNKNOWN_ERROR', 'Something went wrong with the Venmo Desktop flow.', 'UNKNOWN', { reason: status }))), COMPLETION_DELAY);
      };
      /** The original's behaviour: polled every second until expiry, then EXPIRED. */
      const poll = () => {
        if (Date.now() >= current.expiresAt) current.status = 'EXPIRED';
        const status = current.status;
        if (status !== state.status.peek()) {
          state.status.value = status;
          if (status === 'APPROVED') {
            state.message.value = MESSAGES.APPROVED;
            const username = current.userName!;
            timer = setTimeout(() => finish(() => resolve(account(`sim_venmo_${current.paymentMethodId}`, username, current.id))), COMPLETION_DELAY);
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
      root.render(<Overlay state={state}
        scan={() => { if (current.status === 'CREATED') current.status = 'SCANNED'; }}
        authorize={() => approveFrom('SCANNED')}
        cancel={cancel} />);
      timer = setTimeout(poll, POLL_INTERVAL);
    });
  }

  const port: VenmoPort = {
    hasTokenizationResult: hasResult,
    tokenize,
    async teardown() {
      clearTimeout(refreshTimer);
      abortActive?.();
    },
  };
  return port;
}

export default simulatedVenmo;
