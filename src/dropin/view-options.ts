import type { DropinOptions, NormalizedOptions } from '../options.js';
import { loadLayout } from './layout.js';
import { checkOpenFirst } from './open-first.js';

/**
 * `openFirst` and `layout`, the options that change the first view: checked by this chunk, fetched only when one of
 * them is passed, so no other merchant downloads their code. A bad value is a merchant DropinError; then the
 * layout's rules and view are fetched (dropin/layout.ts).
 */
export function readViewOptions(input: DropinOptions, options: NormalizedOptions) {
  if (input.openFirst !== undefined) options.openFirst = checkOpenFirst(input.openFirst, options.priority);
  return input.layout !== undefined && loadLayout(input.layout);
}
