import '../../gateway/braintree/sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import vaultManager from 'braintree-web/vault-manager';
import type { BraintreeBinding } from '../../gateway/braintree/binding.js';
import type { VaultAdapter } from './port.js';

/**
 * braintree-web's vault manager, loaded only to delete a saved method. Only a customer's methods can
 * be deleted (braintree-web itself refuses tokenization keys only); this check lives here, off the
 * first view.
 */
export default ({ client, config }: BraintreeBinding): Promise<VaultAdapter> => {
  if (!config.customer) {
    return Promise.reject(Object.assign(new Error('A client token is required to delete a payment method.'), {
      type: 'MERCHANT', code: 'VAULT_MANAGER_DELETE_PAYMENT_METHOD_NONCE_REQUIRES_CLIENT_TOKEN',
    }));
  }
  return vaultManager.create({ client }) as unknown as Promise<VaultAdapter>;
};
