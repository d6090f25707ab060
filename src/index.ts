import { loadLocales } from './chunks.js';
import { VERSION } from './constants.js';
import { createDropin } from './dropin/create-dropin.js';
import { settle } from './dropin/public-api.js';
import { warnInDevelopment } from './dropin/warn-in-development.js';
import { DropinError } from './errors.js';
import { registry } from './flows/registry.js';
import { createGateway } from './gateway/create-gateway.js';
import type { Callback, Dropin, DropinOptions } from './api.js';
import { mountShell } from './ui/mount.js';
import { fromAreas, type ImportLocale } from './i18n/load-strings.js';

/**
 * Locale files sit beside the entry (dist/esm/locales/<id>.js) with their loader (locales/index.js, written
 * by build.mjs): a plain import() of each file by name, which every bundler can split, fetched only for a
 * locale other than English; no map of 33 file names in the core.
 */
const importLocale: ImportLocale = (id) => loadLocales().then(async (m) => fromAreas(await m.importLocale(id), (area) => m.importArea(id, area)));

export { DropinError, VERSION };
export type * from './api.js';
export type { ErrorType } from './errors.js';

export function create(options: DropinOptions): Promise<Dropin>;
export function create(options: DropinOptions, callback: Callback<Dropin>): void;
export function create(options: DropinOptions, callback?: Callback<Dropin>): Promise<Dropin> | void {
  // Bad options reject; nothing is ever thrown synchronously out of create.
  const promise = Promise.resolve()
    .then(() => createDropin(options, { registry, createGateway, mount: mountShell, importLocale }))
    // The instance is the core's methods (closures) without its model.
    .then(({ model: _model, ...instance }) => instance as unknown as Dropin, (error: unknown) => {
      warnInDevelopment(error, options?.authorization);
      throw error;
    });
  return settle(promise, callback as (error: unknown, value?: Dropin) => void);
}

export default { create, VERSION };
