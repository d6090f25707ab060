// What loads when, and why (docs/architecture.md, "What loads when"). The first view is the entry: src/index.ts
// and what it imports statically (the script adds the braintree adapter: "One script"). Everything else is
// fetched on demand: through these loaders; through the slices' own (src/flows/registry.ts: each option's and
// extra's setup and sheet, and its adapter for the gateway in use); and through the loaders build.mjs writes
// beside the entry (locales/index.js, marks/index.js: one file per locale and per brand mark, by name).
// This is the one module that names later chunks across layers: loading a chunk is not depending on it, so
// its dynamic imports are exempt from the layer order (test/unit/structure.test.ts).

/** The offline simulated gateway: only for `simulator_…` authorizations, never on a production path. */
export const loadSimulator = () => import('./gateway/simulator/simulated-gateway.js');

/** braintree-web's client and what binds slices to it: right after the entry (in the script, part of it). */
export const loadBraintree = () => import('./gateway/braintree/braintree-gateway.js');

/**
 * The options list and the sheets' frames with their styles: beside the configuration when the first view
 * needs them, else once the widget is ready, so a customer paying with a saved card never waits on them.
 */
export const loadOptionViews = () => import('./ui/option-views.js');

/** requestPaymentMethod's code: once the widget is ready (no first view needs it). */
export const loadRequester = () => import('./dropin/request-payment-method.js');

/** The loader of the locale files (dist/esm/locales/<id>.js), for a locale other than en_US. */
export const loadLocales = () => import('./locales/index.js');

/** Runs `task` once the page is next idle (Safari has no requestIdleCallback): after the frame that shows the widget. */
export const whenIdle = (task: () => void) => (window.requestIdleCallback || setTimeout)(task);
