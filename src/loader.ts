// dist/featherdrop.js: a classic script. It sets window.featherdrop (and braintree.dropin when the page has
// no such global), preloads the ESM entry and the braintree adapter's chunk (with braintree-web's client) in
// parallel, and import()s the entry from next to itself.
import { holdForm } from './form-hold.js';

/** [file in esm/, its integrity value] for each chunk of the first view (build.mjs). */
declare const __PRELOAD__: Array<[string, string]>;
declare const __VERSION__: string;

type Module = typeof import('./index.js');

const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('esm/', script?.src ?? location.href);

const preloads = __PRELOAD__.map(([file, integrity]) => {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = new URL(file, base).href;
  link.integrity = integrity;
  return document.head.appendChild(link);
});

/**
 * The entry runs only once its preload passed the integrity check: a browser may fetch a module again
 * for import() after a failed preload, so a changed entry on a CDN must stop here. (Browsers without
 * modulepreload fire no event: the entry is imported at once.)
 */
const verified = new Promise<void>((resolve, reject) => {
  const link = preloads[0];
  if (!link?.relList.supports('modulepreload')) return resolve();
  link.onload = () => resolve();
  link.onerror = () => reject(new Error(`${link.href} did not load or failed its integrity check.`));
});
verified.catch(() => {});

const load = (name: string) => import(new URL(name, base).href);

/**
 * The entry could not load (a CDN without the CORS header module scripts need, a network failure, an
 * integrity mismatch): the DropinError create would give, built here, where the entry's class is not.
 */
const createFailed = (cause: unknown) =>
  Object.assign(new Error('There was an error creating Drop-in.', { cause }), { name: 'DropinError', type: 'network', _braintreeWebError: cause });

/** One promise for every create, so creates run in the order they were called (a container goes to the first). */
let module: Promise<Module> | undefined;
const entry = (): Promise<Module> => (module ??= verified.then(() => load('index.js')).catch((error: unknown) => {
  module = undefined; // a later create may try again
  throw createFailed(error);
}));

function create(options: any, callback?: (error: unknown, instance?: unknown) => void) {
  const promise = entry().then((m) => m.create(options));
  if (typeof callback !== 'function') return promise;
  promise.then((instance) => callback(null, instance), (error) => callback(error));
}

const api = { create, VERSION: __VERSION__ };
const page = window as any;
page.featherdrop = api;
// Zero-code migration: a page written for braintree-web-drop-in calls braintree.dropin.create.
page.braintree ??= {};
page.braintree.dropin ??= api;

// Script-tag integration: the form is held before anything loads (src/form-hold.ts); the glue is a
// separate chunk, fetched only on such pages.
if (script && (script.hasAttribute('data-authorization') || script.hasAttribute('data-braintree-dropin-authorization'))) {
  const hold = holdForm(script);
  Promise.all([load('script-tag.js'), entry()])
    .then(([glue, m]: [typeof import('./script-tag.js'), Module]) => glue.integrate(script, m, hold))
    .catch(hold.fail);
}
