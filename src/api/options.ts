// What merchants pass (dist/types/api/options.d.ts): `create`'s options, each payment option's own. No index
// signatures, so a misspelt option is a type error; wallet and 3D Secure options follow braintree-web's own
// (the SDK's JSDoc in node_modules/braintree-web), with `[key: string]` nowhere. Types only, importing nothing.

/** The payment options, in the default order (the original's constants); each local payment method is an option of its own. */
export type PaymentOptionId = 'card' | 'paypal' | 'paypalCredit' | 'venmo' | 'applePay' | 'googlePay' | 'sepa' | 'usBankAccount' | LocalPaymentMethod | 'payLater';

/** The wallets `expressCheckout` can show as express buttons. */
export type ExpressWalletId = 'paypal' | 'paypalCredit' | 'venmo' | 'applePay' | 'googlePay' | 'payLater';

/** The local payment methods featherdrop offers (braintree-web local-payment's `paymentType`). */
export type LocalPaymentMethod = 'ideal' | 'bancontact' | 'blik' | 'eps' | 'swish';

export type CardFieldName = 'cardholderName' | 'number' | 'expirationDate' | 'cvv' | 'postalCode';

/** A hosted field's options (braintree-web hosted-fields `field`), without its container, which the widget owns. */
export interface HostedFieldOptions {
  placeholder?: string;
  type?: string;
  formatInput?: boolean;
  maskInput?: boolean | { character?: string; showLastFour?: boolean };
  select?: boolean | { options?: string[] };
  maxCardLength?: number;
  maxlength?: number;
  minlength?: number;
  prefill?: string;
  rejectUnsupportedCards?: boolean;
  supportedCardBrands?: Record<string, boolean>;
  internalLabel?: string;
}

/** A billing address field the card sheet can ask for (featherdrop's own; no drop-in had one). */
export type BillingAddressField = 'streetAddress' | 'extendedAddress' | 'locality' | 'region' | 'postalCode' | 'countryCodeAlpha2';

/** The address the shopper entered, as braintree-web's hosted-fields `tokenize({ billingAddress })` takes it. */
export type BillingAddress = Partial<Record<BillingAddressField, string>>;

/** `card.billingAddress`: billing address fields under the card fields, for the gateway's AVS checks. */
export interface BillingAddressOptions {
  /** The fields to show (always in the order country, street, apartment, city, region, postal code). */
  fields: BillingAddressField[];
  /** The fields the shopper must fill; each must also be in `fields`. Default none. */
  required?: BillingAddressField[];
}

export interface CardOptions {
  /** Show the cardholder name field; `{ required: true }` also requires it. */
  cardholderName?: boolean | { required?: boolean };
  /** Billing address fields, tokenized with the card and given to 3D Secure (docs/options.md). */
  billingAddress?: BillingAddressOptions;
  /** Default true: the notice under the card fields that PayPal processes the card, linking its privacy statement. */
  privacyNotice?: boolean;
  overrides?: {
    /** Per field; `null` removes the CVV or postal code field. */
    fields?: Partial<Record<CardFieldName, HostedFieldOptions | null>>;
    /** Hosted-fields styles by selector; `null` removes a default rule. */
    styles?: Record<string, Record<string, string> | string | null>;
  };
  /** Default true. */
  clearFieldsAfterTokenization?: boolean;
  vault?: {
    /** Default true: a customer's new card is saved. */
    vaultCard?: boolean;
    /** Default false: shows the save-card box so the shopper chooses. */
    allowVaultCardOverride?: boolean;
  };
}

/** An address as PayPal takes it (braintree-web paypal-checkout `shippingAddressOverride`). */
export interface PayPalShippingAddress {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
  phone?: string;
  recipientName?: string;
  recipientEmail?: string;
}

/** A line item's fields as PayPal and Venmo share them (braintree-web's `lineItem`); they differ in `quantity`. */
export interface LineItem {
  unitAmount: string;
  name: string;
  kind: 'debit' | 'credit';
  unitTaxAmount?: string;
  description?: string;
  productCode?: string;
  url?: string;
}

