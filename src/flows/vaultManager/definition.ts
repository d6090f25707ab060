import type { Extra } from '../types.js';

/** Edit mode and deletion of saved methods (the original's behaviour), for a customer when the merchant sets `vaultManager: true`. */
export const vaultManager: Extra = {
  id: 'vaultManager',
  wanted: (raw, customer) => raw.vaultManager === true && customer === true,
  load: () => import('./index.js'),
  adapterWhenUsed: true,
};
