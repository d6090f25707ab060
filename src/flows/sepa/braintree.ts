import '../../gateway/braintree/sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import sepa from 'braintree-web/sepa';
import type { BraintreeBinding } from '../../gateway/braintree/binding.js';
import { sepaMethod } from './normalize.js';
import type { SepaAdapter } from './port.js';

/**
 * braintree-web/sepa in its popup flow: tokenize creates the mandate (`sepa_debit`), opens the bank's approval
 * page in a popup, then exchanges the approval for a nonce (`payment_methods/sepa_debit_accounts`).
 */
export default ({ client }: BraintreeBinding): SepaAdapter => ({
  async createSepa() {
    const instance = await sepa.create({ client });
    return {
      tokenize: async (request) => sepaMethod(await instance.tokenize({ ...request })),
      async teardown() {},
    };
  },
});
