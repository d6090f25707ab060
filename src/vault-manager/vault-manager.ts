import { createDeleteConfirmation } from './DeleteConfirmation.js';
import { createDeletion, type VaultManagerHost } from './deletion.js';
import { createEditButton } from './EditButton.js';
import type { VaultManagerViews } from '../ui/shell-api.js';

export { vaultManagerStrings } from './strings.js';
export { default as vaultManagerStyles } from '../styles/vault-manager.css';

/** Edit mode and deletion of saved methods (SPEC 4): a chunk fetched only when `vaultManager` is on. */
export function createVaultManager(host: VaultManagerHost): VaultManagerViews {
  const deletion = createDeletion(host);
  return {
    EditButton: createEditButton(host.model, host.gateway),
    DeleteConfirmation: createDeleteConfirmation(host.model, deletion),
  };
}
