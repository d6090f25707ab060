// The braintree-web modules this slice uses, as far as featherdrop reads them (braintree-web ships no types).
declare module 'braintree-web/vault-manager' {
  const vaultManager: { create(options: { client: unknown }): Promise<unknown> };
  export default vaultManager;
}
