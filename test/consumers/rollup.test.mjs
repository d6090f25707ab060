// Rollup (with @rollup/plugin-node-resolve, ES output) consumer of `import { create } from 'featherdrop'`.
import { test } from 'uvu';
import { bundlers, install } from './build-fixtures.mjs';
import { checkConsumer, consumerSuite, once } from './suite.mjs';

const suite = consumerSuite(test, 'rollup');

checkConsumer(suite, 'Rollup', once(async () => {
  const { out, warnings } = await bundlers.rollup(install('vanilla', suite.work, { name: 'rollup' }));
  return { out, warnings, url: await suite.serve(out) };
}));

test.run();
