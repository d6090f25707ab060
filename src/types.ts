import type { FlowId } from './constants.js';

export type { FlowId };
export type ViewId = FlowId | 'methods' | 'options' | 'delete-confirmation' | 'loading';

/** SPEC 3: a payment method as the widget holds it and as the merchant receives it. */
export interface PaymentMethod {
  nonce: string;
  type: string;
  details: Record<string, any>;
  description?: string;
  default?: boolean;
  hasSubscription?: boolean;
  vaulted?: boolean;
  binData?: Record<string, unknown>;
  liabilityShifted?: boolean;
  liabilityShiftPossible?: boolean;
  threeDSecureInfo?: Record<string, unknown>;
  deviceData?: string;
  /** A new card's billing address, as the shopper entered it (`card.billingAddress`). */
  billingAddress?: Partial<Record<string, string>>;
}

export type PaymentMethodResult = Omit<PaymentMethod, 'default' | 'hasSubscription'>;

export interface GatewayConfiguration {
  environment: string;
  authorizationType: 'CLIENT_TOKEN' | 'TOKENIZATION_KEY';
  /** A client token naming a customer; otherwise guest checkout. */
  customer: boolean;
  supportedCardTypes: string[];
  challenges: string[];
  paypalEnabled: boolean;
  applePayWeb: boolean;
  androidPay: boolean;
  payWithVenmo: boolean;
  threeDSecureEnabled: boolean;
}
