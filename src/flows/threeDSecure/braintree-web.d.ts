// The braintree-web modules this slice uses, as far as featherdrop reads them (braintree-web ships no types).
declare module 'braintree-web/three-d-secure' {
  const threeDSecure: { create(options: { client: unknown; version: number | string; cardinalSDKConfig?: Record<string, unknown> }): Promise<unknown>; VERSION: string };
  export default threeDSecure;
}
