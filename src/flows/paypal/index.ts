import { createElement, signal } from '../../runtime.js';
import type { PayPalAdapter, PayPalMessagesConfig, PayPalPort, PayPalSessionKind } from './port.js';
import { paypalLocale } from './paypal-locale.js';
import { approvalSession, CONNECT_ERROR, connectError } from '../approval-session.js';
import type { FlowInstance, FlowModule } from '../types.js';
import { PayPalSheet, type PayPalFlow } from './PayPalSheet.js';
import { buttonLook, messageAttributes } from './looks.js';
import { PAYPAL_SETUP_TIMEOUT } from './timings.js';
import { paypalStrings } from './strings.js';
import { checkSdkVersion } from './v5/check.js';
import walletStyles from '../../styles/wallets.css';
import paypalStyles from './paypal.css';

export { CONNECT_ERROR } from '../approval-session.js';

/** The original's behaviour: one vault-initiated checkout at a time, across the paypal and paypalCredit sheets. */
let vaultCheckoutActive = false;

/** Rejects after the setup timeout; a setup that settles late is torn down. The timer ends with the widget. */
function withTimeout<T extends PayPalPort | undefined>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const stop = () => clearTimeout(timer);
  signal.addEventListener('abort', stop);
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      promise.then((late) => late?.teardown(), () => {});
      reject(connectError());
    }, PAYPAL_SETUP_TIMEOUT);
  });
  return Promise.race([promise, timeout]).finally(() => {
    stop();
    signal.removeEventListener('abort', stop);
  });
}

/** The merchant's options without those that are not the payment's (the button's and message's looks, the SDK's). */
function payment(options: Record<string, any>, locale: string | undefined): Record<string, unknown> {
  const { buttonStyle, messageStyle, vault, logLevel, flow, vaultInitiatedCheckout, ...rest } = options;
  if (flow === 'vault') return { ...rest, ...(locale && { locale }) };
  // The original's defaults for a one-time payment: authorize, in USD.
  return { ...rest, intent: rest.intent ?? 'authorize', currency: rest.currency ?? 'USD', ...(locale && { locale }) };
}

function sessionKind(options: Record<string, any>): PayPalSessionKind {
  if (options.flow === 'vault') return 'billingAgreement';
  return options.requestBillingAgreement ? 'checkoutWithVault' : 'oneTime';
}

const paypal: FlowModule = {
  async setup(ctx): Promise<FlowInstance> {
    ctx.addStrings('paypal', paypalStrings);
    ctx.addStyles('featherdrop-wallets', walletStyles);
    ctx.addStyles('featherdrop-paypal', paypalStyles);
    const credit = ctx.id === 'paypalCredit';
    const options: Record<string, any> = ctx.flowOptions;
    const vaultFlow = () => options.flow === 'vault';
    const locale = paypalLocale(ctx.options.raw.locale);
    checkSdkVersion(ctx.id, options.sdkVersion);
    // One-click repeat is its own chunk, fetched only by a merchant who asks for it.
    const repeat = options.vaultInitiatedCheckout != null && await import('./vault-initiated/repeat.js');
    if (repeat) repeat.checkRepeat(ctx.id, options);
    let port: PayPalPort | undefined;
    try {
      port = await withTimeout(ctx.adapter<PayPalAdapter>().then((adapter) => adapter.createPayPal({
        credit,
        vault: vaultFlow(),
        currency: options.currency,
        amount: options.amount == null ? undefined : String(options.amount),
        options,
        locale,
      })), ctx.signal);
    } catch (cause) {
      throw cause instanceof Error && cause.message === CONNECT_ERROR ? cause : connectError(cause);
    }
    if (!port) throw connectError(new Error(`PayPal ${credit ? 'Credit ' : ''}is not eligible.`));
    const ready = port;

    let active = false;
    let mine = false;
    const finish = () => {
      if (mine) vaultCheckoutActive = false;
      mine = false;
      active = false;
    };
    const start = () => {
      if (active) return;
      const vault = vaultFlow();
      if (vault && vaultCheckoutActive) {
        ctx.showError('paypalTokenizationRequestActiveError');
        return;
      }
      active = true;
      if (vault) vaultCheckoutActive = mine = true;
      ctx.showError(null);
      const vaulted = vault && !ctx.guest && options.vault?.vaultPayPal !== false;
      ready.start(sessionKind(options), payment(options, locale), approvalSession(ctx, async (data) => {
        const method = await ready.tokenizePayment(data.billingToken ? { ...data, vault: vaulted } : data);
        return vaulted ? { ...method, vaulted: true } : method;
      }, 'paypalAccountTokenizationFailedError', 'paypalFlowFailedError', finish));
    };

    const version = signal(0);
    const flow: PayPalFlow = {
      credit,
      version,
      renderButton: (container) => ready.renderButton(container, buttonLook(options.buttonStyle), start),
      messages: (): PayPalMessagesConfig | undefined => (options.amount == null || options.amount === '' ? undefined
        : { amount: options.amount, currency: options.currency, attributes: messageAttributes(options.messageStyle) }),
      renderMessages: (c, container) => Promise.resolve().then(() => ready.renderMessages(c, container)),
    };
    return {
      Sheet: () => createElement(PayPalSheet, { flow }),
      // The error catalogue, docs/errors.md: the sheet cannot be submitted through requestPaymentMethod; its own button must be used.
      tokenize: () => Promise.reject('paypalButtonMustBeUsed'),
      repeat: repeat ? repeat.oneClickRepeat(ctx, options, ready, () => payment(options, locale)) : undefined,
      updateConfiguration(key, value) {
        options[key] = value;
        version.value++;
      },
      async teardown() {
        finish();
        await ready.teardown();
      },
    };
  },
};

export default paypal;
