// `featherdrop/global`: the types of the script-tag build's globals (dist/featherdrop.js), for TypeScript
// users of the script tag: `/// <reference types="featherdrop/global" />` or `"types": ["featherdrop/global"]`.
import type { create } from './index.js';

/** What the loader defines: the same create as the package's, and the version. */
export interface FeatherdropGlobal {
  create: typeof create;
  VERSION: string;
}

declare global {
  /** Defined by dist/featherdrop.js (also as `braintree.dropin` when the page has no such global). */
  var featherdrop: FeatherdropGlobal;
}
