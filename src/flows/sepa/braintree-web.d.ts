// The braintree-web modules this slice uses, as far as featherdrop reads them (braintree-web ships no types).
declare module 'braintree-web/sepa' {
  const sepa: {
    create(options: { client: unknown }): Promise<{
      tokenize(options: Record<string, unknown>): Promise<{ nonce: string; ibanLastFour: string; customerId: string; mandateType: string }>;
    }>;
    VERSION: string;
  };
  export default sepa;
}
