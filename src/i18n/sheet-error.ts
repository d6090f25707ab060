import type { Strings } from './en_US.js';

const camel = (code: string) => code.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * SPEC 8, sheet error text selection: a known key gives its message; an error with a code gives
 * the key `camelCase(code) + 'Error'` when that key exists; anything else is `genericError`.
 */
export function sheetErrorKey(error: unknown, strings: Strings): string {
  if (typeof error === 'string') return Object.hasOwn(strings, error) ? error : 'genericError';
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    const key = camel(code) + 'Error';
    if (Object.hasOwn(strings, key)) return key;
  }
  return 'genericError';
}
