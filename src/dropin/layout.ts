import { DropinError, dropinError } from '../errors.js';
import type { Arrange, LayoutModule } from './layout-types.js';

/** Its own message: this chunk loads only for a merchant who passes `layout`, so no one else downloads it. */
export const LAYOUT_INVALID = 'options.layout must be one of: list, accordion, tabs.';

const VIEWS: Record<string, () => Promise<LayoutModule>> = {
  accordion: () => import('../ui/layouts/accordion.js'),
  tabs: () => import('../ui/layouts/tabs.js'),
};

/**
 * `'list'` (the original's, the default) needs nothing; another name is checked at once (a merchant DropinError), then
 * its rules (dropin/layout-rules.ts) and its view are fetched side by side; a failed fetch fails create() as a gateway
 * that cannot be reached does.
 */
export async function loadLayout(layout: unknown): Promise<Arrange | false> {
  if (layout === 'list') return false;
  if (typeof layout !== 'string' || !Object.hasOwn(VIEWS, layout)) throw new DropinError(LAYOUT_INVALID);
  const [rules, views] = await Promise.all([import('./layout-rules.js'), VIEWS[layout]()]).catch((cause) => {
    throw dropinError('createFailed', cause, 'network');
  });
  return rules.arrange(views, layout);
}
