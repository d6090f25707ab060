// A fake braintree-web paypal-checkout (v5) instance and PayPal's JS SDK v5, following their documented APIs
// (https://braintree.github.io/braintree-web/current/PayPalCheckout.html, https://developer.paypal.com/sdk/js/reference/):
// `create({ client })` resolves an instance; `loadPayPalSDK(options)` puts the SDK on `window[dataAttributes.namespace]`
// (else `window.paypal`) with FUNDING, Buttons and Messages; a rendered button's click calls createOrder (or
// createBillingAgreement), whose token the test then approves or cancels through the Buttons' callbacks;
// `createPayment(options)` resolves a token; `tokenizePayment(data)` resolves a PayPalAccount payload.
import paypalCheckout from 'braintree-web/paypal-checkout';

export interface FakeButtons {
  config: Record<string, any>;
  /** What the click's createOrder / createBillingAgreement settled with. */
  created?: Promise<unknown>;
  closed: boolean;
}

export class FakePayPalV5 {
  sdkOptions: Array<Record<string, any>> = [];
  payments: Array<Record<string, any>> = [];
  tokenizeCalls: Array<Record<string, unknown>> = [];
  buttons: FakeButtons[] = [];
  messages: Array<Record<string, unknown>> = [];
  tornDown = false;
  constructor(readonly options: { client: unknown }, readonly control: FakePayPalV5Control) {}
  async loadPayPalSDK(options: Record<string, any>) {
    this.sdkOptions.push(options);
    const name = options.dataAttributes?.namespace ?? 'paypal';
    const fake = this;
    (window as any)[name] = {
      FUNDING: { PAYPAL: 'paypal', CREDIT: 'credit' },
      Buttons(config: Record<string, any>) {
        const record: FakeButtons = { config, closed: false };
        if (config.onApprove) fake.buttons.push(record);
        return {
          isEligible: () => fake.control.eligible,
          async render(container: HTMLElement) {
            const button = document.createElement('button');
            button.textContent = config.fundingSource === 'credit' ? 'PayPal Credit (v5)' : 'PayPal (v5)';
            button.addEventListener('click', () => {
              const create = config.createBillingAgreement ?? config.createOrder;
              record.created = Promise.resolve().then(create).catch((error: unknown) => {
                config.onError(error);
                throw error;
              });
              record.created.catch(() => {});
            });
            container.append(button);
          },
          async close() {
            record.closed = true;
          },
        };
      },
      Messages(config: Record<string, unknown>) {
        fake.messages.push(config);
        return { render: async () => {} };
      },
    };
    return this;
  }
  async createPayment(options: Record<string, any>) {
    this.payments.push(options);
    if (this.control.payment === 'fail') throw Object.assign(new Error('Failed to create payment.'), { code: 'PAYPAL_FLOW_FAILED' });
    return options.flow === 'vault' ? 'BA-FAKE' : 'EC-FAKE';
  }
  async tokenizePayment(data: Record<string, unknown>) {
    this.tokenizeCalls.push(data);
    return { nonce: 'fake-paypal-v5-nonce', type: 'PayPalAccount', details: { email: 'buyer@example.com', payerId: data.payerID } };
  }
  async teardown() {
    this.tornDown = true;
  }
}

export interface FakePayPalV5Control {
  instances: FakePayPalV5[];
  eligible: boolean;
  payment: 'ok' | 'fail';
}

export function installFakePayPalCheckoutV5(): FakePayPalV5Control {
  const control: FakePayPalV5Control = { instances: [], eligible: true, payment: 'ok' };
  (paypalCheckout as { create: unknown }).create = async (options: { client: unknown }) => {
    const fake = new FakePayPalV5(options, control);
    control.instances.push(fake);
    return fake;
  };
  return control;
}
