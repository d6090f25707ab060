// A fake braintree-web paypal-checkout instance and PayPal JS SDK, following their documented APIs
// (https://braintree.github.io/braintree-web/current/PayPalCheckout.html,
// https://developer.paypal.com/sdk/js/reference/): `create({ client })` resolves an instance;
// `loadPayPalSDK(options)` adds the script, whose `data-namespace` names the global the SDK defines;
// `paypal.Buttons({ fundingSource, style, createOrder | createBillingAgreement, onApprove, onCancel,
// onError })` has `isEligible()`, `render(container)` and `close()`; `createPayment` resolves an
// order id / billing token; `tokenizePayment(data)` resolves a PayPalAccount payload;
// `paypal.Messages({ amount, currency, placement, style })` has `render(container)` (Pay Later messaging).
import paypalCheckout from 'braintree-web/paypal-checkout';

export class FakeButtons {
  container?: HTMLElement;
  closed = false;
  constructor(readonly config: Record<string, any>, readonly sdk: FakeSdk) {}
  isEligible() {
    return this.sdk.eligible;
  }
  async render(container: HTMLElement) {
    this.container = container;
    container.innerHTML = `<div class="paypal-buttons">${this.config.fundingSource}</div>`;
  }
  async close() {
    this.closed = true;
    if (this.container) this.container.innerHTML = '';
  }
  /** What the SDK does on a click: createOrder / createBillingAgreement, errors go to onError. */
  async start(): Promise<string | undefined> {
    const create = this.config.createOrder ?? this.config.createBillingAgreement;
    try {
      return await create();
    } catch (error) {
      this.config.onError(error);
      return undefined;
    }
  }
}

export class FakeMessages {
  container?: HTMLElement;
  constructor(readonly config: Record<string, any>, readonly sdk: FakeSdk) {}
  async render(container: HTMLElement) {
    if (this.sdk.messagesFail) throw new Error('messages failed');
    this.container = container;
    container.innerHTML = `<iframe title="PayPal Message ${this.config.amount}"></iframe>`;
  }
}

export class FakeSdk {
  FUNDING = { PAYPAL: 'paypal', CREDIT: 'credit', PAYLATER: 'paylater', VENMO: 'venmo' };
  eligible = true;
  messagesFail = false;
  buttons: FakeButtons[] = [];
  messages: FakeMessages[] = [];
  Messages = (config: Record<string, any>) => {
    const m = new FakeMessages(config, this);
    this.messages.push(m);
    return m;
  };
  Buttons = (config: Record<string, any>) => {
    const b = new FakeButtons(config, this);
    this.buttons.push(b);
    return b;
  };
}

export class FakePayPalCheckout {
  sdkCalls: Array<Record<string, any>> = [];
  createPaymentCalls: Array<Record<string, any>> = [];
  tokenizeCalls: Array<Record<string, any>> = [];
  tornDown = false;
  sdk = new FakeSdk();
  constructor(readonly options: { client: unknown }, readonly control: FakePayPalControl) {}
  loadPayPalSDK(options: Record<string, any>) {
    this.sdkCalls.push(options);
    if (this.control.sdk === 'hang') return new Promise(() => {});
    if (this.control.sdk === 'fail') return Promise.reject(Object.assign(new Error('script failed'), { code: 'PAYPAL_SDK_LOAD' }));
    const namespace = options.dataAttributes?.namespace ?? 'paypal';
    (window as any)[namespace] = this.sdk;
    this.sdk.eligible = this.control.eligible;
    return Promise.resolve(this);
  }
  async createPayment(options: Record<string, any>) {
    this.createPaymentCalls.push(options);
    return options.flow === 'vault' ? 'BA-FAKE' : 'EC-FAKE';
  }
  async tokenizePayment(data: Record<string, any>) {
    this.tokenizeCalls.push(data);
    if (this.control.tokenizeFails) {
      throw Object.assign(new Error('Could not tokenize user\'s PayPal account.'), { name: 'BraintreeError', type: 'NETWORK', code: 'PAYPAL_ACCOUNT_TOKENIZATION_FAILED' });
    }
    // What braintree-web's _formatTokenizePayload makes of a 200 whose body is not JSON.
    if (this.control.tokenizeWithoutNonce) return { nonce: undefined, details: {}, type: undefined };
    return { nonce: 'fake-paypal-nonce', type: 'PayPalAccount', details: { email: 'buyer@example.com', payerId: data.payerID } };
  }
  async teardown() {
    this.tornDown = true;
  }
}

export interface FakePayPalControl {
  instances: FakePayPalCheckout[];
  sdk: 'ok' | 'hang' | 'fail';
  eligible: boolean;
  tokenizeFails: boolean;
  /** tokenizePayment resolves a payload without a nonce. */
  tokenizeWithoutNonce: boolean;
}

export function installFakePayPalCheckout(): FakePayPalControl {
  const control: FakePayPalControl = { instances: [], sdk: 'ok', eligible: true, tokenizeFails: false, tokenizeWithoutNonce: false };
  (paypalCheckout as { create: unknown }).create = async (options: { client: unknown }) => {
    const fake = new FakePayPalCheckout(options, control);
    control.instances.push(fake);
    return fake;
  };
  return control;
}
