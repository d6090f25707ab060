import '../../runtime.js';
import type { ExtraModule } from '../types.js';
import { createDeleteConfirmation } from './DeleteConfirmation.js';
import { createDeletion } from './deletion.js';
import { createEditButton } from './EditButton.js';
import { DeleteMark, LockedNote } from './MethodEditing.js';
import type { VaultAdapter } from './port.js';
import { vaultManagerStrings } from './strings.js';
import vaultManagerStyles from './vault-manager.css';

/** Edit mode and deletion of saved methods (the original's behaviour): a chunk fetched only when `vaultManager` is on for a customer. */
const vaultManager: ExtraModule = {
  async setup(ctx) {
    ctx.addStrings('vaultManager', vaultManagerStrings);
    ctx.addStyles('featherdrop-vault-manager', vaultManagerStyles);
    // braintree-web's vault manager is fetched only when the shopper deletes a method.
    const deletePaymentMethod = (nonce: string) => ctx.adapter<VaultAdapter>().then((vault) => vault.deletePaymentMethod(nonce));
    const deletion = createDeletion({ ...ctx, deletePaymentMethod });
    return {
      views: {
        EditButton: createEditButton(ctx.model, ctx.gateway),
        DeleteConfirmation: createDeleteConfirmation(ctx.model, deletion),
        LockedNote,
        DeleteMark,
      },
    };
  },
};

export default vaultManager;
