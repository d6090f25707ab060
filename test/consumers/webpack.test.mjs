// webpack 5 (production mode, the default config) consumer of `import { create } from 'featherdrop'`.
import { test } from 'uvu';
import { bundlers, install } from './build-fixtures.mjs';
import { checkConsumer, consumerSuite, once } from './suite.mjs';

const suite = consumerSuite(test, 'webpack');

checkConsumer(suite, 'webpack 5', once(async () => {
  const { out, warnings } = await bundlers.webpack(install('vanilla', suite.work, { name: 'webpack' }));
  return { out, warnings, url: await suite.serve(out) };
}));

test.run();
