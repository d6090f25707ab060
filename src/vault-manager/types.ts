import type { ComponentType } from 'preact';

/** The vault manager's lazily loaded pieces, plugged into the shell when `vaultManager` is on. */
export interface VaultManagerUi {
  EditButton: ComponentType;
  DeleteConfirmation: ComponentType;
}
