import type { PaymentMethod, PaymentMethodResult } from '../types.js';

/** The original's result: what the merchant receives; widget-only fields dropped, deviceData only when non-empty. */
export function toResult(method: PaymentMethod, deviceData?: string): PaymentMethodResult {
  const { default: _default, hasSubscription: _subscription, ...result } = method;
  if (deviceData) result.deviceData = deviceData;
  return result;
}
