import '../../gateway/braintree/sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import localPayment from 'braintree-web/local-payment';
import type { PaymentMethod } from '../../types.js';
import type { LocalPaymentAdapter } from './port.js';
import type { BraintreeBinding } from '../../gateway/braintree/binding.js';

/** The part of braintree-web's LocalPayment instance the sheet uses. */
interface LocalPaymentInstance {
  startPayment(options: Record<string, unknown>): Promise<PaymentMethod>;
  focusWindow(): void;
  teardown(): Promise<void>;
}

/** braintree-web/local-payment bound to the page's client: its popup (dispatch frame, landing and return pages) is the SDK's own. */
export default ({ client }: BraintreeBinding): LocalPaymentAdapter => ({
  async createLocalPayment(options) {
    const instance = (await localPayment.create({ ...options, client })) as unknown as LocalPaymentInstance;
    return {
      startPayment: (payment) => instance.startPayment(payment),
      focusWindow: () => instance.focusWindow(),
      teardown: () => instance.teardown(),
    };
  },
});
