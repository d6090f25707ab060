// What merchants get (dist/types/api/instance.d.ts): the instance `create` resolves, its results and events,
// and what a request takes. Types only, importing only the options' types.
import type { PaymentOptionId, CardFieldName, BillingAddress, PayPalOptions, ApplePayOptions, GooglePayOptions, ThreeDSecureOptions } from './options.js';

/** The views `changeActiveView` names. */
export type ViewId = PaymentOptionId | 'methods' | 'options' | 'delete-confirmation';

/** A billing or shipping address for 3D Secure (braintree-web three-d-secure `billingAddress`). */
export interface ThreeDSecureAddress {
  givenName?: string;
  surname?: string;
  phoneNumber?: string;
  streetAddress?: string;
  extendedAddress?: string;
  line3?: string;
  locality?: string;
  region?: string;
  postalCode?: string;
  countryCodeAlpha2?: string;
}

/** Per-request 3D Secure options (braintree-web three-d-secure `verifyCard`, less what the widget sets). */
export interface ThreeDSecureVerifyOptions {
  amount?: string;
  email?: string;
  mobilePhoneNumber?: string;
  billingAddress?: ThreeDSecureAddress;
  /** braintree-web three-d-secure `additionalInformation`, as strings. */
  additionalInformation?: {
    workPhoneNumber?: string;
    shippingGivenName?: string;
    shippingSurname?: string;
    shippingPhone?: string;
    shippingMethod?: string;
    shippingMethodIndicator?: string;
    productCode?: string;
    deliveryTimeframe?: string;
    deliveryEmail?: string;
    reorderindicator?: string;
    preorderIndicator?: string;
    preorderDate?: string;
    giftCardAmount?: string;
    giftCardCurrencyCode?: string;
    giftCardCount?: string;
    accountAgeIndicator?: string;
    accountCreateDate?: string;
    accountChangeIndicator?: string;
    accountChangeDate?: string;
    accountPwdChangeIndicator?: string;
    accountPwdChangeDate?: string;
    shippingAddressUsageIndicator?: string;
    shippingAddressUsageDate?: string;
    transactionCountDay?: string;
    transactionCountYear?: string;
    addCardAttempts?: string;
    accountPurchases?: string;
    fraudActivity?: string;
    shippingNameIndicator?: string;
    paymentAccountIndicator?: string;
    paymentAccountAge?: string;
    sdkMaxTimeout?: string;
    addressMatch?: string;
    accountId?: string;
    ipAddress?: string;
    orderDescription?: string;
    taxAmount?: string;
    userAgent?: string;
    authenticationIndicator?: string;
    installment?: string;
    purchaseDate?: string;
    recurringEnd?: string;
    recurringFrequency?: string;
    shippingAddress?: ThreeDSecureAddress;
    /** Default '03'. */
    acsWindowSize?: '01' | '02' | '03' | '04' | '05';
  };
  accountType?: 'credit' | 'debit';
  challengeRequested?: boolean;
  dataOnlyRequested?: boolean;
  exemptionRequested?: boolean;
  requestedExemptionType?: string;
  cardAddChallengeRequested?: boolean;
  cardAdd?: boolean;
  merchantName?: string;
  customFields?: Record<string, string>;
  collectDeviceData?: boolean;
}

export interface RequestPaymentMethodOptions {
  threeDSecure?: ThreeDSecureVerifyOptions;
}

export type PaymentMethodType = 'CreditCard' | 'PayPalAccount' | 'VenmoAccount' | 'ApplePayCard' | 'AndroidPayCard' | 'SEPADebitAccount' | 'UsBankAccount' | 'LocalPayment';

