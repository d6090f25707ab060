// The braintree-web modules this slice uses, as far as featherdrop reads them (braintree-web ships no types).
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
