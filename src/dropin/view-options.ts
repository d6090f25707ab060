import { dropinError } from '../errors.js';
import type { DropinOptions, NormalizedOptions } from '../options.js';
import type { Arrange } from './layout-types.js';
import { loadLayout } from './layout.js';
import { checkOpenFirst } from './open-first.js';
import type { Registry } from './opt-in.js';

/**
 * `openFirst`, `layout` and `expressCheckout`, the options that change the first view: checked by this chunk, fetched
 * only when one of them is passed, so no other merchant downloads their code. A bad value is a merchant DropinError;
 * then the layout's rules and view (dropin/layout.ts) and the express row's (dropin/express.ts) are fetched side by side.
 */
export async function readViewOptions(input: DropinOptions, options: NormalizedOptions, registry: Registry): Promise<{ arrange: Arrange | false; registry: Registry }> {
  if (input.openFirst !== undefined) options.openFirst = checkOpenFirst(input.openFirst, options.priority);
  const [arrange, express] = await Promise.all([
    input.layout !== undefined && loadLayout(input.layout),
    input.expressCheckout != null && import('./express.js').catch((cause) => {
      throw dropinError('createFailed', cause, 'network');
    }),
  ]);
  return express ? express.withExpress(input.expressCheckout, registry, options.priority, arrange) : { arrange, registry };
}
