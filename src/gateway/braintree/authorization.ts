/**
 * A client token is base64 JSON whose authorizationFingerprint names `customer_id=` for a customer;
 * a tokenization key (`env_random_merchant`) is always guest checkout.
 */
export function isCustomerAuthorization(authorization: string): boolean {
  try {
    const token = JSON.parse(atob(authorization));
    return String(token.authorizationFingerprint ?? '').includes('customer_id=');
  } catch {
    return false;
  }
}
