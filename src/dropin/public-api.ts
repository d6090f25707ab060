import type { Catalog } from '../catalog.js';
import { dropinError } from '../errors.js';
import type { RequestOptions } from '../flows/types.js';
import type { WidgetModel } from '../signals/widget-model.js';
import type { FlowId, PaymentMethodResult } from '../types.js';
import type { Emitter } from './emitter.js';
import type { Extras } from './extras.js';
import type { FlowHost } from './flow-host.js';
import type { Navigation } from './navigation.js';

type Callback<T> = (error: any, value?: T) => void;

/** Callback style and Promise style both work, as in braintree-web-drop-in. */
export function settle<T>(promise: Promise<T>, callback?: Callback<T>): Promise<T> | undefined {
  if (typeof callback !== 'function') return promise;
  promise.then((value) => callback(null, value), (error) => callback(error));
  return undefined;
}

export interface PublicApiParts {
  model: WidgetModel;
  host: Pick<FlowHost, 'instances'>;
  navigation: Pick<Navigation, 'reset' | 'leaveEmptyMethodsView' | 'showDefaultView'>;
  emitter: Emitter;
  catalog: Pick<Catalog, 'byId'>;
  /** The merchant's options object, whose payment options' objects updateConfiguration edits in place. */
  input: Record<string, unknown>;
  /** The extras' live options (updateConfiguration edits 3D Secure's). */
  extras: Pick<Extras, 'optionsOf'>;
  request(options?: RequestOptions): Promise<PaymentMethodResult>;
  refreshSaved(): Promise<void>;
  /** Ends the widget: every undo step runs once. */
  end(): Promise<void>;
}

/** The instance the merchant holds (the original's behaviour, 1.x included): requests, the requestable state, updates, events, teardown. */
export function createPublicApi(parts: PublicApiParts) {
  const { model, navigation, emitter, catalog, input } = parts;
  let tornDown: Promise<void> | undefined;

  // The original's arities: a promise, or the callback.
  function requestPaymentMethod(requestOptions?: RequestOptions): Promise<PaymentMethodResult>;
  function requestPaymentMethod(requestOptions?: RequestOptions | Callback<PaymentMethodResult>, callback?: Callback<PaymentMethodResult>): Promise<PaymentMethodResult> | undefined;
  function requestPaymentMethod(requestOptions?: RequestOptions | Callback<PaymentMethodResult>, callback?: Callback<PaymentMethodResult>) {
    if (typeof requestOptions === 'function') [callback, requestOptions] = [requestOptions, undefined];
    return settle(tornDown ? Promise.reject(dropinError('tornDown')) : parts.request(requestOptions), callback);
  }
  function teardown(): Promise<void>;
  function teardown(callback?: Callback<void>): Promise<void> | undefined;
  function teardown(callback?: Callback<void>) {
    tornDown ??= parts.end();
    return settle(tornDown, callback);
  }

  return {
    model,
    requestPaymentMethod,
    isPaymentMethodRequestable: () => model.requestable.peek() && !model.verifying.peek(),
    /** The original's behaviour: unsaved methods go, saved ones are refreshed, nothing is selected; the initial view shows (1.38.1). */
    clearSelectedPaymentMethod() {
      model.removeMethods((m) => !m.vaulted);
      model.select(null);
      navigation.reset();
      parts.refreshSaved();
    },
    /**
     * An extra's options (3D Secure's) and an updatable option's (the wallets but Venmo) are edited in place; the
     * option's own instance hears of it and its unsaved methods go (compat notes). Says whether it applied (the
     * original returned nothing; `<featherdrop-drop-in>` recreates the widget when it did not).
     */
    updateConfiguration(property: string, key: string, value: unknown): boolean {
      const extraOptions = parts.extras.optionsOf(property);
      if (extraOptions) {
        extraOptions[key] = value;
        return true;
      }
      const definition = catalog.byId(property);
      if (!definition?.updatable) return false;
      const target = input[property];
      if (target && typeof target === 'object') (target as Record<string, unknown>)[key] = value;
      parts.host.instances.peek()[property]?.updateConfiguration?.(key, value);
      model.removeMethods((m) => !m.vaulted && definition.methodTypes.includes(m.type));
      navigation.leaveEmptyMethodsView();
      return true;
    },
    getAvailablePaymentOptions: () => [...model.available.peek()],
    /** featherdrop: options hidden (and shown again) while the page runs; its code is a chunk fetched on the first call. */
    hidePaymentOptions: (ids: FlowId[]): Promise<void> => import('./hide-options.js').then((m) => m.hideOptions(parts, ids, () => !!tornDown)),
    on: emitter.on,
    off: emitter.off,
    teardown,
  };
}

export type PublicApi = ReturnType<typeof createPublicApi>;
