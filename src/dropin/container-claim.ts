import { dropinError } from '../errors.js';

/** In the global symbol registry, so every copy of featherdrop on the page sees the same mark. */
const CLAIMED = Symbol.for('featherdrop.container-claimed');

/**
 * One widget per container (as the original: a second create on it rejects). Claimed synchronously when
 * create starts, so two creates started together cannot both pass the empty-container check; released
 * when the widget is gone (failed setup or teardown).
 */
export function claimContainer(container: HTMLElement): () => void {
  const marked = container as HTMLElement & { [CLAIMED]?: true };
  if (marked[CLAIMED]) throw dropinError('containerNotEmpty');
  marked[CLAIMED] = true;
  return () => {
    delete marked[CLAIMED];
  };
}
