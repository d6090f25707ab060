// The braintree-web modules this slice uses, as far as featherdrop reads them (braintree-web ships no types).
declare module 'braintree-web/apple-pay' {
  const applePay: { create(options: { client: unknown }): Promise<any>; VERSION: string };
  export default applePay;
}
