/** The vault manager's chunk, for a customer when the merchant sets `vaultManager` (also started early by warm-up.ts). */
export const loadVaultManager = () => import('../vault-manager/vault-manager.js');
