// `featherdrop/global`: the types of the script-tag build's globals (dist/featherdrop.js), for TypeScript
// users of the script tag: `/// <reference types="featherdrop/global" />` or `"types": ["featherdrop/global"]`.
import type { FeatherdropDropInElement } from './api.js';
import type { create } from './index.js';

/** What the loader defines: the same create as the package's, and the version. */
export interface FeatherdropGlobal {
  create: typeof create;
  VERSION: string;
  /**
   * Defines `<featherdrop-drop-in>` (docs/integration.md, "Custom element"); the script does it by itself for a
   * page that has one when it loads or when its document is parsed. Resolves with the element's class.
   */
  defineElement(): Promise<CustomElementConstructor>;
}

declare global {
  /** Defined by dist/featherdrop.js (also as `braintree.dropin` when the page has no such global). */
  var featherdrop: FeatherdropGlobal;
  /** The script defines `<featherdrop-drop-in>` too: `document.querySelector('featherdrop-drop-in')` is typed. */
  interface HTMLElementTagNameMap {
    'featherdrop-drop-in': FeatherdropDropInElement;
  }
}
