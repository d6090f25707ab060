// The braintree-web modules this slice uses, as far as featherdrop reads them (braintree-web ships no types).
declare module 'braintree-web/google-payment' {
  const googlePayment: { create(options: { client: unknown; googlePayVersion?: number; googleMerchantId?: string }): Promise<any>; VERSION: string };
  export default googlePayment;
}