/** The original's result: what `requestPaymentMethod` resolves. */
export interface PaymentMethodResult {
  nonce: string;
  type: PaymentMethodType;
  /**
   * Per type: a card's `cardType`, `lastFour`, `lastTwo`, `bin`, expiry; PayPal's `email`; Venmo's `username`; Apple/Google
   * Pay's `rawPaymentData`; SEPA's `ibanLastFour`, `mandateType`, `customerId`; a US bank account's `last4`, `accountType`,
   * `ownershipType`, `accountHolderName`, `bankName`; a local payment's payer details (`email`, `firstName`, `lastName`,
   * `payerId`, …) and its `paymentType`.
   */
  details: Record<string, any>;
  /** A local payment: braintree-web's correlation id. */
  correlationId?: string;
  /** The method is saved for the customer. */
  vaulted?: boolean;
  /** Cards: "ending in 11". */
  description?: string;
  binData?: Record<string, unknown>;
  liabilityShifted?: boolean;
  liabilityShiftPossible?: boolean;
  threeDSecureInfo?: Record<string, unknown>;
  /** With `dataCollector`: the device data string for your server. */
  deviceData?: string;
  /** A new card typed with `card.billingAddress`: the address entered (the gateway has it with the nonce). */
  billingAddress?: BillingAddress;
}

/** A card field's state in `card:*` events (braintree-web hosted-fields `stateObject`). */
export interface CardFieldState {
  isEmpty: boolean;
  isValid: boolean;
  isPotentiallyValid: boolean;
  isFocused: boolean;
  container: HTMLElement;
}

/** The `card:*` events' payload (braintree-web hosted-fields' event object). */
export interface CardEvent {
  emittedBy: CardFieldName;
  cards: Array<{ type: string; niceType: string; code: { name: string; size: number } }>;
  fields: Partial<Record<CardFieldName, CardFieldState>>;
}

/** Every event `on`/`off` take, with its payload. */
export interface DropinEvents {
  paymentMethodRequestable: { type: PaymentMethodType | PaymentOptionId; paymentMethodIsSelected: boolean };
  noPaymentMethodRequestable: undefined;
  paymentOptionSelected: { paymentOption: PaymentOptionId };
  changeActiveView: { previousViewId: ViewId | 'loading'; newViewId: ViewId };
  'card:focus': CardEvent;
  'card:blur': CardEvent;
  'card:empty': CardEvent;
  'card:notEmpty': CardEvent;
  'card:validityChange': CardEvent;
  'card:cardTypeChange': CardEvent;
  'card:inputSubmitRequest': CardEvent;
  'card:binAvailable': { bin: string };
  '3ds:customer-canceled': undefined;
  '3ds:authentication-modal-render': undefined;
  '3ds:authentication-modal-close': undefined;
}

export type DropinEventName = keyof DropinEvents;
export type DropinEventHandler<E extends DropinEventName> = (payload: DropinEvents[E]) => void;

/** Node-style callbacks, as braintree-web-drop-in takes them. */
export type Callback<T> = (error: Error | null, value?: T) => void;

/** The instance `create` resolves (braintree-web-drop-in's Dropin). */
export interface Dropin {
  requestPaymentMethod(options?: RequestPaymentMethodOptions): Promise<PaymentMethodResult>;
  requestPaymentMethod(callback: Callback<PaymentMethodResult>): void;
  requestPaymentMethod(options: RequestPaymentMethodOptions, callback: Callback<PaymentMethodResult>): void;
  isPaymentMethodRequestable(): boolean;
  clearSelectedPaymentMethod(): void;
  updateConfiguration<P extends 'paypal' | 'paypalCredit'>(property: P, key: keyof PayPalOptions, value: unknown): void;
  updateConfiguration(property: 'applePay', key: keyof ApplePayOptions, value: unknown): void;
  updateConfiguration(property: 'googlePay', key: keyof GooglePayOptions, value: unknown): void;
  updateConfiguration(property: 'threeDSecure', key: keyof ThreeDSecureOptions, value: unknown): void;
  getAvailablePaymentOptions(): PaymentOptionId[];
  /** featherdrop: hides these options (their tiles, sheets and methods) and shows the others again; `[]` shows all. */
  hidePaymentOptions(ids: PaymentOptionId[]): Promise<void>;
  on<E extends DropinEventName>(event: E, handler: DropinEventHandler<E>): void;
  off<E extends DropinEventName>(event: E, handler: DropinEventHandler<E>): void;
  teardown(): Promise<void>;
  teardown(callback: (error: Error | null) => void): void;
}
