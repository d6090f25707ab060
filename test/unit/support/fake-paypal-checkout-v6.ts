// A fake braintree-web paypal-checkout-v6 instance, following its documented API
// (https://braintree.github.io/braintree-web/current/PayPalCheckoutV6.html), for PayPal, PayPal Credit and Pay
// Later's unit tests: `create({ client })` resolves an instance; `loadPayPalSDK()` puts PayPal's v6 SDK on
// window.paypal (and its <paypal-message> element); `findEligibleMethods({ currency, amount })` resolves
// `{ paypal, paylater, credit, getDetails }`; `createOneTimePaymentSession`, `createCheckoutWithVaultSession` and
// `createPayLaterSession` throw without amount, currency or onApprove, `createBillingAgreementSession` without onApprove; each returns a session whose `start()` the test then drives through the options' callbacks;
// `createMessages({ currencyCode })` resolves messages whose `fetchContent({ amount, onReady })` hands onReady the
// content; `tokenizePayment(data)` resolves a PayPalAccount payload.
import paypalCheckoutV6 from 'braintree-web/paypal-checkout-v6';

export type SessionKind = 'oneTime' | 'checkoutWithVault' | 'billingAgreement' | 'payLater';

export interface FakeSession {
  kind: SessionKind;
  options: Record<string, any>;
  started: number;
}

export class FakePayPalV6 {
  sdkLoads = 0;
  eligibilityCalls: Array<Record<string, unknown>> = [];
  sessions: FakeSession[] = [];
  messagesCalls: Array<{ options: Record<string, unknown>; amounts: string[] }> = [];
  tokenizeCalls: Array<Record<string, unknown>> = [];
  frameServiceTornDown = false;
  tornDown = false;
  _frameService = { teardown: () => { this.frameServiceTornDown = true; } };
  constructor(readonly options: { client: unknown }, readonly control: FakePayPalControl) {}
  loadPayPalSDK() {
    this.sdkLoads++;
    if (this.control.sdk === 'hang') return new Promise(() => {});
    if (this.control.sdk === 'fail') return Promise.reject(Object.assign(new Error('PayPal V6 SDK script failed to load.'), { code: 'PAYPAL_CHECKOUT_V6_SDK_SCRIPT_LOAD_FAILED' }));
    // braintree-web leaves an SDK already on the page alone.
    if (!(window as any).paypal?.version) (window as any).paypal = { version: '6', createInstance: async () => ({}) };
    const { customElements, HTMLElement } = window as unknown as typeof globalThis;
    if (!customElements.get('paypal-message')) {
      customElements.define('paypal-message', class extends HTMLElement {
        setContent(content: unknown) {
          this.textContent = String(content);
        }
      });
    }
    return Promise.resolve(this);
  }
  async findEligibleMethods(options: Record<string, unknown>) {
    this.eligibilityCalls.push(options);
    const eligible = this.control.eligible;
    return { paypal: eligible, paylater: eligible, credit: eligible, getDetails: (method: string) => (method === 'paylater' ? { productCode: 'PAYLATER', countryCode: 'US' } : undefined) };
  }
  private session(kind: SessionKind, options: Record<string, any>) {
    const needsPayment = kind !== 'billingAgreement';
    if ((needsPayment && (!options.amount || !options.currency)) || !options.onApprove) {
      throw Object.assign(new Error('invalid'), { code: 'PAYPAL_CHECKOUT_V6_INVALID_SESSION_OPTIONS' });
    }
    const session: FakeSession = { kind, options, started: 0 };
    this.sessions.push(session);
    return {
      start: () => {
        session.started++;
        return this.control.order === 'fail'
          ? Promise.reject(Object.assign(new Error('Failed to create PayPal order.'), { code: 'PAYPAL_CHECKOUT_V6_ORDER_CREATION_FAILED' }))
          : Promise.resolve();
      },
    };
  }
  createOneTimePaymentSession(options: Record<string, any>) {
    return this.session('oneTime', options);
  }
  createCheckoutWithVaultSession(options: Record<string, any>) {
    return this.session('checkoutWithVault', options);
  }
  createBillingAgreementSession(options: Record<string, any>) {
    return this.session('billingAgreement', options);
  }
  createPayLaterSession(options: Record<string, any>) {
    return this.session('payLater', options);
  }
  async createMessages(options: Record<string, unknown>) {
    if (this.control.messagesFail) throw Object.assign(new Error('messages failed'), { code: 'PAYPAL_CHECKOUT_V6_MESSAGES_CREATION_FAILED' });
    const call = { options, amounts: [] as string[] };
    this.messagesCalls.push(call);
    return {
      fetchContent: async ({ amount, onReady }: { amount: string; onReady(content: unknown): void }) => {
        call.amounts.push(amount);
        onReady(`Pay Later message for ${amount}`);
      },
    };
  }
  async tokenizePayment(data: Record<string, unknown>) {
    this.tokenizeCalls.push(data);
    if (this.control.tokenize === 'fail') throw Object.assign(new Error('Failed to tokenize PayPal payment.'), { name: 'BraintreeError', type: 'NETWORK', code: 'PAYPAL_CHECKOUT_V6_TOKENIZATION_FAILED' });
    // What braintree-web's _formatTokenizePayload makes of a 200 whose body is not JSON.
    if (this.control.tokenize === 'noNonce') return { nonce: undefined, details: {}, type: undefined };
    return { nonce: 'fake-paypal-nonce', type: 'PayPalAccount', details: { email: 'buyer@example.com', payerId: data.payerId } };
  }
  async teardown() {
    this.tornDown = true;
  }
}

export interface FakePayPalControl {
  instances: FakePayPalV6[];
  sdk: 'ok' | 'hang' | 'fail';
  eligible: boolean;
  order: 'ok' | 'fail';
  messagesFail: boolean;
  /** tokenizePayment resolves an account, rejects, or resolves a payload without a nonce. */
  tokenize: 'ok' | 'fail' | 'noNonce';
}

const WELL = { sdk: 'ok', eligible: true, order: 'ok', messagesFail: false, tokenize: 'ok' } as const;

/** Each test starts with the fake answering well and no SDK on the page. */
export function resetFakePayPal(control: FakePayPalControl) {
  Object.assign(control, WELL);
  delete (window as any).paypal;
}

export function installFakePayPalCheckout(): FakePayPalControl {
  const control: FakePayPalControl = { instances: [], ...WELL };
  (paypalCheckoutV6 as { create: unknown }).create = async (options: { client: unknown }) => {
    const fake = new FakePayPalV6(options, control);
    control.instances.push(fake);
    return fake;
  };
  return control;
}
