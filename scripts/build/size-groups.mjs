// Build step: the files each size-limit group measures, copied to fixed paths.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root, dist, info } from './context.mjs';
import { chunkOf, firstView, withStaticImports } from '../metafile.mjs';

/**
 * size-limit reads fixed paths, but chunk names carry the version and a group spans files: each is copied to
 * .build/size/<group>/ (per-file brotli, as browsers fetch them). .size-limit.json names these folders.
 */
export function writeSizeGroups(metafile) {
  const { core, view } = firstView(metafile);
  const own = (source) => [chunkOf(metafile, source)].filter(Boolean);
  // A script-tag page's path: dist/featherdrop.js holds the first view, later chunks come from dist/script/.
  const fromScript = (files) => [...files].filter((file) => !view.includes(file))
    .map((file) => (file.startsWith('dist/esm/chunks/') ? file.replace('dist/esm/chunks/', 'dist/script/') : file));
  const layoutChunks = (view) => [...own('src/dropin/layout-rules.ts'), ...withStaticImports(metafile, chunkOf(metafile, view))]
    .filter((file) => file !== 'dist/esm/index.js' && file !== chunkOf(metafile, 'src/ui/option-views.ts'));
  const groups = {
    core,
    'first-view': ['dist/featherdrop.js'],
    'card-flow': own('src/flows/card/index.ts'),
    // card.billingAddress's chunk (its form, countries, strings and styles), only for merchants who ask for it.
    billing: own('src/flows/card/billing.ts'),
    // The card sheet's brand row (scripts/brand-marks.mjs), a chunk of its own fetched beside the card chunk.
    'card-marks': own('brand-marks:mark-card-brands'),
    // Each wallet's own code: its flow chunk (the braintree-web module and the simulator are separate).
    'paypal-flow': own('src/flows/paypal/index.ts'),
    'apple-pay-flow': own('src/flows/applePay/index.tsx'),
    'google-pay-flow': own('src/flows/googlePay/index.tsx'),
    'venmo-flow': own('src/flows/venmo/index.tsx'),
    // The bank debits: each sheet's chunk (with its checks and strings) and the text fields they share, and
    // its braintree-web module's.
    'sepa-flow': [...own('src/flows/sepa/index.tsx'), ...own('src/ui/TextField.tsx')],
    'sepa-braintree': own('src/flows/sepa/braintree.ts'),
    'us-bank-account-flow': [...own('src/flows/usBankAccount/index.tsx'), ...own('src/ui/TextField.tsx')],
    'us-bank-account-braintree': own('src/flows/usBankAccount/braintree.ts'),
    // The opt-in slices' definitions (src/flows/registry.ts, optIn), each fetched only when its key is passed:
    // every slice's definition not in the entry.
    'opt-in-definitions': Object.keys(metafile.inputs).filter((input) => /^src\/flows\/[^/]+\/definition\.ts$/.test(input))
      .flatMap(own).filter((file) => file !== 'dist/esm/index.js'),
    // What only a merchant who passes one of them needs, fetched beside their definitions (src/dropin/opt-in-loaded.ts).
    'opt-in-loaded': own('src/dropin/opt-in-loaded.ts'),
    // The local payment methods' one sheet chunk (every method's) and its braintree-web module.
    'local-payment-flow': own('src/flows/localPayment/index.tsx'),
    'local-payment-braintree': own('src/flows/localPayment/braintree.ts'),
    // Pay Later's sheet chunk and its braintree-web paypal-checkout-v6 module, fetched only when a merchant passes payLater.
    'pay-later-flow': own('src/flows/payLater/index.tsx'),
    'pay-later-braintree': own('src/flows/payLater/braintree.ts'),
    // 3D Secure's own code: the flow chunk and the port chunk with the original's 3D Secure error table.
    'three-d-secure': [...own('src/flows/threeDSecure/index.ts'), ...own('src/flows/threeDSecure/errors.ts')],
    // A customer's first view with the marks of their saved methods (simulator_customer's: Visa, Mastercard,
    // American Express, and PayPal when it is enabled), fetched through their loader once the saved methods are known.
    'first-view-with-marks': ['dist/featherdrop.js', 'dist/esm/marks/index.js', ...['visa', 'master-card', 'american-express', 'paypal'].map((id) => `dist/esm/marks/${id}.js`)],
    // The later chunks (docs/performance.md, "Later chunks"): off a customer's first view, fetched once it is ready.
    'option-views': own('src/ui/option-views.ts'),
    requester: own('src/dropin/request-payment-method.ts'),
    // The extras' own setups (3D Secure's is above): each a chunk of its slice, fetched only when the merchant sets it.
    'data-collector': own('src/flows/dataCollector/index.ts'),
    'vault-manager': own('src/flows/vaultManager/index.ts'),
    // openFirst's and layout's check (issue 43), fetched only when one is passed; each layout's rules and view with
    // what the two views share (the options list's chunk, which every widget fetches, is measured above).
    'view-options': own('src/dropin/view-options.ts'),
    accordion: layoutChunks('src/ui/layouts/accordion.tsx'),
    tabs: layoutChunks('src/ui/layouts/tabs.tsx'),
    'card-path': ['dist/featherdrop.js', ...fromScript([...own('src/ui/option-views.ts'),
      ...withStaticImports(metafile, chunkOf(metafile, 'src/flows/card/index.ts')), ...own('brand-marks:mark-card-brands'),
      ...withStaticImports(metafile, chunkOf(metafile, 'src/flows/card/braintree/hosted-fields.ts'))])],
  };
  for (const [name, files] of Object.entries(groups)) {
    const dir = join(info, 'size', name);
    mkdirSync(dir, { recursive: true });
    // Named by their path in dist/ (esm/index.js and esm/marks/index.js are two files).
    for (const file of new Set(files)) copyFileSync(join(root, file), join(dir, relative('dist', file).replace(/\//g, '_')));
  }
}
