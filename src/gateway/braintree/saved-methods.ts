import type { PaymentMethod } from '../../types.js';

interface RequestingClient {
  request(options: { endpoint: string; method: string; data: Record<string, unknown> }): Promise<{ paymentMethods: PaymentMethod[] }>;
}

/**
 * The customer's saved methods through the client's own request, as braintree-web's vault-manager
 * fetches them (GET payment_methods, its payload formatting): the first view needs no vault-manager
 * module, which loads only to delete.
 */
export async function fetchSavedMethods(client: RequestingClient, defaultFirst: boolean): Promise<PaymentMethod[]> {
  const { paymentMethods } = await client.request({ endpoint: 'payment_methods', method: 'get', data: { defaultFirst: defaultFirst ? 1 : 0 } });
  return paymentMethods.map(({ nonce, default: isDefault, details, hasSubscription, type, description, binData }) => ({
    nonce, default: isDefault, details, hasSubscription, type, ...(description ? { description } : {}), ...(binData ? { binData } : {}),
  }));
}
