import { simulatedError, tick, type SimulatorState } from '../../gateway/simulator/simulator-state.js';
import type { VaultAdapter } from './port.js';

/** Deletes from the simulated customer's saved list (it lasts for the page's life); `failures.delete` fails it. */
export default ({ scenario, vault, config }: SimulatorState): VaultAdapter => ({
  async deletePaymentMethod(nonce) {
    await tick();
    if (config.authorizationType !== 'CLIENT_TOKEN') {
      throw Object.assign(new Error('A client token is required to delete a payment method.'), {
        type: 'MERCHANT', code: 'VAULT_MANAGER_DELETE_PAYMENT_METHOD_NONCE_REQUIRES_CLIENT_TOKEN',
      });
    }
    const failure = scenario.failures.delete;
    const index = vault.findIndex((m) => m.nonce === nonce);
    if (failure === 'notFound' || index < 0) {
      throw Object.assign(new Error(`A payment method for payment method nonce \`${nonce}\` could not be found.`), {
        type: 'MERCHANT', code: 'VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND',
      });
    }
    if (failure) throw Object.assign(simulatedError(failure, 'deletion'), { code: 'VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR' });
    vault.splice(index, 1);
  },
});
