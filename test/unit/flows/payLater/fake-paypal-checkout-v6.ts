// A fake braintree-web paypal-checkout-v6 instance, following its documented API
// (https://braintree.github.io/braintree-web/current/PayPalCheckoutV6.html): `create({ client })` resolves an
// instance; `loadPayPalSDK()` puts PayPal's v6 SDK on window.paypal; `findEligibleMethods({ currency, amount })`
// resolves `{ paypal, paylater, credit, getDetails }`; `createPayLaterSession(options)` throws on missing
// amount, currency or onApprove and returns a session whose `start()` the test then drives through the options'
// callbacks; `tokenizePayment(data)` resolves a PayPalAccount payload.
import paypalCheckoutV6 from 'braintree-web/paypal-checkout-v6';

export class FakeV6 {
  sdkLoads = 0;
  eligibilityCalls: Array<Record<string, unknown>> = [];
  sessions: Array<{ options: Record<string, any>; started: number }> = [];
  tokenizeCalls: Array<Record<string, unknown>> = [];
  frameServiceTornDown = false;
  tornDown = false;
  _frameService = { teardown: () => { this.frameServiceTornDown = true; } };
  constructor(readonly options: { client: unknown }, readonly control: FakeV6Control) {}
  async loadPayPalSDK() {
    this.sdkLoads++;
    if (this.control.sdk === 'fail') throw Object.assign(new Error('PayPal V6 SDK script failed to load.'), { code: 'PAYPAL_CHECKOUT_V6_SDK_SCRIPT_LOAD_FAILED' });
    // braintree-web leaves an SDK already on the page alone.
    if (!(window as any).paypal?.version) (window as any).paypal = { version: '6', createInstance: async () => ({}) };
    return this;
  }
  async findEligibleMethods(options: Record<string, unknown>) {
    this.eligibilityCalls.push(options);
    const paylater = this.control.eligible;
    return { paypal: true, paylater, credit: false, getDetails: (method: string) => (method === 'paylater' ? { productCode: 'PAYLATER', countryCode: 'US' } : undefined) };
  }
  createPayLaterSession(options: Record<string, any>) {
    if (!options.amount || !options.currency || !options.onApprove) throw Object.assign(new Error('invalid'), { code: 'PAYPAL_CHECKOUT_V6_INVALID_SESSION_OPTIONS' });
    const session = { options, started: 0 };
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
  async tokenizePayment(data: Record<string, unknown>) {
    this.tokenizeCalls.push(data);
    if (this.control.tokenize === 'fail') throw Object.assign(new Error('Failed to tokenize PayPal payment.'), { code: 'PAYPAL_CHECKOUT_V6_TOKENIZATION_FAILED' });
    if (this.control.tokenize === 'noNonce') return { nonce: undefined, details: {}, type: undefined };
    return { nonce: 'fake-paylater-nonce', type: 'PayPalAccount', details: { email: 'buyer@example.com', payerId: data.payerId } };
  }
  async teardown() {
    this.tornDown = true;
  }
}

export interface FakeV6Control {
  instances: FakeV6[];
  sdk: 'ok' | 'fail';
  eligible: boolean;
  order: 'ok' | 'fail';
  tokenize: 'ok' | 'fail' | 'noNonce';
}

export function installFakeV6(): FakeV6Control {
  const control: FakeV6Control = { instances: [], sdk: 'ok', eligible: true, order: 'ok', tokenize: 'ok' };
  (paypalCheckoutV6 as { create: unknown }).create = async (options: { client: unknown }) => {
    const fake = new FakeV6(options, control);
    control.instances.push(fake);
    return fake;
  };
  return control;
}
