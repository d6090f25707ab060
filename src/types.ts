import type { PaymentMethodResult as PublicResult } from './api.js';
import type { FlowId } from './constants.js';

export type { FlowId };
export type ViewId = FlowId | 'methods' | 'options' | 'delete-confirmation' | 'loading';

/**
 * The original's result: a payment method as the widget holds it: the merchant's result (src/api.ts), with the type as
 * the gateway names it and what only a saved method has.
 */
export interface PaymentMethod extends Omit<PublicResult, 'type'> {
  type: string;
  default?: boolean;
  hasSubscription?: boolean;
}

export type PaymentMethodResult = Omit<PaymentMethod, 'default' | 'hasSubscription'>;

export interface GatewayConfiguration {
  environment: string;
  authorizationType: 'CLIENT_TOKEN' | 'TOKENIZATION_KEY';
  /** A client token naming a customer; otherwise guest checkout. */
  customer: boolean;
  supportedCardTypes: string[];
  challenges: string[];
  /** Which payment options and extras the gateway offers, by id (each one's definition reads braintree's configuration). */
  offered: Record<string, boolean>;
}
