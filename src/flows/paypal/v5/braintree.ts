import '../../../gateway/braintree/sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import paypalCheckout from 'braintree-web/paypal-checkout';
import type { PaymentMethod } from '../../../types.js';
import type { PayPalCallbacks, PayPalCheck, PayPalPort, PayPalSessionKind } from '../port.js';

/** The part of braintree-web's PayPalCheckout (v5) instance PayPal and PayPal Credit use. */
interface PayPalCheckoutInstance {
  loadPayPalSDK(options: Record<string, unknown>): Promise<unknown>;
  createPayment(options: Record<string, unknown>): Promise<string>;
  tokenizePayment(data: Record<string, unknown>): Promise<PaymentMethod>;
  teardown(): Promise<void>;
}

/** What a click started (the port's `start`), for the SDK's callbacks that follow it. */
interface Started {
  kind: PayPalSessionKind;
  payment: Record<string, unknown>;
  callbacks: PayPalCallbacks;
}

/** Query parameters without the ones the merchant left out (no `commit=undefined`). */
const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/**
 * PayPal and PayPal Credit on braintree-web's `paypal-checkout` and PayPal's JS SDK v5 (www.paypal.com/sdk/js), as
 * the port v6 shaped: the path for a tokenization key, which paypal-checkout-v6 refuses, or `sdkVersion: 5`
 * (docs/options.md). The SDK loads under a namespace of its own (`data-namespace`), so a `window.paypal` of the
 * page is neither replaced nor used; it goes with the widget. The button is the SDK's (`Buttons`): its click asks
 * for the order or billing agreement (createOrder / createBillingAgreement), which runs the flow's click handler
 * first: only a payment it started is created. The merchant's options are read live (`check.options`): the
 * button's and message's `buttonStyle` and `messageStyle` as the SDK takes them.
 */
export async function createPayPal(client: unknown, { credit, vault, currency, locale, options = {} }: PayPalCheck): Promise<PayPalPort | undefined> {
  const namespace = `featherdrop_${credit ? 'paypalCredit' : 'paypal'}`;
  const instance = (await paypalCheckout.create({ client })) as PayPalCheckoutInstance;
  const teardown = async () => {
    delete (window as Record<string, any>)[namespace];
    await instance.teardown();
  };
  let paypal: Record<string, any>;
  try {
    await instance.loadPayPalSDK(defined({
      components: 'buttons,messages',
      currency,
      vault,
      intent: options.intent ?? (vault ? 'tokenize' : 'authorize'),
      commit: options.commit,
      locale,
      'enable-funding': credit ? 'credit,paylater' : undefined,
      dataAttributes: { namespace },
    }));
    paypal = (window as Record<string, any>)[namespace];
  } catch (error) {
    await teardown().catch(() => {});
    throw error;
  }
  const fundingSource = credit ? paypal.FUNDING.CREDIT : paypal.FUNDING.PAYPAL;
  if (!paypal.Buttons({ fundingSource }).isEligible()) {
    await teardown();
    return undefined;
  }

  let started: Started | undefined;
  /** The flow refused the last click (one session at a time, one vault checkout): the SDK's onError for it says nothing. */
  let refused = false;
  return {
    renderButton(container, _look, onClick) {
      const vaultFlow = options.flow === 'vault';
      const buttons = paypal.Buttons({
        fundingSource,
        style: options.buttonStyle,
        [vaultFlow ? 'createBillingAgreement' : 'createOrder']: () => {
          const before = started;
          onClick(); // calls `start` below, unless the flow refuses
          refused = started === before;
          if (refused) return Promise.reject(new Error('PayPal payment authorization is already in progress.'));
          return instance.createPayment({ ...started!.payment, flow: started!.kind === 'billingAgreement' ? 'vault' : 'checkout', ...(credit && { offerCredit: true }) });
        },
        onApprove: (data: Record<string, unknown>) => started?.callbacks.onApprove(data),
        onCancel: () => started?.callbacks.onCancel(),
        onError(error: unknown) {
          if (!refused) started?.callbacks.onError(error);
          refused = false;
        },
      });
      buttons.render(container).catch((error: unknown) => console.error(error));
      return () => {
        buttons.close().catch(() => {});
      };
    },
    start(kind, payment, callbacks) {
      started = { kind, payment, callbacks };
    },
    // https://developer.paypal.com/sdk/js/reference/ — Messages(options).render(container) resolves once shown.
    renderMessages: ({ amount, currency: messageCurrency }, container) => Promise.resolve()
      .then(() => paypal.Messages(defined({ amount, currency: messageCurrency, style: options.messageStyle, placement: 'payment' })).render(container)),
    // braintree-web reads a 200 it cannot parse as an account without a nonce; that is a failed tokenization.
    tokenizePayment: (data) => instance.tokenizePayment(data).then((method) => {
      if (!method?.nonce) throw Object.assign(new Error("Could not tokenize user's PayPal account."), { name: 'BraintreeError', type: 'NETWORK', code: 'PAYPAL_ACCOUNT_TOKENIZATION_FAILED' });
      return method;
    }),
    teardown,
  };
}
