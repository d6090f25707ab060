// The braintree-web modules this slice uses, as far as featherdrop reads them (braintree-web ships no types).
declare module 'braintree-web/local-payment' {
  const localPayment: { create(options: Record<string, unknown> & { client: unknown }): Promise<unknown>; VERSION: string };
  export default localPayment;
}
