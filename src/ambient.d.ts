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
declare module 'braintree-web/hosted-fields' {
  const hostedFields: { create(options: { client: unknown; fields: Record<string, unknown>; styles?: Record<string, unknown> }): Promise<unknown>; VERSION: string };
  export default hostedFields;
}
declare module 'braintree-web/data-collector' {
  const dataCollector: { create(options: Record<string, unknown>): Promise<unknown> };
  export default dataCollector;
}
