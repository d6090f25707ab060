// A fake braintree-web/local-payment, following its API (node_modules/braintree-web/local-payment/index.js,
// external/local-payment.js): `create(options)` on the module; the instance has `startPayment(options)` (resolves
// { nonce, type, details: payerInfo, correlationId }, rejects with LOCAL_PAYMENT_* coded BraintreeErrors; calls
// `onPaymentStart({ paymentId }, start)` first when given), `focusWindow()` and `teardown()`.
import localPaymentModule from 'braintree-web/local-payment';

export const lpError = (code: string, type = 'CUSTOMER') => Object.assign(new Error(code), { name: 'BraintreeError', type, code });

export const fake = {
  created: [] as Array<Record<string, unknown>>,
  started: [] as Array<Record<string, any>>,
  result: (): Promise<any> => Promise.resolve({
    nonce: 'fake-lp-nonce', type: 'PayPalAccount', details: { email: 'jan@example.nl', firstName: 'Jan', lastName: 'Jansen', payerId: 'PAYER1' }, correlationId: 'corr-1',
  }),
  focused: 0,
  tornDown: 0,
  reset() {
    Object.assign(fake, { created: [], started: [], focused: 0, tornDown: 0 });
    fake.result = () => Promise.resolve({
      nonce: 'fake-lp-nonce', type: 'PayPalAccount', details: { email: 'jan@example.nl', firstName: 'Jan', lastName: 'Jansen', payerId: 'PAYER1' }, correlationId: 'corr-1',
    });
  },
};

(localPaymentModule as { create: unknown }).create = async (options: Record<string, unknown>) => {
  fake.created.push(options);
  return {
    async startPayment(options: Record<string, any>) {
      fake.started.push(options);
      if (typeof options.onPaymentStart === 'function') await options.onPaymentStart({ paymentId: 'PAY-1' }, () => {});
      return fake.result();
    },
    focusWindow: () => { fake.focused++; },
    teardown: async () => { fake.tornDown++; },
  };
};
