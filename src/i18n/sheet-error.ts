const camel = (code: string) => code.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * The original's sheet error text selection: a known key gives its message; an error with a code gives
 * the key `camelCase(code) + 'Error'` when that key exists; anything else is `genericError`.
 * `has` tells whether a string exists (`t.has`, own properties only).
 */
export function sheetErrorKey(error: unknown, has: (key: string) => boolean): string {
  if (typeof error === 'string') return has(error) ? error : 'genericError';
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    const key = camel(code) + 'Error';
    if (has(key)) return key;
  }
  return 'genericError';
}
