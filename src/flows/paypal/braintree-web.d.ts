// The braintree-web modules this slice uses, as far as featherdrop reads them (braintree-web ships no types).
declare module 'braintree-web/paypal-checkout-v6' {
  const paypalCheckoutV6: { create(options: { client: unknown }): Promise<unknown>; VERSION: string };
  export default paypalCheckoutV6;
}
declare module 'braintree-web/paypal-checkout' {
  const paypalCheckout: { create(options: { client: unknown }): Promise<unknown>; VERSION: string };
  export default paypalCheckout;
}