/** A line item (braintree-web paypal-checkout `lineItem`). */
export interface PayPalLineItem extends LineItem {
  quantity: string;
}

/** `paypal` and `paypalCredit`: braintree-web paypal-checkout's createPayment options, and the widget's own. */
export interface PayPalOptions {
  flow: 'checkout' | 'vault';
  amount?: string | number;
  currency?: string;
  intent?: 'authorize' | 'capture' | 'order' | 'sale' | 'tokenize';
  displayName?: string;
  landingPageType?: 'login' | 'billing';
  enableShippingAddress?: boolean;
  shippingAddressEditable?: boolean;
  shippingAddressOverride?: PayPalShippingAddress;
  billingAgreementDescription?: string;
  requestBillingAgreement?: boolean;
  billingAgreementDetails?: { description?: string };
  lineItems?: PayPalLineItem[];
  userAuthenticationEmail?: string;
  riskCorrelationId?: string;
  /** The PayPal JS SDK's button style. */
  buttonStyle?: { color?: string; shape?: string; size?: string; label?: string; tagline?: boolean; height?: number; layout?: string };
  /** featherdrop: the Pay Later message's style (PayPal JS SDK Messages `style`), shown with an amount. */
  messageStyle?: { layout?: string; color?: string; ratio?: string; logo?: { type?: string; position?: string }; text?: { color?: string; size?: number; align?: string } };
  /** Show "Pay Now" rather than "Continue" on PayPal's review page. */
  commit?: boolean;
  vault?: { vaultPayPal?: boolean };
  logLevel?: 'error' | 'warn' | 'info' | 'debug';
  /** featherdrop: PayPal's SDK, 5 (braintree-web paypal-checkout) or 6 (paypal-checkout-v6); without it, 5 for a tokenization key, else 6. */
  sdkVersion?: 5 | 6;
  /** featherdrop, `paypal` only: one-click repeat, the customer's saved PayPal account paid anew through startVaultInitiatedCheckout. */
  vaultInitiatedCheckout?: PayPalVaultInitiatedCheckout;
}

/** `paypal.vaultInitiatedCheckout` (featherdrop): which saved PayPal account pays anew in PayPal's window. */
export interface PayPalVaultInitiatedCheckout {
  /** The saved PayPal account's payment method token, from your server (the client's saved methods carry nonces only). */
  paymentMethodToken: string;
  /** Only the saved PayPal account with this email; without it, whichever saved PayPal account the shopper selected. */
  email?: string;
}

/** `payLater` (featherdrop): braintree-web paypal-checkout-v6's createPayLaterSession options (a one-time payment). */
export interface PayLaterOptions {
  amount: string | number;
  currency: string;
  intent?: 'authorize' | 'capture' | 'order';
  /** "Pay Now" (true, PayPal's default) rather than "Continue" on PayPal's review page. */
  commit?: boolean;
  displayName?: string;
  landingPageType?: 'login' | 'billing';
  userAction?: 'continue' | 'pay_now';
  enableShippingAddress?: boolean;
  shippingAddressEditable?: boolean;
  shippingAddressOverride?: PayPalShippingAddress;
  lineItems?: PayPalLineItem[];
  userAuthenticationEmail?: string;
  riskCorrelationId?: string;
  locale?: string;
}

/** A line item (braintree-web venmo `lineItem`). */
export interface VenmoLineItem extends LineItem {
  quantity: number;
}

