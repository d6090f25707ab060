// The braintree-web modules this slice uses, as far as featherdrop reads them (braintree-web ships no types).
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
