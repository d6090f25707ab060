declare module 'braintree-web/client' {
  const client: { create(options: { authorization: string }): Promise<unknown>; VERSION: string };
  export default client;
}
declare module 'braintree-web/vault-manager' {
  const vaultManager: { create(options: { client: unknown }): Promise<unknown> };
  export default vaultManager;
}
declare module 'braintree-web/lib/analytics.js' {
  export function sendEvent(client: unknown, kind: string): Promise<unknown> | undefined;
}
