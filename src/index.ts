import { VERSION } from './constants.js';
import { createDropin, type DropinCore } from './dropin/create-dropin.js';
import { DropinError } from './errors.js';
import { flows, threeDSecure } from './flows/registry.js';
import { createGateway } from './gateway/create-gateway.js';
import type { DropinOptions } from './options.js';
import type { PaymentMethodResult } from './types.js';
import { mountShell } from './ui/mount.js';
import { fromAreas, type ImportLocale } from './i18n/load-strings.js';

/** Locale files sit beside the entry (dist/esm/locales/<id>.js): no import map of 33 hashed names in the core. */
const importLocale: ImportLocale = (id) =>
  import(/* @vite-ignore */ new URL(`./locales/${id}.js`, import.meta.url).href).then((m) => fromAreas(m[id]));

export { DropinError, VERSION };
export type { DropinOptions, PaymentMethodResult };

type Callback<T> = (error: unknown, value?: T) => void;

/** Callback style and Promise style both work, as in braintree-web-drop-in. */
function settle<T>(promise: Promise<T>, callback?: Callback<T>): Promise<T> | undefined {
  if (typeof callback !== 'function') return promise;
  promise.then((value) => callback(null, value), (error) => callback(error));
  return undefined;
}

/** The public instance, with the original's method names and arities. */
export class Dropin {
  #core: DropinCore;
  constructor(core: DropinCore) {
    this.#core = core;
  }
  requestPaymentMethod(options?: Record<string, unknown> | Callback<PaymentMethodResult>, callback?: Callback<PaymentMethodResult>) {
    if (typeof options === 'function') [callback, options] = [options, undefined];
    return settle(this.#core.requestPaymentMethod(options), callback);
  }
  isPaymentMethodRequestable(): boolean {
    return this.#core.isPaymentMethodRequestable();
  }
  clearSelectedPaymentMethod(): void {
    this.#core.clearSelectedPaymentMethod();
  }
  updateConfiguration(property: string, key: string, value: unknown): void {
    this.#core.updateConfiguration(property, key, value);
  }
  getAvailablePaymentOptions(): string[] {
    return this.#core.getAvailablePaymentOptions();
  }
  on(event: string, handler: (payload?: any) => void): void {
    this.#core.on(event, handler);
  }
  off(event: string, handler: (payload?: any) => void): void {
    this.#core.off(event, handler);
  }
  teardown(callback?: Callback<void>) {
    return settle(this.#core.teardown(), callback);
  }
}

export function create(options: DropinOptions): Promise<Dropin>;
export function create(options: DropinOptions, callback: Callback<Dropin>): undefined;
export function create(options: DropinOptions, callback?: Callback<Dropin>) {
  // Bad options reject; nothing is ever thrown synchronously out of create.
  const promise = Promise.resolve()
    .then(() => createDropin(options, { flows, threeDSecure, createGateway, mount: mountShell, importLocale }))
    .then((core) => new Dropin(core));
  return settle(promise, callback);
}

export default { create, VERSION };