/** `venmo`: braintree-web venmo's create options. */
export interface VenmoOptions {
  allowDesktop?: boolean;
  allowNewBrowserTab?: boolean;
  allowWebviews?: boolean;
  ignoreHistoryChanges?: boolean;
  requireManualReturn?: boolean;
  useRedirectForIOS?: boolean;
  mobileWebFallBack?: boolean;
  profileId?: string;
  deepLinkReturnUrl?: string;
  riskCorrelationId?: string;
  paymentMethodUsage?: 'multi_use' | 'single_use';
  displayName?: string;
  styleCspNonce?: string;
  collectCustomerBillingAddress?: boolean;
  collectCustomerShippingAddress?: boolean;
  lineItems?: VenmoLineItem[];
  subTotalAmount?: string;
  discountAmount?: string;
  shippingAmount?: string;
  taxAmount?: string;
  totalAmount?: string;
}

/** An ApplePayPaymentRequest, as Apple defines it (the fields Drop-in merchants pass). */
export interface ApplePayPaymentRequest {
  total: { label: string; amount: string; type?: 'final' | 'pending' };
  countryCode?: string;
  currencyCode?: string;
  merchantCapabilities?: string[];
  supportedNetworks?: string[];
  lineItems?: Array<{ label: string; amount: string; type?: 'final' | 'pending' }>;
  requiredBillingContactFields?: string[];
  requiredShippingContactFields?: string[];
  shippingMethods?: Array<{ label: string; amount: string; identifier: string; detail?: string }>;
  shippingType?: string;
  applicationData?: string;
}

export interface ApplePayOptions {
  displayName: string;
  /** The merchant's domain registered with Apple, for merchant validation from inside a cross-origin iframe (1.46). */
  domainName?: string;
  paymentRequest: ApplePayPaymentRequest;
  buttonStyle?: 'black' | 'white' | 'white-outline';
  /** Default 2. */
  applePaySessionVersion?: number;
}

/** `googlePay`: braintree-web google-payment's createPaymentDataRequest fields, and the widget's own. */
export interface GooglePayOptions {
  merchantId?: string;
  googlePayVersion?: 1 | 2;
  transactionInfo: {
    currencyCode: string;
    totalPriceStatus: 'NOT_CURRENTLY_KNOWN' | 'ESTIMATED' | 'FINAL';
    totalPrice?: string;
    countryCode?: string;
    checkoutOption?: 'DEFAULT' | 'COMPLETE_IMMEDIATE_PURCHASE';
  };
  merchantInfo?: { merchantName?: string; merchantId?: string };
  emailRequired?: boolean;
  shippingAddressRequired?: boolean;
  shippingAddressParameters?: { allowedCountryCodes?: string[]; phoneNumberRequired?: boolean };
  allowedPaymentMethods?: unknown[];
  /** Google's createButton options; buttonType defaults to 'short'. */
  button?: { buttonType?: string; buttonColor?: 'default' | 'black' | 'white'; buttonSizeMode?: 'static' | 'fill'; buttonLocale?: string };
}

/** `dataCollector`: braintree-web data-collector's create options. */
export interface DataCollectorOptions {
  kount?: boolean;
  /** Deprecated by braintree-web: PayPal fraud data is always collected. */
  paypal?: boolean;
  riskCorrelationId?: string;
}

/** `sepa`: SEPA Direct Debit (braintree-web sepa's tokenize options the merchant gives). */
export interface SepaOptions {
  /** Your id for the customer, which the mandate names (braintree-web sepa requires it). */
  customerId: string;
  /** The merchant account the mandate is for (braintree-web sepa requires it). */
  merchantAccountId: string;
  mandateType?: 'ONE_OFF' | 'RECURRENT';
}

/** `usBankAccount`: ACH from a US bank account the shopper types in (braintree-web us-bank-account's bank details). */
export interface UsBankAccountOptions {
  /** The authorization the shopper agrees to before paying; sent with the account (braintree-web's `mandateText`). */
  mandateText: string;
}

export interface ThreeDSecureOptions {
  amount?: string;
  /** Cardinal's configuration (braintree-web three-d-secure `cardinalSDKConfig`). */
  cardinalSDKConfig?: {
    timeout?: number;
    maxRequestRetries?: number;
    logging?: { level?: 'off' | 'on' | 'verbose' };
    payment?: { displayLoading?: boolean; displayExitButton?: boolean };
  };
}

