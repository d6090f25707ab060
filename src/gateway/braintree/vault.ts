import './sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import vaultManager from 'braintree-web/vault-manager';

export interface Vault {
  deletePaymentMethod(nonce: string): Promise<void>;
}

export function createVault(client: unknown): Promise<Vault> {
  return vaultManager.create({ client } as any) as unknown as Promise<Vault>;
}
