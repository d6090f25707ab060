import { useLayoutEffect, useMemo, useRef } from 'react';
import { activeElement, createRoot, signal } from '../../runtime.js';
import type { PaymentMethod } from '../../types.js';
import { tick, type SimulatorState } from '../../gateway/simulator/simulator-state.js';
import { simulatorTexts, type SimulatorText } from '../../gateway/simulator/texts.js';
import type { LocalPaymentAdapter, LocalPaymentPort } from './port.js';
import simulatorStyles from './simulator.css';
import ownTexts from './simulator-texts.json';

/** braintree-web's startPayment requires these (local-payment/external/constants.js). */
const REQUIRED = ['givenName', 'surname', 'currencyCode', 'paymentType', 'amount', 'fallback'];
/** The BLIK code the simulated bank declines (docs/simulator.md, "Local payment methods"). */
export const DECLINED_BLIK_CODE = '000000';

/** braintree-web's local-payment errors (local-payment/shared/errors.js), with their types. */
const lpError = (code: string, type: string, message: string) => Object.assign(new Error(message), { name: 'BraintreeError', type, code });
const closed = () => lpError('LOCAL_PAYMENT_WINDOW_CLOSED', 'CUSTOMER', 'Customer closed Local Payment window before authorizing.');
const failed = () => lpError('LOCAL_PAYMENT_START_PAYMENT_FAILED', 'NETWORK', 'LocalPayment startPayment failed.');

type PageProps = { texts: SimulatorText; name: string; blik: boolean; started: Promise<void>; amount: string; payer: string; approve(code?: string): void; fail(): void; cancel(): void };

/**
 * The method's page (its window, in the page): Approve, Fail and Cancel; BLIK asks its 6-digit code first. Until
 * the merchant's onPaymentStart lets the payment go on, it shows the test-mode line only (braintree-web keeps
 * its window on the loading page then). Escape cancels; Tab stays inside.
 */
function BankPage({ texts, name, blik, started, amount, payer, approve, fail, cancel }: PageProps) {
  // Signals, not useState: the widget's shared runtime carries only the hooks the shipped views use.
  const page = useMemo(() => ({ ready: signal(false), code: signal(''), invalid: signal(false) }), []);
  const ready = page.ready.value;
  const code = page.code.value;
  const invalid = page.invalid.value;
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => root.current?.querySelector<HTMLElement>('input, button')?.focus(), [ready]);
  useLayoutEffect(() => {
    started.then(() => { page.ready.value = true; }, () => {});
  }, []);
  const submit = () => {
    if (blik && !/^\d{6}$/.test(code)) {
      page.invalid.value = true;
      return;
    }
    approve(blik ? code : undefined);
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return cancel();
    if (event.key !== 'Tab') return;
    const focusable = [...root.current!.querySelectorAll<HTMLElement>('input, button')];
    const edge = focusable[event.shiftKey ? 0 : focusable.length - 1];
    if (activeElement() === edge) {
      event.preventDefault();
      focusable[event.shiftKey ? focusable.length - 1 : 0].focus();
    }
  };
  return (
    <div className="featherdrop-local-payment-sim" data-featherdrop-dialog="" lang={texts.lang} dir={texts.dir}>
      <div ref={root} role="dialog" aria-modal="true" aria-labelledby="featherdrop-local-payment-sim-title" onKeyDown={keys}>
        <h2 id="featherdrop-local-payment-sim-title">{texts.text('simulated', { name })}</h2>
        <p>{texts.text('testMode')}</p>
        {ready && <>
          <p>{texts.text('payWithMethod', { amount, method: name })}</p>
          <p>{texts.text('payer', { name: payer })}</p>
          {blik && <>
            <label htmlFor="featherdrop-local-payment-sim-code">{texts.text('blikCode')}</label>
            <span id="featherdrop-local-payment-sim-hint" data-featherdrop-id="simulator-blik-hint">{texts.text('blikHint')}</span>
            <input id="featherdrop-local-payment-sim-code" data-featherdrop-id="simulator-blik-code" inputMode="numeric" autoComplete="one-time-code" maxLength={6}
              aria-describedby="featherdrop-local-payment-sim-hint featherdrop-local-payment-sim-error" aria-invalid={invalid || undefined} value={code}
              onInput={(e) => { page.code.value = (e.target as HTMLInputElement).value.replace(/\D/g, ''); page.invalid.value = false; }}
              onKeyDown={(e) => e.key === 'Enter' && submit()} />
            <span id="featherdrop-local-payment-sim-error" role="alert">{invalid ? texts.text('blikInvalid') : ''}</span>
          </>}
        </>}
        <div className="featherdrop-local-payment-sim__buttons">
          {ready && <button type="button" data-featherdrop-id="simulator-approve" data-featherdrop-step="approve" onClick={submit}>{texts.text('approve')}</button>}
          {ready && <button type="button" data-featherdrop-id="simulator-fail" onClick={fail}>{texts.text('fail')}</button>}
          <button type="button" data-featherdrop-id="simulator-cancel" onClick={cancel}>{texts.text('cancel')}</button>
        </div>
      </div>
    </div>
  );
}

