// dist/featherdrop.js: a classic script. It sets window.featherdrop, preloads the ESM entry and the
// braintree adapter's chunk (with braintree-web's client) in parallel, and import()s the entry from next
// to itself.
import { holdForm } from './form-hold.js';

declare const __PRELOAD__: string[];
declare const __VERSION__: string;

type Module = typeof import('./index.js');

const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('esm/', script?.src ?? location.href);

for (const file of __PRELOAD__) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = new URL(file, base).href;
  document.head.appendChild(link);
}

const load = (name: string) => import(new URL(name, base).href);
/** One promise for every create, so creates run in the order they were called (a container goes to the first). */
let module: Promise<Module> | undefined;
const entry = (): Promise<Module> => (module ??= load('index.js').catch((error: unknown) => {
  module = undefined; // a later create may try again
  throw error;
}));

function create(options: any, callback?: (error: unknown, instance?: unknown) => void) {
  const promise = entry().then((m) => m.create(options));
  if (typeof callback !== 'function') return promise;
  promise.then((instance) => callback(null, instance), (error) => callback(error));
}

(window as any).featherdrop = { create, VERSION: __VERSION__ };

// Script-tag integration: the form is held before anything loads (src/form-hold.ts); the glue is a
// separate chunk, fetched only on such pages.
if (script && (script.hasAttribute('data-authorization') || script.hasAttribute('data-braintree-dropin-authorization'))) {
  const hold = holdForm(script);
  Promise.all([load('script-tag.js'), entry()])
    .then(([glue, m]: [typeof import('./script-tag.js'), Module]) => glue.integrate(script, m, hold))
    .catch(hold.fail);
}
