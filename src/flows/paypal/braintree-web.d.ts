// The braintree-web modules this slice uses, as far as featherdrop reads them (braintree-web ships no types).
declare module 'braintree-web/paypal-checkout' {
  const paypalCheckout: { create(options: { client: unknown; autoSetDataUserIdToken?: boolean }): Promise<unknown>; VERSION: string };
  export default paypalCheckout;
}
