// Builds featherdrop's own card frame page (card-frame/frame.js and the npm packages braintree's frame is made of:
// framebus, restricted-input, card-validator, credit-card-type, inject-stylesheet, @braintree/*, braintree-web's
// Client): one HTML page with its minified script inline, as braintree's hosted-fields-frame.min.html is.
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('./frame.js', import.meta.url));

/** Braintree's own frame page for 3.136.0 (docs/performance.md): its weight is what this page must match. */
export const BRAINTREE_FRAME = { minified: 130_696, brotli: 33_143 };

/**
 * The frame's own look: the field fills the frame, nothing of the browser's around it (the merchant's styles do the
 * rest); the autofill inputs stay in the page (password managers skip inputs far off screen) but unseen, behind the
 * field; the focus intercepts and the hidden labels are never seen; the message is read by screen readers only.
 */
const FRAME_CSS = [
  '*{margin:0;padding:0;box-sizing:border-box;border:0;background:transparent}',
  'body,form,input,select{position:absolute;inset:0 auto auto 0;width:100%;height:100%}',
  'input{font:16px sans-serif}',
  'input.autofill-field{width:2px;left:-2px;z-index:-1;opacity:0}',
  'input.focus-intercept{display:block!important;position:absolute!important;top:-1px!important;left:-1px!important;width:1px!important;height:1px!important;padding:1px!important;border:0!important;opacity:0!important}',
  'label{position:absolute;left:-9999px}',
  '.field-message{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}',
  ':focus{outline:0}',
].join('');

export async function buildCardFramePage() {
  const result = await esbuild.build({
    entryPoints: [entry], bundle: true, write: false, format: 'iife', target: 'es2020', minify: true, logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  // A </script> inside the bundle would end the inline script early.
  const script = result.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hosted field</title><style>${FRAME_CSS}</style></head>`
    + `<body><script>${script}</script></body></html>`;
  return { html, script };
}
