declare module 'braintree-web/client' {
  const client: { create(options: { authorization: string; sessionId?: string }): Promise<unknown>; VERSION: string };
  export default client;
}
declare module 'braintree-web/lib/constants.js' {
  const constants: {
    ANALYTICS_PREFIX: string; ANALYTICS_URL: string; ANALYTICS_REQUEST_TIMEOUT_MS: number;
    PLATFORM: string; VERSION: string; SOURCE: string; INTEGRATION: string; ASSETS_URLS: { production: string };
  };
  export default constants;
}
declare module 'braintree-web/lib/add-metadata.js' {
  const metadata: {
    addEventMetadata(client: unknown): Record<string, unknown>;
    addMetadata(configuration: { authorization: string; analyticsMetadata: Record<string, string> }, data: Record<string, unknown>): Record<string, unknown>;
  };
  export default metadata;
}
declare module 'braintree-web/lib/analytics.js' {
  export function sendEventPlus(client: unknown, eventName: string, extraFields: Record<string, unknown>, callback?: (error?: unknown) => void, at?: number): Promise<unknown>;
}
declare module 'braintree-web/lib/braintree-error.js' {
  const BraintreeError: new (options: { type: string; code: string; message: string }) => Error;
  export default BraintreeError;
}
declare module 'braintree-web/lib/querystring.js' {
  const querystring: { queryify(url: string, params: Record<string, unknown>): string };
  export default querystring;
}

/** A stylesheet's text, minified (scripts/build/plugins.mjs's `cssText` plugin): adopted by src/stylesheet.ts. */
declare module '*.css' {
  const css: string;
  export default css;
}

/** dist/esm/locales/index.js, written by build.mjs beside the entry: each locale's values per string area. */
declare module '*/locales/index.js' {
  export function importLocale(id: string): Promise<Record<string, string[] | undefined>>;
  /** An area shipped in a file of its own (scripts/string-areas.mjs SEPARATE_AREAS): its values. */
  export function importArea(id: string, area: string): Promise<string[]>;
}

/** dist/esm/marks/index.js, written by build.mjs beside the entry: each brand mark's module by id. */
declare module '*/marks/index.js' {
  export function importMark(id: string): Promise<{ default: Record<string, import('./marks/Mark.js').MarkData> }> | 0;
}

/** Each slice's adapter module for one gateway, by the slice's folder (scripts/build/plugins.mjs's sliceAdapters). */
declare module 'featherdrop-adapters:*' {
  const adapters: Record<string, () => Promise<import('./definitions.js').AdapterModule<unknown>>>;
  export default adapters;
}

/** The opt-in slices' adapter modules, by slice and gateway: the opt-in index hands them over with their definitions. */
declare module 'featherdrop-opt-in-adapters' {
  const adapters: Record<string, Record<string, () => Promise<import('./definitions.js').AdapterModule<unknown>>>>;
  export default adapters;
}

/** Tables derived from the slices' folders at build time (scripts/build/derived-tables.mjs). */
declare module 'featherdrop-derived:script-attributes' {
  const names: readonly string[];
  export default names;
}
declare module 'featherdrop-derived:element-attributes' {
  const readers: Record<string, (value: string) => unknown>;
  export default readers;
}

/** Brand marks compiled from the icon libraries at build time (scripts/brand-marks.mjs): id → [viewBox, elements]. */
declare module 'featherdrop-marks:*' {
  const marks: Record<string, import('./marks/Mark.js').MarkData>;
  export default marks;
}
