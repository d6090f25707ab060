// An esbuild plugin for the React fixture's build: featherdrop/react's import of the core gets a wrapper whose
// create() counts what it starts on the page (`window.featherdropCreations`), so a test can wait until every
// creation the component started has settled, and every teardown it started has ended, instead of sleeping.
import { dirname } from 'node:path';

/**
 * The wrapper's source, resolved beside the real core. `pending` counts creations and teardowns under way:
 * the component chains each creation on the previous teardown by promises alone, so once a page task sees
 * `pending === 0` nothing it started is left to run.
 */
const wrapper = `
import { create as createWidget } from './index.js';
export * from './index.js';
const creations = (window.featherdropCreations = { started: 0, pending: 0 });
const track = (promise) => {
  creations.pending += 1;
  return promise.finally(() => { creations.pending -= 1; });
};
export function create(options) {
  creations.started += 1;
  return track(createWidget(options).then((instance) => {
    const teardown = instance.teardown;
    instance.teardown = () => track(teardown());
    return instance;
  }));
}
`;

export const countCreations = {
  name: 'count-creations',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/esm\/index\.js$/ }, ({ importer }) => (
      /featherdrop[\\/]dist[\\/]react[\\/]/.test(importer)
        ? { path: `${dirname(dirname(importer))}/esm/counted.js`, namespace: 'count-creations' }
        : undefined));
    build.onLoad({ filter: /.*/, namespace: 'count-creations' }, ({ path }) => ({ contents: wrapper, resolveDir: dirname(path), loader: 'js' }));
  },
};
