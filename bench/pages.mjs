// What the time-to-usable benchmark serves: the two widgets' files, the merchant pages (one per
// scenario and widget) and the scenarios themselves. Both widgets run the same page shape with the
// same options from the same host, so only the widget differs.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { TOKENIZATION_KEY, clientToken } from '../test/emulator/gateway-fixtures.mjs';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const dropinDir = require.resolve('braintree-web-drop-in/package.json').replace(/package\.json$/, '');
const DROPIN_VERSION = JSON.parse(readFileSync(join(dropinDir, 'package.json'), 'utf8')).version;

/** The merchant's shop: its pages and both widgets' files (same origin, one HTTP/2 connection, as a CDN-fronted shop). */
export const SHOP_HOST = 'shop.featherdrop.test';
const ASSETS_HOST = 'assets.braintreegateway.com';
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8' };

/**
 * The widgets as shipped to a browser:
 * - the original: dist/browser/dropin.js minified by esbuild (one file with braintree-web 3.80.0 and
 *   all locales, as dropin.min.js on Braintree's CDN), and the stylesheet it links from the
 *   configuration's assetsUrl (dropin.js's _injectStylesheet: `/web/dropin/<version>/css/dropin.css`);
 * - featherdrop: dist/ after `node build.mjs` (the script, script/ with its chunks, esm/ with the locales and marks, the CSS).
 */
export function widgetSites() {
  const minify = (file, loader) => transformSync(readFileSync(file, 'utf8'), { loader, minify: true, legalComments: 'none' }).code;
  const shop = { '/original/dropin.min.js': { body: minify(join(dropinDir, 'dist/browser/dropin.js'), 'js'), type: TYPES['.js'] } };
  const dist = join(root, 'dist');
  for (const file of [join(dist, 'featherdrop.js'), join(dist, 'featherdrop.css'), ...walk(join(dist, 'script')), ...walk(join(dist, 'esm'))]) {
    shop[`/featherdrop/${relative(dist, file)}`] = { body: readFileSync(file), type: TYPES[extname(file)] };
  }
  const assets = { [`/web/dropin/${DROPIN_VERSION}/css/dropin.css`]: { body: minify(join(dropinDir, 'dropin.css'), 'css'), type: TYPES['.css'] } };
  return { [SHOP_HOST]: shop, [ASSETS_HOST]: assets };
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
}

/**
 * The scenarios of issue 13. `ready` is what "usable" means: `create` = the create() promise
 * resolved; `fields` = every hosted-fields frame said FRAME_READY and shows (the shopper can type a card).
 * `targets`: issue 40's for featherdrop (ratio to the original, bytes before ready, main-thread ms before ready).
 * `merchant` switches the emulated gateway configuration for the run.
 */
export const SCENARIOS = [
  {
    id: 'saved-cards', title: 'customer with saved cards, card on: create() resolved', ready: 'create',
    targets: { ratio: 0.35, bytes: 30_720, mainThreadMs: 200 },
    authorization: () => clientToken(), merchant: {}, options: {},
    note: 'the original builds its card view up front, so its create() also waits for its four card frames; featherdrop loads the card sheet when the shopper opens it',
  },
  {
    id: 'venmo-vault-manager', title: 'customer, Venmo desktop + vault manager, card off: create() resolved', ready: 'create',
    targets: { ratio: 0.5, mainThreadMs: 200 },
    authorization: () => clientToken(), merchant: { venmo: true }, options: { card: false, venmo: { allowDesktop: true }, vaultManager: true },
    note: 'the Venmo desktop QR frame (venmo-desktop-frame.html) is not in the npm package: the emulator answers 404 on both sides, and neither create() waits for it',
  },
  {
    id: 'guest-card-fields', title: 'guest, card only: card fields ready (last hosted-fields frame ready)', ready: 'fields',
    targets: { ratio: 0.7 },
    authorization: () => TOKENIZATION_KEY, merchant: {}, options: {},
    note: 'both load the same card frame page (featherdrop\'s own of braintree\'s weight, test/emulator/card-frame/, its script inline), fetched once and shared by the four frames through the HTTP cache; each frame evaluates its own copy',
  },
  // Issue 27: the gateway's challenges decide the card form's fields; featherdrop's early fields guess CVV + postal code.
  ...[['CVV'], ['POSTAL_CODE'], []].map((challenges) => ({
    id: `guest-card-fields-${challenges.map((c) => c.toLowerCase().replace('_', '-')).join('-') || 'none'}`,
    title: `guest, card only, the gateway asks ${challenges.join(' + ') || 'neither CVV nor postal code'}: card fields ready`,
    ready: 'fields', authorization: () => TOKENIZATION_KEY, merchant: { challenges }, options: {},
    ...(challenges.join() === 'CVV' && { targets: { ratio: 0.7 } }),
    note: 'as guest-card-fields, with the gateway asking other challenges than the early fields guess',
  })),
  {
    id: 'guest-card-paypal', title: 'guest, card + PayPal (checkout flow): create() resolved', ready: 'create',
    authorization: () => clientToken({ customer: false }), merchant: { paypal: true },
    options: { paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } },
    note: "not fully fair: PayPal's own scripts are tiny stand-ins on both sides (checkout.js for the original, the JS SDK for featherdrop; the real ones are large and render their buttons in paypal.com frames), so PayPal's real cost is left out; the original's create() also waits for its card frames and for checkout.js to render the button, featherdrop's for the SDK and isEligible()",
  },
];

