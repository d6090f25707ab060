// `npm run bench:size`: featherdrop's first view next to braintree-web-drop-in 1.31.2's dist,
// both minified (as shipped) and measured with brotli q11.
import { readFileSync, readdirSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants } from 'node:zlib';

const require = createRequire(import.meta.url);
const br = (buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const minified = (file, loader) => Buffer.from(transformSync(readFileSync(file, 'utf8'), { loader, minify: true, legalComments: 'none' }).code);

const dir = '.build/size/first-view/';
const ours = readdirSync(dir).reduce((sum, file) => sum + br(readFileSync(dir + file)), 0);
const dropinDir = require.resolve('braintree-web-drop-in/package.json').replace(/package\.json$/, '');
// The original ships everything in one file: dropin.js (with braintree-web and all locales) and its CSS.
const theirs = br(minified(`${dropinDir}dist/browser/dropin.js`, 'js')) + br(minified(`${dropinDir}dropin.css`, 'css'));

console.log('first view, min+brotli bytes');
console.log(`  featherdrop (the one script: core, braintree-web client, styles): ${ours}`);
console.log(`  braintree-web-drop-in 1.31.2 (dropin.min.js + dropin.min.css): ${theirs}`);
console.log(`  ratio: ${(ours / theirs).toFixed(3)} (${(theirs / ours).toFixed(1)}x smaller)`);
