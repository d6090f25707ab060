import './sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import paypalCheckoutV6 from 'braintree-web/paypal-checkout-v6';
import type { PaymentMethod } from '../../types.js';

export type PayPalV6Session = { start(presentation?: Record<string, unknown>): Promise<unknown> };
/** findEligibleMethods' answer: which of the methods PayPal offers this shopper, and the details of one. */
type Eligibility = { paypal?: boolean; credit?: boolean; paylater?: boolean; getDetails?(method: string): Record<string, unknown> | undefined };

/** The part of braintree-web's PayPalCheckoutV6 instance featherdrop's PayPal, PayPal Credit and Pay Later use. */
export interface PayPalCheckoutV6Instance {
  loadPayPalSDK(options?: Record<string, unknown>): Promise<unknown>;
  findEligibleMethods(options: { currency: string; amount?: string }): Promise<Eligibility>;
  createOneTimePaymentSession(options: Record<string, unknown>): PayPalV6Session;
  createCheckoutWithVaultSession(options: Record<string, unknown>): PayPalV6Session;
  createBillingAgreementSession(options: Record<string, unknown>): PayPalV6Session;
  createPayLaterSession(options: Record<string, unknown>): PayPalV6Session;
  createMessages(options: Record<string, unknown>): Promise<{ fetchContent(options: Record<string, unknown>): Promise<unknown> }>;
  tokenizePayment(data: Record<string, unknown>): Promise<PaymentMethod>;
  startVaultInitiatedCheckout(options: Record<string, unknown>): Promise<PaymentMethod>;
  teardown(): Promise<void>;
  /** braintree-web's popup frame service, which its teardown leaves in the page. */
  _frameService?: { teardown(): void };
}

/** One paypal-checkout-v6 instance with PayPal's v6 SDK loaded, and what every slice on it does the same way. */
export interface PayPalV6 {
  instance: PayPalCheckoutV6Instance;
  /** Puts PayPal's button (the SDK's web component `tag`, `dress`ed) in the container; returns its removal. */
  renderButton(container: HTMLElement, tag: string, dress: (button: HTMLElement) => void, onClick: () => void): () => void;
  /** Creates and starts a session in the caller's task (a click's: PayPal's window is a popup); any failure is `onError`'s. */
  start(create: () => PayPalV6Session, onError: (error: unknown) => void): void;
  tokenizePayment(data: Record<string, unknown>): Promise<PaymentMethod>;
  teardown(): Promise<void>;
}

/**
 * Creates the instance on the page's client and loads PayPal's v6 SDK (www.paypal.com/web-sdk/v6/core) as
 * `window.paypal`, which braintree-web has no namespace for; the global goes with the widget when the widget
 * brought it. braintree-web's teardown leaves its frame service (an iframe) behind, so teardown ends it too.
 * `prepare` asks eligibility and the like: false (not eligible) or a throw tears the instance down.
 */
export async function payPalV6(client: unknown, prepare: (instance: PayPalCheckoutV6Instance) => Promise<boolean>): Promise<PayPalV6 | undefined> {
  const hadPayPal = 'paypal' in window;
  const instance = (await paypalCheckoutV6.create({ client })) as PayPalCheckoutV6Instance;
  const teardown = async () => {
    if (!hadPayPal) delete (window as { paypal?: unknown }).paypal;
    instance._frameService?.teardown();
    await instance.teardown();
  };
  try {
    await instance.loadPayPalSDK();
    if (!(await prepare(instance))) {
      await teardown();
      return undefined;
    }
  } catch (error) {
    await teardown().catch(() => {});
    throw error;
  }
  return {
    instance,
    renderButton(container, tag, dress, onClick) {
      const button = document.createElement(tag);
      dress(button);
      button.addEventListener('click', onClick);
      container.append(button);
      return () => button.remove();
    },
    start(create, onError) {
      try {
        create().start().catch(onError);
      } catch (error) {
        onError(error); // braintree-web refuses options it cannot send synchronously
      }
    },
    // braintree-web reads a 200 it cannot parse as an account without a nonce; that is a failed tokenization.
    tokenizePayment: (data) => instance.tokenizePayment(data).then((method) => {
      if (!method?.nonce) throw Object.assign(new Error("Could not tokenize user's PayPal account."), { name: 'BraintreeError', type: 'NETWORK', code: 'PAYPAL_CHECKOUT_V6_TOKENIZATION_FAILED' });
      return method;
    }),
    teardown,
  };
}
