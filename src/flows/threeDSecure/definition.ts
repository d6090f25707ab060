import type { Extra } from '../types.js';

/** 3D Secure, set up during create when the merchant passes `threeDSecure`; it verifies cards before requests resolve. */
export const threeDSecure: Extra = {
  id: 'threeDSecure',
  wanted: (raw) => !!raw.threeDSecure,
  offeredBy: (g) => !!g.threeDSecureEnabled,
  load: () => import('./index.js'),
};
