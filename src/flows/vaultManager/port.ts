/** The port for deleting saved methods, shaped like braintree-web's vault manager. */
export interface VaultAdapter {
  /** GraphQL DeletePaymentMethodFromSingleUseToken; rejects with a braintree-web style error. */
  deletePaymentMethod(nonce: string): Promise<void>;
}
