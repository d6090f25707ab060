// esbuild consumers of `import { create } from 'featherdrop'`: ESM with code splitting, and the plain
// IIFE bundle (esbuild cannot split one: everything must work from a single classic script).
import { test } from 'uvu';
import { bundlers, install } from './build-fixtures.mjs';
import { checkConsumer, consumerSuite, once } from './suite.mjs';

const suite = consumerSuite(test, 'esbuild');
const served = (name, build) => once(async () => {
  const { out, warnings } = await build(install('vanilla', suite.work, { name }));
  return { out, warnings, url: await suite.serve(out) };
});

checkConsumer(suite, 'esbuild ESM (splitting)', served('esbuild-esm', bundlers.esbuildEsm));
checkConsumer(suite, 'esbuild IIFE', served('esbuild-iife', bundlers.esbuildIife), { splits: false });

test.run();
