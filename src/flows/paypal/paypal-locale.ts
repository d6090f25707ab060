import { LOCALES } from '../../runtime.js';

/** The original's constants: PayPal gets the merchant's locale only when it is a supported five-character id. */
export function paypalLocale(locale: unknown): string | undefined {
  return typeof locale === 'string' && (LOCALES as readonly string[]).includes(locale) ? locale : undefined;
}
