import { signal } from '@preact/signals-core';
import { dropinError } from '../errors.js';
import type { Extra, ExtraContext, ExtraInstance } from '../flows/types.js';
import type { VaultManagerViews } from '../ui/shell-api.js';

/**
 * The original's widget setup, the extras beside the payment options (src/flows/registry.ts): each one the merchant
 * asked for is fetched and set up at once. What the shell and the public API hold from the start (the
 * extras' views, their live options for updateConfiguration) is made here.
 */
export function startExtras(extras: readonly Extra[], contextFor: (extra: Extra) => ExtraContext) {
  const views = signal<VaultManagerViews | null>(null);
  const contexts = new Map(extras.map((extra) => [extra.id, contextFor(extra)]));
  const wanted = extras.filter((extra) => extra.wanted(contexts.get(extra.id)!.options.raw as never, !contexts.get(extra.id)!.guest));
  const started = wanted.map((extra) => {
    const ctx = contexts.get(extra.id)!;
    const instance = extra.load().then(
      ({ default: module }) => module.setup(ctx),
      (cause: unknown) => { throw dropinError('createFailed', cause, 'network'); },
    ).then((ready) => {
      if (ready.views) views.value = ready.views;
      return ready;
    });
    instance.catch(() => {});
    return instance;
  });
  return {
    views,
    /** The merchant's object for an extra (`{}` for `true`), which updateConfiguration edits in place. */
    optionsOf: (id: string) => contexts.get(id)?.flowOptions,
    /** Resolves once every extra is ready, in the registry's order; rejects with the first one's setup error. */
    async ready(race: <T>(promise: Promise<T>) => Promise<T>): Promise<ExtraInstance> {
      const ready: ExtraInstance[] = [];
      for (const instance of started) ready.push(await race(instance));
      return Object.assign({}, ...ready.map(({ teardown: _teardown, ...roles }) => roles));
    },
    teardown: () => Promise.allSettled(started.map((instance) => instance.then((ready) => ready.teardown?.()))),
  };
}

export type Extras = ReturnType<typeof startExtras>;
