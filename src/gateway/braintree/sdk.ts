// braintree-web's client and the shared lib it pulls in. Every braintree adapter reaches them through
// this module, so esbuild keeps them in one chunk instead of one small chunk per set of importers
// (each chunk is compressed on its own; the same reason as src/runtime.ts).
export { default as client } from 'braintree-web/client';
export { default as constants } from 'braintree-web/lib/constants.js';
export { default as metadata } from 'braintree-web/lib/add-metadata.js';
export { default as querystring } from 'braintree-web/lib/querystring.js';
