import type { PaymentMethod } from '../../types.js';

export interface SavedMethodsPayload {
  paymentMethods: PaymentMethod[];
}

interface RequestingClient {
  request(options: { endpoint: string; method: string; data: Record<string, unknown> }): Promise<SavedMethodsPayload>;
}

/**
 * The customer's saved methods through the client's own request, as braintree-web's vault-manager
 * fetches them (GET payment_methods, its payload formatting): the first view needs no vault-manager
 * module, which loads only to delete. `early` is the answer of the request made beside the
 * configuration (saved-methods-early.ts); on a failure of it the client asks, but not when it timed out
 * (braintree-web's 60 s): the gateway is that slow, and asking again would keep the widget from
 * showing for another 60 to 120 s. That failure is the list's failure: the widget opens without them.
 */
export async function fetchSavedMethods(client: RequestingClient, defaultFirst: boolean, early?: Promise<SavedMethodsPayload>): Promise<PaymentMethod[]> {
  const ask = () => client.request({ endpoint: 'payment_methods', method: 'get', data: { defaultFirst: defaultFirst ? 1 : 0 } });
  const askUnlessSlow = (error: unknown) => ((error as { name?: unknown } | null)?.name === 'TimeoutError' ? Promise.reject(error) : ask());
  const { paymentMethods } = await (early ? early.catch(askUnlessSlow) : ask());
  return paymentMethods.map(({ nonce, default: isDefault, details, hasSubscription, type, description, binData }) => ({
    nonce, default: isDefault, details, hasSubscription, type, ...(description ? { description } : {}), ...(binData ? { binData } : {}),
  }));
}