let payments = 0;

/**
 * The simulated local-payment module: startPayment checks braintree-web's required options, "opens the window"
 * (the bank page above, at the end of the page, focus inside), gives `onPaymentStart` the payment's id and a
 * `start` to go on (without one it goes on at once), then settles as the shopper chooses: Approve resolves
 * braintree-web's payload (the payer's details from the options), Fail rejects LOCAL_PAYMENT_START_PAYMENT_FAILED,
 * Cancel or Escape LOCAL_PAYMENT_WINDOW_CLOSED; BLIK's code 000000 is declined (failed). Focus returns to where
 * it was when the page closes.
 */
export default (state: SimulatorState): LocalPaymentAdapter => ({
  async createLocalPayment(_options, name) {
    await tick();
    const release = state.addStyles('featherdrop-local-payment-sim', simulatorStyles);
    let open: { close(): void } | undefined;
    const port: LocalPaymentPort = {
      startPayment(options) {
        const missing = REQUIRED.find((key) => options[key] == null);
        if (missing) return Promise.reject(Object.assign(lpError('LOCAL_PAYMENT_START_PAYMENT_MISSING_REQUIRED_OPTION', 'MERCHANT', 'Missing required option for startPayment.'), { details: `Missing required '${missing}' option.` }));
        if (open) return Promise.reject(lpError('LOCAL_PAYMENT_ALREADY_IN_PROGRESS', 'MERCHANT', 'LocalPayment payment is already in progress.'));
        const type = String(options.paymentType).toLowerCase();
        const paymentId = `SIMPAY-${type.toUpperCase()}-${++payments}`;
        const texts = simulatorTexts(state.locale, ownTexts);
        return new Promise<PaymentMethod>((resolve, reject) => {
          const element = document.body.appendChild(document.createElement('div'));
          const returnFocus = activeElement() as HTMLElement | null;
          const root = createRoot(element);
          const close = () => {
            if (!open) return;
            open = undefined;
            root.unmount();
            element.remove();
            returnFocus?.focus?.();
          };
          open = { close };
          let go!: () => void;
          const started = new Promise<void>((resolve) => { go = resolve; });
          const onPaymentStart = options.onPaymentStart as ((data: { paymentId: string }, start: () => void) => unknown) | undefined;
          tick().then(() => (onPaymentStart ? onPaymentStart({ paymentId }, go) : go()));
          const settle = (outcome: () => void) => () => { close(); tick().then(outcome); };
          const approve = (code?: string) => settle(() => (code === DECLINED_BLIK_CODE ? reject(failed()) : resolve(payload(options, type, paymentId))))();
          root.render(<BankPage texts={texts} name={name} blik={type === 'blik'} started={started} payer={`${options.givenName} ${options.surname}`}
            amount={texts.money(options.amount, String(options.currencyCode))} approve={approve} fail={settle(() => reject(failed()))} cancel={settle(() => reject(closed()))} />);
        });
      },
      focusWindow: () => document.querySelector<HTMLElement>('.featherdrop-local-payment-sim input, .featherdrop-local-payment-sim button')?.focus(),
      async teardown() {
        open?.close();
        release();
      },
    };
    return port;
  },
});

/** braintree-web's payload (_formatTokenizePayload): the nonce, the type, the payer's details and the correlation id. */
function payload(options: Record<string, any>, type: string, paymentId: string): PaymentMethod {
  const country = options.paymentTypeCountryCode ?? options.address?.countryCode;
  return {
    nonce: `sim_local_payment_${type}_${paymentId.split('-').pop()}`,
    type: 'PayPalAccount',
    details: {
      email: options.email ?? 'shopper@example.com',
      firstName: options.givenName,
      lastName: options.surname,
      payerId: `SIMPAYER${type.toUpperCase()}`,
      ...(country && { countryCode: country }),
    },
    correlationId: paymentId,
  } as PaymentMethod;
}
