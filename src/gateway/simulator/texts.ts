import { RTL_LOCALES } from '../../i18n/locales.js';
import shared from './texts.json';

/** A simulated view's texts by language (`en`, `de`, …, `zh-Hans`, `zh-Hant`): a JSON file beside the view. */
export type SimulatorTexts = Record<string, Record<string, string>>;

/** The language a locale's texts are under: zh_HK and zh_TW read Traditional Chinese, the other zh Simplified. */
const languageOf = (locale: string) => (locale.startsWith('zh_') ? (['zh_HK', 'zh_TW'].includes(locale) ? 'zh-Hant' : 'zh-Hans') : locale.slice(0, 2));

/**
 * The simulator's pages and dialogs (the bank's challenge page, the wallets' sheets) speak the widget's language
 * and direction, as the real ones do for the shopper: `text(key, params)` in the locale (the view's own table, then
 * the shared one: Approve, Cancel, …), English where a text is missing; `money` formats an amount there; `lang` and
 * `dir` for their root. Never in production: the tables ship with the simulator's chunks.
 */
export function simulatorTexts(locale: string, own: SimulatorTexts = {}) {
  const language = languageOf(locale);
  const lang = locale.endsWith('_XC') ? language : locale.replace('_', '-');
  const lookup = (key: string) => own[language]?.[key] ?? (shared as SimulatorTexts)[language]?.[key] ?? own.en?.[key] ?? (shared as SimulatorTexts).en[key] ?? key;
  const dir = RTL_LOCALES.includes(locale) ? 'rtl' as const : 'ltr' as const;
  // Right to left, a value (an amount, a card, an e-mail) is isolated so its own direction holds (FSI … PDI).
  const value = (text: string) => (dir === 'rtl' ? `\u2068${text}\u2069` : text);
  return {
    text: (key: string, params: Record<string, string> = {}) => lookup(key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => value(params[name] ?? '')),
    money(amount: unknown, currency = 'USD') {
      try {
        return new Intl.NumberFormat(lang, { style: 'currency', currency }).format(Number(amount));
      } catch {
        return `${Number(amount).toFixed(2)} ${currency}`;
      }
    },
    lang,
    dir,
  };
}

export type SimulatorText = ReturnType<typeof simulatorTexts>;