export const WIDGETS = {
  original: { label: `braintree-web-drop-in ${DROPIN_VERSION}`, script: '/original/dropin.min.js', create: 'braintree.dropin.create' },
  featherdrop: { label: 'featherdrop', script: '/featherdrop/featherdrop.js', create: 'featherdrop.create' },
};

/**
 * Installed before the widget loads. It notes when create() settled and when each hosted-fields
 * frame's framebus FRAME_READY reached this window (the same message for both SDK versions) with every
 * card field's frame shown, marks
 * `bench:ready` (a User Timing mark the trace carries) and tells the runner through its CDP binding.
 */
const PROBE = `window.bench = (function () {
  var state = { ready: null, created: null, fieldsReady: null, frames: {}, error: null };
  function report(kind) {
    if (kind === 'error' || kind === state.want) {
      if (kind !== 'error') { state.ready = performance.now(); performance.mark('bench:ready'); }
      if (window.__benchReport) window.__benchReport(kind);
    }
  }
  // Ready: every card field's frame in the card form's field groups said FRAME_READY and shows (featherdrop
  // may load them before its card sheet, hidden, and move them in; one the gateway did not ask for stays out
  // of the form), checked on each such message and whenever a ready frame's box changes.
  var said = [];
  function fieldsShown() {
    var fields = [].slice.call(document.querySelectorAll('[data-braintree-id$="-field-group"] iframe[name^="braintree-hosted-field-"]'));
    return fields.length > 0 && fields.every(function (frame) { return said.indexOf(frame) >= 0 && frame.getClientRects().length > 0; });
  }
  function check() {
    if (state.fieldsReady !== null || !fieldsShown()) return;
    state.fieldsReady = performance.now();
    watcher.disconnect();
    report('fields');
  }
  var watcher = new ResizeObserver(check);
  addEventListener('message', function (event) {
    var data = event.data;
    if (typeof data !== 'string' || data.indexOf('/*framebus*/') !== 0 || data.indexOf('hosted-fields:FRAME_READY"') < 0) return;
    // Only the card fields' frames count (a page may hold other copies of the frame page).
    var fields = [].slice.call(document.querySelectorAll('iframe[name^="braintree-hosted-field-"]'));
    var from = fields.filter(function (frame) { return frame.contentWindow === event.source; })[0];
    if (!from) return;
    state.frames[from.name] = state.frames[from.name] || performance.now();
    said.push(from);
    watcher.observe(from);
    check();
  });
  state.run = function (create, options) {
    create(options).then(function (instance) {
      state.created = performance.now();
      window.dropin = instance;
      report('create');
    }, function (error) {
      state.error = String(error && error.message || error);
      report('error');
    });
  };
  return state;
})();`;

/**
 * The README's fast path, on the emulated (sandbox) hosts: the script (at the end of the body here)
 * preloaded from the page's head and the gateway hosts preconnected. Only featherdrop's pages get it
 * (`--fast-path`). The emulation does not delay handshakes, so here only the preload counts.
 */
const FAST_PATH = '<link rel="preload" as="script" href="/featherdrop/featherdrop.js">'
  + '<link rel="preconnect" href="https://api.sandbox.braintreegateway.com" crossorigin>'
  + '<link rel="preconnect" href="https://payments.sandbox.braintree-api.com" crossorigin>'
  + '<link rel="preconnect" href="https://assets.braintreegateway.com">';

/** The merchant's checkout page for a scenario and widget. */
export function checkoutPage(scenario, widget, { fastPath = false } = {}) {
  const { script, create } = WIDGETS[widget];
  const options = { authorization: scenario.authorization(), container: '#dropin', ...scenario.options };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout</title><link rel="icon" href="data:,">${fastPath && widget === 'featherdrop' ? FAST_PATH : ''}<script>${PROBE}bench.want = ${JSON.stringify(scenario.ready)};</script></head>
<body><main><h1>Checkout</h1><p>1 × Feather quill — $10.00</p><div id="dropin"></div></main>
<script src="${script}"></script>
<script>bench.run(function (options) { return ${create}(options); }, ${JSON.stringify(options)});</script>
</body></html>`;
}

/** Every page, by path on the shop host: /<scenario>/<widget>.html. */
export function checkoutPages(options) {
  const pages = {};
  for (const scenario of SCENARIOS) {
    for (const widget of Object.keys(WIDGETS)) pages[`/${scenario.id}/${widget}.html`] = { body: checkoutPage(scenario, widget, options), type: TYPES['.html'] };
  }
  return pages;
}
