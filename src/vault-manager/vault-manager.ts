import type { Gateway } from '../gateway/types.js';
import type { WidgetModel } from '../signals/widget-model.js';
import { createDeleteConfirmation } from './DeleteConfirmation.js';
import { createDeletion } from './deletion.js';
import { createEditButton } from './EditButton.js';
import type { VaultManagerUi } from './types.js';

export interface VaultManagerHost {
  model: WidgetModel;
  gateway: Gateway;
  refreshSaved(): Promise<void>;
  /** Shows the default view (SPEC 2 initial-view rules) after a deletion. */
  showDefaultView(): void;
  /** Registers a timer or undo step with the widget's teardown. */
  onTeardown(step: () => void): void;
}

/** Edit mode and deletion of saved methods (SPEC 4): a chunk fetched only when `vaultManager` is on. */
export function createVaultManager(host: VaultManagerHost): VaultManagerUi {
  const deletion = createDeletion(host);
  return {
    EditButton: createEditButton(host.model, host.gateway),
    DeleteConfirmation: createDeleteConfirmation(deletion),
  };
}
