import '../../gateway/braintree/sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import sepa from 'braintree-web/sepa';
import type { BraintreeBinding } from '../../gateway/braintree/binding.js';
import { sepaMethod } from './normalize.js';
import type { SepaAdapter } from './port.js';

type Request = (options: { endpoint?: string }, ...rest: unknown[]) => Promise<unknown>;

/** The gateway refused the mandate's details (422); anything else a request can fail with is the gateway's trouble. */
const refused = (error: { details?: { httpStatus?: number } }) => error.details?.httpStatus === 422;

/**
 * braintree-web/sepa in its popup flow: tokenize creates the mandate (`sepa_debit`), opens the bank's approval
 * page in a popup, then exchanges the approval for a nonce (`payment_methods/sepa_debit_accounts`).
 * braintree-web turns every failure of the mandate request into SEPA_CREATE_MANDATE_FAILED and drops its cause,
 * so an outage would read as the bank refusing the account: the module gets the client through a view that
 * keeps that request's error, and a failure the gateway did not mean as a refusal is reported as itself.
 */
export default ({ client }: BraintreeBinding): SepaAdapter => ({
  async createSepa() {
    let failure: { details?: { httpStatus?: number } } | undefined;
    const request = (client as { request: Request }).request.bind(client);
    const watched = Object.create(client as object, {
      request: {
        value: ((options, ...rest) => request(options, ...rest).catch((error) => {
          if (options?.endpoint === 'sepa_debit') failure = error;
          throw error;
        })) as Request,
      },
    });
    const instance = await sepa.create({ client: watched });
    return {
      async tokenize(request) {
        failure = undefined;
        try {
          return sepaMethod(await instance.tokenize({ ...request }));
        } catch (error) {
          throw failure && !refused(failure) ? failure : error;
        }
      },
      async teardown() {},
    };
  },
});
