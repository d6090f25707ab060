import { createElement, signal } from '../../runtime.js';
import type { PayPalAdapter, PayPalButtonsConfig, PayPalMessagesConfig, PayPalPort } from './port.js';
import { paypalLocale } from './paypal-locale.js';
import type { PaymentMethod } from '../../types.js';
import type { FlowInstance, FlowModule } from '../types.js';
import { PayPalSheet, type PayPalFlow } from './PayPalSheet.js';
import { PAYPAL_SETUP_TIMEOUT } from './timings.js';
import { paypalStrings } from './strings.js';
import walletStyles from '../../styles/wallets.css';
import paypalStyles from './paypal.css';

export const CONNECT_ERROR = 'There was an error connecting to PayPal.';

/** The original's behaviour: one vault-initiated checkout at a time, across the paypal and paypalCredit sheets. */
let vaultCheckoutActive = false;

function connectError(cause?: unknown) {
  return Object.assign(new Error(CONNECT_ERROR, { cause }), { type: 'NETWORK', code: 'PAYPAL_FLOW_FAILED' });
}

/** Rejects after the setup timeout; a setup that settles late is torn down. The timer ends with the widget. */
function withTimeout(promise: Promise<PayPalPort>, signal: AbortSignal): Promise<PayPalPort> {
  let timer: ReturnType<typeof setTimeout>;
  const stop = () => clearTimeout(timer);
  signal.addEventListener('abort', stop);
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      promise.then((late) => late.teardown(), () => {});
      reject(connectError());
    }, PAYPAL_SETUP_TIMEOUT);
  });
  return Promise.race([promise, timeout]).finally(() => {
    stop();
    signal.removeEventListener('abort', stop);
  });
}

/** Query parameters without the ones the merchant left out (no `currency=undefined`). */
const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

const paypal: FlowModule = {
  async setup(ctx): Promise<FlowInstance> {
    ctx.addStrings('paypal', paypalStrings);
    ctx.addStyles('featherdrop-wallets', walletStyles);
    ctx.addStyles('featherdrop-paypal', paypalStyles);
    const credit = ctx.id === 'paypalCredit';
    const options: Record<string, any> = ctx.flowOptions;
    const vaultFlow = () => options.flow === 'vault';
    const locale = paypalLocale(ctx.options.raw.locale);
    let port: PayPalPort;
    try {
      port = await withTimeout(ctx.adapter<PayPalAdapter>().then((adapter) => adapter.createPayPal({
        namespace: `featherdrop_${ctx.id}`,
        sdk: defined({
          components: 'buttons,messages',
          currency: options.currency,
          vault: vaultFlow(),
          intent: options.intent ?? (vaultFlow() ? 'tokenize' : 'authorize'),
          commit: options.commit,
          locale,
          'enable-funding': credit ? 'credit,paylater' : undefined,
        }),
      })), ctx.signal);
    } catch (cause) {
      throw cause instanceof Error && cause.message === CONNECT_ERROR ? cause : connectError(cause);
    }

    let mine = false;
    let refused = false;
    const finish = () => {
      if (mine) vaultCheckoutActive = false;
      mine = false;
    };

    const config = (): PayPalButtonsConfig => ({
      fundingSource: credit ? 'credit' : 'paypal',
      vault: vaultFlow(),
      style: options.buttonStyle,
      async createPayment() {
        const vault = vaultFlow();
        if (vault && vaultCheckoutActive) {
          refused = true;
          ctx.showError('paypalTokenizationRequestActiveError');
          throw Object.assign(new Error('PayPal payment authorization is already in progress.'), { code: 'PAYPAL_TOKENIZATION_REQUEST_ACTIVE' });
        }
        if (vault) vaultCheckoutActive = mine = true;
        const { buttonStyle, messageStyle, commit, vault: _vault, logLevel, ...payment } = options;
        try {
          return await port.createPayment({ ...payment, ...(locale && { locale }), ...(credit && { offerCredit: true }) });
        } catch (error) {
          finish();
          throw error;
        }
      },
      async onApprove(data) {
        const vaulted = vaultFlow() && !ctx.guest && options.vault?.vaultPayPal !== false;
        let method: PaymentMethod;
        try {
          method = await port.tokenizePayment({ ...data, vault: vaulted });
        } catch (error) {
          console.error(error);
          ctx.showError('paypalAccountTokenizationFailedError');
          return;
        } finally {
          finish();
        }
        ctx.addMethod(vaulted ? { ...method, vaulted: true } : method);
      },
      onCancel: finish,
      onError(error) {
        finish();
        if (refused) {
          refused = false;
          return;
        }
        console.error(error);
        ctx.showError('paypalFlowFailedError');
      },
    });

    const probe = port.buttons(config());
    if (!probe.isEligible()) {
      await port.teardown().catch(() => {});
      throw connectError(new Error(`PayPal ${credit ? 'Credit ' : ''}is not eligible.`));
    }
    const version = signal(0);
    const flow: PayPalFlow = {
      ctx,
      credit,
      version,
      buttons: () => port.buttons(config()),
      // featherdrop addition (not a Drop-in option): `messageStyle` on the paypal / paypalCredit options is
      // passed as the PayPal SDK Messages `style` (https://developer.paypal.com/sdk/js/reference/), like buttonStyle for Buttons.
      messages: () => (options.amount == null || options.amount === '' ? undefined
        : defined<PayPalMessagesConfig>({ amount: options.amount, currency: options.currency, style: options.messageStyle })),
      renderMessages: (c, container) => Promise.resolve().then(() => port.messages(c).render(container)),
    };
    return {
      Sheet: () => createElement(PayPalSheet, { flow }),
      // The error catalogue, docs/errors.md: the sheet cannot be submitted through requestPaymentMethod; its own button must be used.
      tokenize: () => Promise.reject('paypalButtonMustBeUsed'),
      updateConfiguration(key, value) {
        options[key] = value;
        version.value++;
      },
      async teardown() {
        finish();
        await port.teardown();
      },
    };
  },
};

export default paypal;
