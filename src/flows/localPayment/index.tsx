// Every lazily loaded module reaches the shared runtime, so it stays one chunk (src/runtime.ts).
import '../../runtime.js';
import { signal } from '../../runtime.js';
import type { PaymentMethod } from '../../types.js';
import type { FlowContext, FlowInstance, FlowModule } from '../types.js';
import type { LocalPaymentAdapter, LocalPaymentPort } from './port.js';
import { LocalPaymentSheet } from './LocalPaymentSheet.js';
import { localPaymentStrings } from './strings.js';
import styles from './local-payment.css';

/** The shopper closed the method's window or cancelled on its page: nothing to say, the sheet stays as it was. */
export const SILENT_CODES = ['LOCAL_PAYMENT_WINDOW_CLOSED', 'LOCAL_PAYMENT_CANCELED'];

/** braintree-web's popup flow requires an onPaymentStart: without the merchant's, the payment goes on at once. */
const goOn = (_data: unknown, start: () => void) => start();

/** What the sheet passes to startPayment besides braintree-web's own options: the widget's own keys stay out. */
function paymentOptions(options: Record<string, any>, paymentType: string) {
  const { methods, countryCode, merchantAccountId, onPaymentStart = goOn, ...payment } = options;
  return { ...payment, onPaymentStart, paymentType, ...(countryCode && { paymentTypeCountryCode: String(countryCode).toUpperCase() }) };
}

/** braintree-web's payload as the widget's result: `type: 'LocalPayment'`, the payer's details and which method paid. */
const asResult = (payload: PaymentMethod, paymentType: string): PaymentMethod =>
  ({ ...payload, type: 'LocalPayment', details: { ...payload.details, paymentType } });

/**
 * A local payment method (iDEAL, Bancontact, BLIK, EPS, Swish): its sheet says a window opens, and its button
 * opens it through braintree-web's startPayment, from the shopper's click (a popup needs one). The merchant's
 * `onPaymentStart` sees the payment's id first. The result is added as a method; the shopper's own cancel is
 * silent, anything else shows its message (the sheet error's selection rule (src/i18n/sheet-error.ts)) and the sheet stays usable.
 */
const localPayment: FlowModule = {
  async setup(ctx: FlowContext): Promise<FlowInstance> {
    ctx.addStrings('localPayment', localPaymentStrings);
    ctx.addStyles('featherdrop-local-payment', styles);
    const options: Record<string, any> = ctx.options.raw.localPayment ?? {};
    const adapter = await ctx.adapter<LocalPaymentAdapter>();
    const port: LocalPaymentPort = await adapter.createLocalPayment({ merchantAccountId: options.merchantAccountId }, ctx.t(ctx.label));
    const waiting = signal(false);

    function start() {
      if (waiting.peek()) return port.focusWindow();
      waiting.value = true;
      port.startPayment(paymentOptions(options, ctx.id)).then((payload) => {
        ctx.addMethod(asResult(payload, ctx.id));
      }, (error) => {
        if (ctx.signal.aborted || SILENT_CODES.includes((error as { code?: string } | null)?.code!)) return;
        console.error(error);
        ctx.showError(error);
      }).finally(() => {
        waiting.value = false;
      });
    }

    return {
      Sheet: () => <LocalPaymentSheet ctx={ctx} waiting={waiting} start={start} />,
      // Only the sheet's own button opens the method's window (a popup needs the shopper's click).
      tokenize: () => Promise.reject('localPaymentButtonMustBeUsed'),
      teardown: () => port.teardown(),
    };
  },
};

export default localPayment;
