import type { Extra } from '../types.js';

/** Device data (the original's features), collected during create when the merchant passes `dataCollector`; it goes into every result. */
export const dataCollector: Extra = {
  id: 'dataCollector',
  wanted: (raw) => !!raw.dataCollector,
  load: () => import('./index.js'),
};
