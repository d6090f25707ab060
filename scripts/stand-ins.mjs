// The build's stand-ins for braintree-web's internals (build.mjs's braintreeSources), and the check that each
// still applies to the installed braintree-web.

/**
 * The build's stand-ins for files braintree-web requires, by their path from the project root
 * (docs/performance.md, "Size decisions"): what braintreeSources maps, and what folds like third-party code.
 */
export const STAND_INS = {
  fastlaneLoader: 'src/gateway/braintree/no-fastlane.ts',
  atobPolyfill: 'src/gateway/braintree/native-atob.cjs',
  uuid: 'src/gateway/braintree/native-uuid.cjs',
  wrapPromise: 'src/gateway/braintree/promises-only.cjs',
  clientAssets: 'src/gateway/braintree/no-page-assets.cjs',
  cardGraphql: 'src/gateway/braintree/no-page-card-graphql.cjs',
  deferredClient: 'src/flows/card/braintree/handed-client.ts',
  incognito: 'src/gateway/braintree/incognito-once.cjs',
};

/**
 * Each stand-in takes the place of a file the installed braintree-web requires; one the build never used
 * means braintree-web changed what it requires (a new path, a module gone), and the bytes or the behaviour it
 * bought would silently be lost: the build fails instead.
 */
export function checkStandIns(metafile) {
  const unused = Object.entries(STAND_INS).filter(([, path]) => !Object.hasOwn(metafile.inputs, path)).map(([name, path]) => `${name} (${path})`);
  if (unused.length) throw new Error(`build.mjs: braintree-web no longer requires what these stand-ins replace; check them against it: ${unused.join(', ')}`);
}
