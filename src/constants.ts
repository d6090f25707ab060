// The original's constants: versions, names and timings.
export const VERSION = '1.31.2';

/** A payment option's id, as its definition names it (the registry lists them: src/flows/registry.ts). */
export type FlowId = string;

// Timings used by one slice live in that slice's folder (e.g. src/flows/card/timings.ts).
export const CHANGE_ACTIVE_METHOD_DELAY = 200;
