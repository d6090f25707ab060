import { batch } from '../../runtime.js';
import type { Gateway } from '../../gateway/types.js';
import type { WidgetModel } from '../../signals/widget-model.js';

export interface VaultManagerHost {
  model: WidgetModel;
  gateway: Gateway;
  /** Deletes through the vault port (braintree-web's vault manager, fetched on the first deletion). */
  deletePaymentMethod(nonce: string): Promise<void>;
  refreshSaved(): Promise<void>;
  /** Shows the default view (the original's initial-view rules) after a deletion. */
  showDefaultView(): void;
  /** Registers a timer or undo step with the widget's teardown. */
  onTeardown(step: () => void): void;
}

/** The original's behaviour: the loader stays 500 ms after a deletion settles. */
const DELETION_LOADER_HIDE_DELAY = 500;

/**
 * The original's behaviour: Yes shows the loader, deletes through the port (the manager exists for customers only), refreshes the
 * saved methods, then re-enters edit mode with an error when it failed and methods remain, else shows
 * the default view; the loader hides 500 ms later.
 */
export function createDeletion({ model, gateway, deletePaymentMethod, refreshSaved, showDefaultView, onTeardown }: VaultManagerHost) {
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  onTeardown(() => clearTimeout(hideTimer));

  return {
    async confirm() {
      const target = model.deleteTarget.peek();
      if (!target) return;
      gateway.analytics('manager.delete.confirmation');
      model.setLoading(true);
      let failed = false;
      try {
        gateway.analytics('manager.delete.started');
        await deletePaymentMethod(target.nonce);
        gateway.analytics('manager.delete.succeeded');
      } catch (error) {
        failed = true;
        gateway.analytics('manager.delete.failed');
        console.error(error);
      }
      await refreshSaved();
      batch(() => {
        model.confirmDelete(null);
        if (failed && model.methods.peek().length) {
          model.setEditing(true);
          model.setError('vaultManagerPaymentMethodDeletionError');
        } else {
          model.setEditing(false);
          showDefaultView();
        }
      });
      clearTimeout(hideTimer);
      hideTimer = setTimeout(() => model.setLoading(false), DELETION_LOADER_HIDE_DELAY);
    },
    cancel() {
      gateway.analytics('manager.delete.cancel');
      model.confirmDelete(null);
    },
  };
}

export type Deletion = ReturnType<typeof createDeletion>;
