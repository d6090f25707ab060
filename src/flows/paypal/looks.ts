import type { PayPalButtonLook } from './port.js';

/** buttonStyle's labels that are a v6 button `type` (`paypal`, the wordmark alone, is the button without one). */
const TYPES: Record<string, string> = { checkout: 'checkout', buynow: 'buynow', pay: 'pay', subscribe: 'subscribe', donate: 'donate' };
/** buttonStyle's colours the v6 button has a class for (https://developer.paypal.com/sdk/button-color-updates). */
const COLORS = ['gold', 'blue', 'white', 'black', 'silver'];

/** The merchant's buttonStyle on PayPal's v6 button: `label` → `type`, `color` → `paypal-<color>`; the rest has no v6 equivalent. */
export function buttonLook(style: Record<string, unknown> | undefined): PayPalButtonLook {
  const label = TYPES[String(style?.label)];
  const color = String(style?.color);
  return { ...(label && { type: label }), ...(COLORS.includes(color) && { className: `paypal-${color}` }) };
}

/** messageStyle (the JS SDK's Messages style) on the v6 `<paypal-message>`: its logo's type and position, its text's colour and size. */
export function messageAttributes(style: Record<string, any> | undefined): Record<string, string> {
  const pairs: Array<[string, unknown]> = [['logo-type', style?.logo?.type], ['logo-position', style?.logo?.position], ['text-color', style?.text?.color], ['text-size', style?.text?.size]];
  return Object.fromEntries(pairs.filter(([, value]) => value != null).map(([name, value]) => [name, String(value)]));
}
