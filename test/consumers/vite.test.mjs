// Vite consumers of `import { create } from 'featherdrop'`: `vite build` (served as static files) and
// the dev server (programmatic createServer), both with no config file.
import { test } from 'uvu';
import { bundlers, install, viteDev } from './build-fixtures.mjs';
import { checkConsumer, consumerSuite, once } from './suite.mjs';

const suite = consumerSuite(test, 'vite');

checkConsumer(suite, 'Vite build', once(async () => {
  const { out, warnings } = await bundlers.viteBuild(install('vanilla', suite.work, { name: 'vite-build' }));
  return { out, warnings, url: await suite.serve(out) };
}));

checkConsumer(suite, 'Vite dev server', once(async () => {
  const server = await viteDev(install('vanilla', suite.work, { name: 'vite-dev' }));
  suite.closing(server.close);
  return server;
}), { devServer: true });

test.run();
