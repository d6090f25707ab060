// braintree-web's paypal-checkout-v6, as far as featherdrop reads it (braintree-web ships no types): PayPal,
// PayPal Credit and Pay Later share it through paypal-checkout-v6.ts.
declare module 'braintree-web/paypal-checkout-v6' {
  const paypalCheckoutV6: { create(options: { client: unknown }): Promise<unknown>; VERSION: string };
  export default paypalCheckoutV6;
}
declare module 'braintree-web/paypal-checkout' {
  const paypalCheckout: { create(options: { client: unknown }): Promise<unknown>; VERSION: string };
  export default paypalCheckout;
}
