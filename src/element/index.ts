// `featherdrop/element`: `<featherdrop-drop-in>`, the widget as a custom element, for any framework or none
// (docs/integration.md, "Custom element"). Importing it defines the element in a browser; on a server it
// touches no DOM (define it later with defineFeatherdropDropIn()).
import type { FeatherdropDropInElement } from '../api.js';
import { create } from '../index.js';
import { defineDropInElement } from './define.js';

/** Defines `<featherdrop-drop-in>` (or `name`) if it is not defined yet; returns its class. */
export const defineFeatherdropDropIn = (name?: string) => defineDropInElement(create, name);

if (typeof customElements !== 'undefined') defineFeatherdropDropIn();

export type * from '../api.js';

declare global {
  interface HTMLElementTagNameMap {
    'featherdrop-drop-in': FeatherdropDropInElement;
  }
}
