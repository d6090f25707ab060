import { METHOD_TYPES } from '../constants.js';
import { dropinError } from '../errors.js';
import type { RequestOptions } from '../flows/types.js';
import type { WidgetModel } from '../signals/widget-model.js';
import type { FlowId, PaymentMethodResult } from '../types.js';
import type { Emitter } from './emitter.js';
import type { ThreeDSecureOptions } from './extras.js';
import type { FlowHost } from './flow-host.js';
import type { Navigation } from './navigation.js';

type Callback<T> = (error: any, value?: T) => void;

/** Callback style and Promise style both work, as in braintree-web-drop-in. */
export function settle<T>(promise: Promise<T>, callback?: Callback<T>): Promise<T> | undefined {
  if (typeof callback !== 'function') return promise;
  promise.then((value) => callback(null, value), (error) => callback(error));
  return undefined;
}

/** The options `updateConfiguration` takes besides threeDSecure; it also drops their unsaved methods (compat notes). */
const UPDATABLE: string[] = ['paypal', 'paypalCredit', 'applePay', 'googlePay'] satisfies FlowId[];

export interface PublicApiParts {
  model: WidgetModel;
  host: Pick<FlowHost, 'instances'>;
  navigation: Pick<Navigation, 'reset' | 'leaveEmptyMethodsView'>;
  emitter: Emitter;
  /** The merchant's options object, whose wallet options updateConfiguration edits in place. */
  input: Record<string, unknown>;
  threeDSecureOptions: ThreeDSecureOptions;
  request(options?: RequestOptions): Promise<PaymentMethodResult>;
  refreshSaved(): Promise<void>;
  /** Ends the widget: every undo step runs once. */
  end(): Promise<void>;
}

/** The instance the merchant holds (SPEC 4 and the compat notes): requests, the requestable state, updates, events, teardown. */
export function createPublicApi(parts: PublicApiParts) {
  const { model, navigation, emitter, input } = parts;
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
    /** SPEC 4: unsaved methods go, saved ones are refreshed, nothing is selected; the initial view shows (1.38.1). */
    clearSelectedPaymentMethod() {
      model.removeMethods((m) => !m.vaulted);
      model.select(null);
      navigation.reset();
      parts.refreshSaved();
    },
    updateConfiguration(property: string, key: string, value: unknown) {
      if (property === 'threeDSecure') {
        parts.threeDSecureOptions[key] = value;
        return;
      }
      if (!UPDATABLE.includes(property)) return;
      const target = input[property];
      if (target && typeof target === 'object') (target as Record<string, unknown>)[key] = value;
      parts.host.instances.peek()[property as FlowId]?.updateConfiguration?.(key, value);
      model.removeMethods((m) => !m.vaulted && m.type === METHOD_TYPES[property as FlowId]);
      navigation.leaveEmptyMethodsView();
    },
    getAvailablePaymentOptions: () => [...model.available.peek()],
    on: emitter.on,
    off: emitter.off,
    teardown,
  };
}

export type PublicApi = ReturnType<typeof createPublicApi>;
