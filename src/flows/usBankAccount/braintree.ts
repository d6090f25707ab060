import '../../gateway/braintree/sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import usBankAccount from 'braintree-web/us-bank-account';
import type { BraintreeBinding } from '../../gateway/braintree/binding.js';
import { usBankAccountMethod } from './normalize.js';
import type { UsBankAccountAdapter } from './port.js';

type SdkError = { code?: string; details?: { originalError?: { code?: string } } };

/**
 * The gateway refusing the bank details answers its GraphQL mutation with errors (HTTP 200), which
 * braintree-web's client rejects without an HTTP status, so us-bank-account calls it a network error. It is the
 * gateway's refusal: reported as such, so the shopper is told to check the numbers.
 */
function refusal(error: SdkError) {
  if (error?.code !== 'US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR' || error.details?.originalError?.code !== 'CLIENT_GRAPHQL_REQUEST_ERROR') return error;
  return Object.assign(new Error('The supplied data failed tokenization.'), { name: 'BraintreeError', type: 'CUSTOMER', code: 'US_BANK_ACCOUNT_FAILED_TOKENIZATION', details: error.details });
}

/** braintree-web/us-bank-account with bank details (its GraphQL TokenizeUsBankAccount mutation). */
export default ({ client }: BraintreeBinding): UsBankAccountAdapter => ({
  async createUsBankAccount() {
    const instance = await usBankAccount.create({ client });
    return {
      async tokenize(request) {
        const payload = await instance.tokenize({ ...request }).catch((error: SdkError) => Promise.reject(refusal(error)));
        return usBankAccountMethod(payload, request.bankDetails);
      },
      teardown: () => instance.teardown(),
    };
  },
});
