// dist/featherdrop.js: a classic script holding the whole first view — the core as built in dist/esm/index.js
// and the braintree adapter with braintree-web's client — so a script-tag page fetches one file before it
// asks the gateway (docs/performance.md, "One script"). It sets window.featherdrop (and braintree.dropin
// when the page has no such global). Later files come from dist/script/, copies of dist/esm/chunks/
// (same names: scripts/build/chunk-names.mjs) that take the core's bindings from the registry below
// instead of importing dist/esm/index.js.
import { holdForm } from './form-hold.js';
import { distUrl } from './script-url.js';

/** The registry's key: `featherdrop <version>` (build.mjs), shared with dist/script/. */
declare const __REGISTRY__: string;
/**
 * The built braintree adapter's and entry's exports (build.mjs imports them into this file, the adapter
 * first, so the entry, which the adapter imports, runs before it).
 */
declare const __ADAPTER__: object;
declare const __CORE__: typeof import('./index.js');

const script = document.currentScript as HTMLScriptElement | null;
const page = window as any;

// The first copy of this file on a page registers its core and adapter; a second copy uses those, so every
// chunk (each evaluated once per page) and every widget share one runtime and one braintree-web client.
const registered: { core: typeof __CORE__; adapter: object } = (page[Symbol.for(__REGISTRY__)] ??= { core: __CORE__, adapter: __ADAPTER__ });
const { core } = registered;

/** `<featherdrop-drop-in>`'s code (docs/integration.md, "Custom element"): fetched when the page has one, or when asked. */
const defineElement = () => import(distUrl('esm/element-define.js')).then((m: typeof import('./element/define.js')) => m.defineDropInElement(core.create));
const api = { create: core.create, VERSION: core.VERSION, defineElement };
page.featherdrop = api;
// Zero-code migration: a page written for braintree-web-drop-in calls braintree.dropin.create.
page.braintree ??= {};
page.braintree.dropin ??= api;

const hasElement = () => document.querySelector('featherdrop-drop-in') && defineElement();
if (!hasElement()) document.addEventListener('DOMContentLoaded', hasElement);

// Script-tag integration: the form is held before anything else loads (src/form-hold.ts); the glue is a
// separate file, fetched only on such pages.
if (script && (script.hasAttribute('data-authorization') || script.hasAttribute('data-braintree-dropin-authorization'))) {
  const hold = holdForm(script);
  import(distUrl('esm/script-tag.js'))
    .then((glue: typeof import('./script-tag.js')) => glue.integrate(script, core, hold))
    .catch(hold.fail);
}