/** An address as braintree-web local-payment's startPayment takes it. */
export interface LocalPaymentAddress {
  streetAddress?: string;
  extendedAddress?: string;
  locality?: string;
  region?: string;
  postalCode?: string;
  countryCode?: string;
}

/**
 * `localPayment` (featherdrop): the local payment methods to offer, each a tile of its own, and braintree-web
 * local-payment's startPayment options for the payment.
 */
export interface LocalPaymentOptions {
  /** The methods to offer; each is shown when `currencyCode` is its currency and `countryCode` (if set) its country. */
  methods: LocalPaymentMethod[];
  amount: string | number;
  /** ISO 4217: EUR for iDEAL, Bancontact and EPS, PLN for BLIK, SEK for Swish. */
  currencyCode: string;
  /** The shopper's name, which the method's page shows and braintree-web requires. */
  givenName: string;
  surname: string;
  /** The page the method's window shows if it cannot return to yours (braintree-web's `fallback`). */
  fallback: { url: string; buttonText: string; cancelUrl?: string; cancelButtonText?: string };
  /** The shopper's country (ISO 3166 alpha-2): only the methods of that country are offered. */
  countryCode?: string;
  /** Called with the payment's id for your server before the shopper is sent on; call `start()` to go on. */
  onPaymentStart?: (data: { paymentId: string }, start: () => void) => void | Promise<void>;
  email?: string;
  phone?: string;
  address?: LocalPaymentAddress;
  shippingAddressRequired?: boolean;
  /** Your shop's name on the method's page. */
  displayName?: string;
  merchantAccountId?: string;
  /** The method's window size (braintree-web's `windowOptions`). */
  windowOptions?: { width?: number; height?: number };
}

export interface DropinOptions {
  /** A client token or a tokenization key; `simulator_…` selects the offline simulated gateway. */
  authorization: string;
  /** An empty element, or a selector for one; exactly one of `container` and `selector`. */
  container?: string | HTMLElement;
  selector?: string | HTMLElement;
  /** e.g. 'de_DE', 'de' or 'de-AT' (falls back to German, then English). */
  locale?: string;
  /** Translation key → text (shown as text, never HTML). */
  translations?: Record<string, string>;
  /** `'localPayment'` stands for every local payment method, in the default order. */
  paymentOptionPriority?: Array<PaymentOptionId | 'localPayment'>;
  card?: boolean | CardOptions;
  paypal?: PayPalOptions;
  paypalCredit?: PayPalOptions;
  venmo?: boolean | VenmoOptions;
  applePay?: ApplePayOptions;
  googlePay?: GooglePayOptions;
  sepa?: SepaOptions;
  usBankAccount?: UsBankAccountOptions;
  localPayment?: LocalPaymentOptions;
  payLater?: PayLaterOptions;
  dataCollector?: boolean | DataCollectorOptions;
  threeDSecure?: boolean | ThreeDSecureOptions;
  vaultManager?: boolean;
  preselectVaultedPaymentMethod?: boolean;
  showDefaultPaymentMethodFirst?: boolean;
  /** Saved methods of these options are not listed (1.35); an unknown entry is ignored with a warning. */
  hiddenVaultedPaymentMethodTypes?: PaymentOptionId[];
  /** featherdrop: the option whose sheet the shopper starts on, guest or customer (e.g. `'card'`); one of paymentOptionPriority's. */
  openFirst?: PaymentOptionId;
  /** featherdrop: how the options are laid out: the original's `'list'` (the default), `'accordion'` or `'tabs'`. */
  layout?: 'list' | 'accordion' | 'tabs';
  /** featherdrop: the enabled wallets as a row of their own buttons above the other options (`true`: every one), no longer listed below. */
  expressCheckout?: boolean | ExpressWalletId[];
  /** featherdrop: cancels setup (e.g. `AbortSignal.timeout(5000)`); ignored once create resolved. */
  signal?: AbortSignal;
}
