declare module 'braintree-web/client' {
  const client: { create(options: { authorization: string; sessionId?: string }): Promise<unknown>; VERSION: string };
  export default client;
}
declare module 'braintree-web/vault-manager' {
  const vaultManager: { create(options: { client: unknown }): Promise<unknown> };
  export default vaultManager;
}
declare module 'braintree-web/hosted-fields' {
  /** With an `authorization` instead of a client, braintree-web's deferred client (a stand-in hands it ours: handed-client.ts). */
  const hostedFields: { create(options: ({ client: unknown } | { authorization: string }) & { fields: Record<string, unknown>; styles?: Record<string, unknown> }): Promise<unknown>; VERSION: string };
  export default hostedFields;
}
declare module 'braintree-web/data-collector' {
  const dataCollector: { create(options: Record<string, unknown>): Promise<unknown> };
  export default dataCollector;
}
declare module 'braintree-web/three-d-secure' {
  const threeDSecure: { create(options: { client: unknown; version: number | string; cardinalSDKConfig?: Record<string, unknown> }): Promise<unknown>; VERSION: string };
  export default threeDSecure;
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
declare module 'braintree-web/lib/braintree-error.js' {
  const BraintreeError: new (options: { type: string; code: string; message: string }) => Error;
  export default BraintreeError;
}
declare module 'braintree-web/lib/querystring.js' {
  const querystring: { queryify(url: string, params: Record<string, unknown>): string };
  export default querystring;
}
declare module 'braintree-web/paypal-checkout' {
  const paypalCheckout: { create(options: { client: unknown; autoSetDataUserIdToken?: boolean }): Promise<unknown>; VERSION: string };
  export default paypalCheckout;
}
declare module 'braintree-web/paypal-checkout-v6' {
  const paypalCheckoutV6: { create(options: { client: unknown }): Promise<unknown>; VERSION: string };
  export default paypalCheckoutV6;
}
declare module 'braintree-web/apple-pay' {
  const applePay: { create(options: { client: unknown }): Promise<any>; VERSION: string };
  export default applePay;
}
declare module 'braintree-web/google-payment' {
  const googlePayment: { create(options: { client: unknown; googlePayVersion?: number; googleMerchantId?: string }): Promise<any>; VERSION: string };
  export default googlePayment;
}
declare module 'braintree-web/local-payment' {
  const localPayment: { create(options: Record<string, unknown> & { client: unknown }): Promise<unknown>; VERSION: string };
  export default localPayment;
}
declare module 'braintree-web/venmo' {
  const venmo: {
    create(options: Record<string, unknown> & { client: unknown }): Promise<{
      hasTokenizationResult(): boolean;
      tokenize(options?: Record<string, unknown>): Promise<any>;
      teardown(): Promise<void>;
    }>;
    isBrowserSupported(options?: Record<string, unknown>): boolean;
    VERSION: string;
  };
  export default venmo;
}
declare module 'braintree-web/us-bank-account' {
  const usBankAccount: {
    create(options: { client: unknown }): Promise<{
      tokenize(options: Record<string, unknown>): Promise<{ nonce: string; description: string; details: Record<string, unknown> }>;
      teardown(): Promise<void>;
    }>;
    VERSION: string;
  };
  export default usBankAccount;
}
declare module 'braintree-web/sepa' {
  const sepa: {
    create(options: { client: unknown }): Promise<{
      tokenize(options: Record<string, unknown>): Promise<{ nonce: string; ibanLastFour: string; customerId: string; mandateType: string }>;
    }>;
    VERSION: string;
  };
  export default sepa;
}

/** A stylesheet's text, minified (build.mjs's `cssText` plugin): adopted by src/stylesheet.ts. */
/** The properties braintree-web's hosted-fields frame accepts in `styles` (the simulated fields apply the same). */
declare module 'braintree-web/hosted-fields/shared/constants.js' {
  const constants: { allowedStyles: string[] };
  export default constants;
}
declare module 'braintree-web/hosted-fields/external/get-styles-from-class.js' {
  /** A class name's computed styles, the allowed properties only. */
  const getStylesFromClass: (className: string) => Record<string, string>;
  export default getStylesFromClass;
}
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

/** Each slice's adapter module for one gateway, by the slice's folder (build.mjs's sliceAdapters). */
declare module 'featherdrop-adapters:*' {
  const adapters: Record<string, () => Promise<import('./definitions.js').AdapterModule<unknown>>>;
  export default adapters;
}

/** Brand marks compiled from the icon libraries at build time (scripts/brand-marks.mjs): id → [viewBox, elements]. */
declare module 'featherdrop-marks:*' {
  const marks: Record<string, import('./marks/Mark.js').MarkData>;
  export default marks;
}
