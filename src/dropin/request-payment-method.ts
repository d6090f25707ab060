import { dropinError } from '../errors.js';
import type { RequestOptions, Verifier } from '../flows/types.js';
import type { Gateway } from '../gateway/types.js';
import type { WidgetModel } from '../signals/widget-model.js';
import type { PaymentMethod, PaymentMethodResult } from '../types.js';
import type { FlowHost } from './flow-host.js';
import type { Navigation } from './navigation.js';
import { toResult } from './result.js';

interface RequesterParts {
  model: WidgetModel;
  host: FlowHost;
  gateway: Gateway;
  /** The analytics kind of a method (the original's gateway calls). */
  kindOf(method: { type: string }): string;
  /** Checks methods before a request resolves (3D Secure). */
  verifier?: Verifier;
  deviceData?: string;
  /** Adds a sheet's method and runs the change-method transition; settles it at once when 3D Secure fails. */
  navigation: Pick<Navigation, 'addMethod' | 'settleTransition' | 'transitionEnded'>;
  refreshSaved(): Promise<void>;
}

/**
 * `requestPaymentMethod` (the original's behaviour): the active sheet tokenizes, or the selected method is used; 3D
 * Secure verifies it when configured; concurrent calls share one request, so nothing runs twice.
 */
export function createRequester(parts: RequesterParts) {
  const { model, host, gateway, kindOf, verifier, deviceData, navigation } = parts;
  let inFlight: Promise<PaymentMethodResult> | undefined;

  async function produce(requestOptions: RequestOptions): Promise<PaymentMethodResult> {
    if (model.editing.peek()) throw dropinError('noPaymentMethod');
    // During the change-method transition the sheet already produced the selected method.
    const sheet = model.tokenized.peek() ? null : model.activeSheet.peek();
    let method = model.selected.peek();
    const instance = sheet ? host.instances.peek()[sheet] : undefined;
    if (sheet) {
      if (!instance?.tokenize) throw dropinError('noPaymentMethod');
      try {
        method = await instance.tokenize(requestOptions);
      } catch (cause) {
        model.setError(cause as never);
        throw dropinError('noPaymentMethod', cause, 'customer');
      }
      navigation.addMethod(sheet, method);
    } else if ((model.view.peek() !== 'methods' && !model.tokenized.peek()) || !method) {
      throw dropinError('noPaymentMethod');
    } else {
      // One-click repeat (PayPal's vaultInitiatedCheckout) starts here, in the merchant's own task: its window is a popup.
      let repeated: Promise<PaymentMethod> | undefined;
      Object.values(host.instances.peek()).some((option) => (repeated = option?.repeat?.(method!)));
      if (repeated) method = await repeated;
    }
    try {
      if (verifier?.needsVerification(method)) method = await verify(parts, method, requestOptions);
    } catch (error) {
      instance?.requestSettled?.(false);
      throw error;
    }
    instance?.requestSettled?.(true);
    await navigation.transitionEnded();
    return toResult(method, deviceData);
  }

  async function request(requestOptions: RequestOptions): Promise<PaymentMethodResult> {
    try {
      const result = await produce(requestOptions);
      gateway.analytics(`request-payment-method.${kindOf(result)}`);
      return result;
    } catch (error) {
      gateway.analytics('request-payment-method.error');
      throw error;
    }
  }

  return (requestOptions: RequestOptions = {}): Promise<PaymentMethodResult> => {
    inFlight ??= request(requestOptions).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

/**
 * The original's behaviour: the verified method replaces the selected one, so a second request returns it without a
 * new challenge; on failure or cancel the selection is cleared, saved methods refreshed, the error shown.
 * The view settles first and the error comes last, so no transition clears it: the shopper sees it
 * where they can retry (a saved card to pick again, or the card sheet). While it runs nothing is
 * requestable and no requestable event fires (1.42: not before the challenge completed).
 */
async function verify(
  { model, verifier, navigation, refreshSaved }: RequesterParts, method: PaymentMethod, requestOptions: RequestOptions,
): Promise<PaymentMethod> {
  model.setVerifying(true);
  try {
    const verified = await verifier!.verify(method, requestOptions);
    model.replaceMethod(method, verified);
    return verified;
  } catch (error) {
    model.removeMethods((m) => m.nonce === method.nonce && !m.vaulted);
    model.select(null);
    navigation.settleTransition();
    await refreshSaved();
    model.setError('threeDSecureAuthenticationError');
    throw error;
  } finally {
    model.setVerifying(false);
  }
}
