import { tick } from '../../gateway/simulator/simulator-state.js';
import { usBankAccountMethod } from './normalize.js';
import type { UsBankAccountAdapter } from './port.js';

/** A well-formed account number the simulated gateway refuses (docs/simulator.md, "Test data"). */
export const REFUSED_ACCOUNT = '1000000002';

let count = 0;

/**
 * The simulated ACH tokenization: any routing number that passes the sheet's checks and any account number but
 * REFUSED_ACCOUNT (US_BANK_ACCOUNT_FAILED_TOKENIZATION, as the gateway's answer to data it refuses) gives a
 * nonce, in braintree-web's payload shape. `failures.usBankAccount` fails the option's setup.
 */
export default (): UsBankAccountAdapter => ({
  async createUsBankAccount() {
    return {
      async tokenize({ bankDetails }) {
        await tick();
        if (bankDetails.accountNumber === REFUSED_ACCOUNT) {
          throw Object.assign(new Error('The supplied data failed tokenization.'), { name: 'BraintreeError', type: 'CUSTOMER', code: 'US_BANK_ACCOUNT_FAILED_TOKENIZATION' });
        }
        count += 1;
        const last4 = bankDetails.accountNumber.slice(-4);
        return usBankAccountMethod({ nonce: `sim_usbankaccount_${last4}_${count}`, description: `US bank account ending in - ${last4}`, details: {} }, bankDetails);
      },
      async teardown() {},
    };
  },
});
