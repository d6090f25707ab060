// What the gateway emulator answers: configuration (REST and GraphQL), saved methods, card and
// 3D Secure payloads, and the test credentials, in the shapes braintree-web reads.

export const MERCHANT_ID = 'emu_merchant';
export const CLIENT_API_HOST = 'api.sandbox.braintreegateway.com';
export const GRAPHQL_HOST = 'payments.sandbox.braintree-api.com';
export const ASSETS_HOST = 'assets.braintreegateway.com';
export const CARDINAL_HOST = 'songbirdstag.cardinalcommerce.com';
export const ACS_HOST = 'acs.cardinalcommerce.com';
export const FRAUDNET_HOST = 'c.paypal.com';
export const CLIENT_API_PATH = `/merchants/${MERCHANT_ID}/client_api`;
export const CONFIG_URL = `https://${CLIENT_API_HOST}${CLIENT_API_PATH}/v1/configuration`;
export const SONGBIRD_URL = `https://${CARDINAL_HOST}/edge/v1/songbird.js`;
export const ACS_URL = `https://${ACS_HOST}/challenge`;
export const CARDINAL_JWT = 'emu-cardinal-authentication-jwt';
export const TOKENIZATION_KEY = `sandbox_emu0key0${Date.now().toString(36)}_${MERCHANT_ID}`;

/** GraphQL brand names and the SDK's REST names for them. */
const BRANDS = { VISA: 'Visa', MASTERCARD: 'MasterCard', AMERICAN_EXPRESS: 'American Express', DISCOVER: 'Discover', JCB: 'JCB', UNION_PAY: 'UnionPay' };

/**
 * The merchant account the emulator plays; tests change it through `emulator.state.merchant`
 * (`paypal` / `venmo`: true enables the wallet in the configuration, as the benchmark does; `usBankAccount`: ACH;
 * `googlePay` / `applePay`: the wallets' sections, `androidPay` and `applePayWeb`).
 */
export function defaultMerchant() {
  return {
    supportedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'], challenges: ['CVV', 'POSTAL_CODE'], threeDSecureEnabled: true,
    paypal: false, venmo: false, usBankAccount: false, googlePay: false, applePay: false,
  };
}

/**
 * The wallets' configuration sections, with the fields braintree-web's paypal-checkout (clientId,
 * assetsUrl, environmentNoNetwork, currency) and venmo (accessToken, environment, merchantId) read.
 */
/** PayPal's assets host (the configuration's paypal.assetsUrl): braintree-web's frame service pages for one-click repeat. */
export const PAYPAL_ASSETS_HOST = 'checkout.paypal.com';

const PAYPAL = {
  displayName: 'Emulator Shop', clientId: 'emu-paypal-client-id', assetsUrl: `https://${PAYPAL_ASSETS_HOST}`, environment: 'sandbox',
  environmentNoNetwork: false, unvettedMerchant: false, billingAgreementsEnabled: true, merchantAccountId: 'emu_merchant_usd', payeeEmail: null,
  privacyUrl: 'https://example.com/privacy', userAgreementUrl: 'https://example.com/terms', braintreeClientId: 'emu-braintree-client-id',
};
const VENMO = { accessToken: 'emu-venmo-access-token', merchantId: 'emu-venmo-merchant', environment: 'sandbox' };
/**
 * Google Pay's section as braintree-web google-payment reads it (REST `androidPay`: supportedNetworks,
 * googleAuthorizationFingerprint for the PaymentDataRequest's tokenization parameters).
 */
export const GOOGLE_AUTHORIZATION = 'emu-google-authorization-fingerprint';
const ANDROID_PAY = { enabled: true, displayName: 'Emulator Shop', environment: 'sandbox', googleAuthorizationFingerprint: GOOGLE_AUTHORIZATION, supportedNetworks: ['visa', 'mastercard', 'amex', 'discover'] };
/** Apple Pay's section as braintree-web apple-pay reads it (createPaymentRequest's defaults, performValidation's merchantIdentifier). */
export const APPLE_MERCHANT_IDENTIFIER = 'merchant.test.emulator.featherdrop';
const APPLE_PAY_WEB = { countryCode: 'US', currencyCode: 'USD', merchantIdentifier: APPLE_MERCHANT_IDENTIFIER, supportedNetworks: ['visa', 'mastercard', 'amex', 'discover'] };

export const GRAPHQL_URL = `https://${GRAPHQL_HOST}/graphql`;

/**
 * Base64 JSON client token shaped like the ones Braintree's server SDKs issue (decoded tokens in public
 * integrations carry these fields); a fingerprint naming `customer_id=` is a customer, else guest checkout.
 * Its `graphQL` entry (date ≤ braintree-web's 2018-05-10) makes unmodified braintree-web (the original's) ask the
 * configuration by a GraphQL POST `ClientConfiguration` with `Authorization: Bearer <fingerprint>` (preflighted);
 * featherdrop asks the REST GET of `configUrl` for every token, GraphQL only when that endpoint is retired;
 * `graphQL: false` leaves the entry out (older tokens), and then neither asks GraphQL.
 * braintree-web reads only authorizationFingerprint, configUrl, graphQL and environment: the rest is shape.
 */
export function clientToken({ customer = true, fingerprint, graphQL = true } = {}) {
  const merchant = defaultMerchant();
  return Buffer.from(JSON.stringify({
    version: 2,
    authorizationFingerprint: fingerprint ?? (customer ? 'emu_fingerprint&customer_id=42' : 'emu_fingerprint'),
    configUrl: CONFIG_URL,
    ...(graphQL && { graphQL: { url: GRAPHQL_URL, date: '2018-05-08', features: ['tokenize_credit_cards'] } }),
    clientApiUrl: `https://${CLIENT_API_HOST}:443${CLIENT_API_PATH}`,
    environment: 'sandbox',
    merchantId: MERCHANT_ID,
    assetsUrl: `https://${ASSETS_HOST}`,
    authUrl: 'https://auth.venmo.sandbox.braintreegateway.com',
    venmo: 'off',
    challenges: merchant.challenges.map((c) => c.toLowerCase()),
    threeDSecureEnabled: merchant.threeDSecureEnabled,
    analytics: { url: `https://origin-analytics-sand.sandbox.braintree-api.com/${MERCHANT_ID}` },
    paypalEnabled: merchant.paypal,
  })).toString('base64');
}

const threeDSecure = (merchant) => (merchant.threeDSecureEnabled
  ? { cardinalAuthenticationJWT: CARDINAL_JWT, cardinalSongbirdUrl: SONGBIRD_URL, cardinalSongbirdIdentityHash: null }
  : null);

/** What the merchant's gateway does over GraphQL beyond the configuration (none here: cards tokenize over REST). */
const SUPPORTED_FEATURES = [];

/**
 * GET configUrl, for any authorization (the gateway's answer does not depend on the token's `graphQL`): the same
 * configuration as graphQLConfiguration's, its `graphQL` entry included, so later GraphQL requests go there.
 */
export function restConfiguration(merchant) {
  return {
    graphQL: { url: GRAPHQL_URL, features: SUPPORTED_FEATURES.map((feature) => feature.toLowerCase()) },
    environment: 'sandbox',
    merchantId: MERCHANT_ID,
    clientApiUrl: `https://${CLIENT_API_HOST}:443${CLIENT_API_PATH}`,
    assetsUrl: `https://${ASSETS_HOST}`,
    configUrl: CONFIG_URL,
    analytics: { url: `https://origin-analytics-sand.sandbox.braintree-api.com/${MERCHANT_ID}` },
    challenges: merchant.challenges.map((c) => c.toLowerCase()),
    creditCards: { supportedCardTypes: merchant.supportedCardBrands.map((b) => BRANDS[b]) },
    threeDSecureEnabled: merchant.threeDSecureEnabled,
    threeDSecure: threeDSecure(merchant),
    paypalEnabled: Boolean(merchant.paypal),
    ...(merchant.paypal && { paypal: { ...PAYPAL, currencyIsoCode: 'USD' } }),
    ...(merchant.venmo && { payWithVenmo: VENMO }),
    ...(merchant.usBankAccount && { usBankAccount: { routeId: 'emu-ach-route', plaid: null } }),
    ...(merchant.googlePay && { androidPay: ANDROID_PAY }),
    ...(merchant.applePay && { applePayWeb: APPLE_PAY_WEB }),
  };
}

/** GraphQL ClientConfiguration (braintree-web's request for tokenization keys and client tokens carrying `graphQL`). */
export function graphQLConfiguration(merchant) {
  return {
    data: {
      clientConfiguration: {
        analyticsUrl: `https://origin-analytics-sand.sandbox.braintree-api.com/${MERCHANT_ID}`,
        environment: 'SANDBOX',
        merchantId: MERCHANT_ID,
        assetsUrl: `https://${ASSETS_HOST}`,
        clientApiUrl: `https://${CLIENT_API_HOST}:443${CLIENT_API_PATH}`,
        creditCard: {
          supportedCardBrands: merchant.supportedCardBrands,
          challenges: merchant.challenges,
          threeDSecureEnabled: merchant.threeDSecureEnabled,
          threeDSecure: threeDSecure(merchant),
        },
        applePayWeb: merchant.applePay
          ? { countryCode: 'US', currencyCode: 'USD', merchantIdentifier: APPLE_MERCHANT_IDENTIFIER, supportedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'] }
          : null,
        googlePay: merchant.googlePay
          ? { displayName: 'Emulator Shop', environment: 'SANDBOX', googleAuthorization: GOOGLE_AUTHORIZATION, paypalClientId: null, supportedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'] }
          : null,
        ideal: null,
        kount: { merchantId: null },
        masterpass: null,
        paypal: merchant.paypal ? { ...PAYPAL, environment: 'SANDBOX', currencyCode: 'USD' } : null,
        unionPay: null,
        usBankAccount: merchant.usBankAccount ? { routeId: 'emu-ach-route', plaidPublicKey: null } : null,
        venmo: merchant.venmo ? { ...VENMO, environment: 'SANDBOX' } : null,
        visaCheckout: null,
        braintreeApi: null,
        supportedFeatures: SUPPORTED_FEATURES,
      },
    },
    extensions: { requestId: 'emulator' },
  };
}

const visa = {
  nonce: 'emu-vaulted-visa-nonce',
  default: true,
  type: 'CreditCard',
  description: 'ending in 11',
  hasSubscription: false,
  details: { bin: '411111', cardType: 'Visa', lastTwo: '11', lastFour: '1111', expirationMonth: '12', expirationYear: '2030' },
  binData: { prepaid: 'No', healthcare: 'No', debit: 'Unknown', commercial: 'Unknown', payroll: 'No', countryOfIssuance: 'USA' },
};

/**
 * A customer's vault: two cards (the Visa's 3D Secure lookup asks for a challenge, the MasterCard's
 * doesn't) and wallet accounts the widget does not list (PayPal not enabled; Venmo and Google Pay never).
 */
export function savedMethods() {
  return [
    {
      nonce: 'emu-vaulted-mastercard-nonce',
      default: false,
      type: 'CreditCard',
      description: 'ending in 44',
      hasSubscription: false,
      details: { bin: '555555', cardType: 'MasterCard', lastTwo: '44', lastFour: '4444', expirationMonth: '06', expirationYear: '2031' },
    },
    {
      nonce: 'emu-vaulted-paypal-nonce',
      default: false,
      type: 'PayPalAccount',
      description: 'PayPal',
      hasSubscription: false,
      details: { email: 'shopper@example.com' },
    },
    { nonce: 'emu-vaulted-venmo-nonce', default: false, type: 'VenmoAccount', description: 'Venmo', hasSubscription: false, details: { username: 'venmojoe' } },
    visa,
    { nonce: 'emu-vaulted-googlepay-nonce', default: false, type: 'AndroidPayCard', description: 'Google Pay', hasSubscription: false, details: { cardType: 'Visa', lastFour: '1881' } },
  ];
}

const lastTwo = (number) => number.slice(-2);

/** 201 body of POST payment_methods/credit_cards. */
export function tokenizedCard(creditCard, count) {
  const number = String(creditCard.number ?? '').replace(/\D/g, '');
  const [month, year] = String(creditCard.expirationDate ?? `${creditCard.expirationMonth}/${creditCard.expirationYear}`).split('/');
  const cardType = number.startsWith('4') ? 'Visa' : number.startsWith('5') ? 'MasterCard' : number.startsWith('3') ? 'American Express' : 'Discover';
  return {
    creditCards: [{
      type: 'CreditCard',
      nonce: `emu-card-nonce-${count}`,
      description: `ending in ${lastTwo(number)}`,
      consumed: false,
      details: { bin: number.slice(0, 6), lastTwo: lastTwo(number), lastFour: number.slice(-4), cardType, expirationMonth: month, expirationYear: year?.length === 2 ? `20${year}` : year },
      binData: { prepaid: 'Unknown', healthcare: 'Unknown', debit: 'Unknown', commercial: 'Unknown', payroll: 'Unknown', countryOfIssuance: 'Unknown' },
      threeDSecureInfo: null,
    }],
  };
}

export const INVALID_CARD = {
  error: { message: 'Credit card is invalid' },
  fieldErrors: [{ field: 'creditCard', fieldErrors: [{ field: 'number', code: '81715', message: 'Credit card number is invalid.' }] }],
};

const info = (liabilityShifted) => ({ liabilityShifted, liabilityShiftPossible: true, status: liabilityShifted ? 'authenticate_successful' : 'lookup_complete', enrolled: 'Y' });

/** The lookup answer for a method: a challenge (acsUrl) for Visa BINs, frictionless with liability shifted otherwise. */
export function lookupResult(method, count) {
  const challenge = method.details.bin.startsWith('4');
  return {
    paymentMethod: { ...method, nonce: `emu-3ds-lookup-nonce-${count}`, default: undefined, threeDSecureInfo: info(!challenge) },
    threeDSecureInfo: info(!challenge),
    lookup: {
      threeDSecureVersion: '2.2.0',
      acsUrl: challenge ? ACS_URL : null,
      pareq: challenge ? `emu-pareq-${count}` : null,
      md: `emu-md-${count}`,
      termUrl: `https://${CLIENT_API_HOST}${CLIENT_API_PATH}/v1/payment_methods/three_d_secure/authenticate`,
      transactionId: `emu-transaction-${count}`,
    },
  };
}

/** The authenticate_from_jwt answer: liability shifted when Cardinal validated the challenge. */
export function authenticatedResult(method, validated) {
  return {
    paymentMethod: { ...method, nonce: `${method.nonce.replace('lookup', 'authenticated')}`, threeDSecureInfo: info(validated) },
    threeDSecureInfo: info(validated),
  };
}


/** The bank's SEPA mandate page (a stand-in) that the `sepa_debit` answer's approvalUrl names. */
export const SEPA_APPROVAL_PATH = '/emulator/sepa-approval.html';

/**
 * braintree-web sepa's createMandate: POST sepa_debit answers `message.body.sepaDebitAccount` with the
 * approval URL (the bank's page, which returns to the SDK's return or cancel URL), the IBAN's last four and
 * the bank reference token that handleApproval sends back.
 */
export function sepaMandate(request, counter) {
  const debit = request.sepa_debit ?? {};
  const last4 = String(debit.iban ?? '').slice(-4);
  const query = new URLSearchParams({ last4, return_url: request.return_url ?? '', cancel_url: request.cancel_url ?? '' });
  return {
    message: { body: { sepaDebitAccount: {
      approvalUrl: `https://${ASSETS_HOST}${SEPA_APPROVAL_PATH}?${query}`,
      last4,
      bankReferenceToken: `emu-sepa-bank-reference-${counter}`,
    } } },
  };
}

/** handleApproval: POST payment_methods/sepa_debit_accounts answers the nonce. */
export const sepaNonce = (counter) => ({ nonce: `emu-sepa-nonce-${counter}`, details: {}, type: 'SEPADebitAccount' });

/** The local payment method's page (a stand-in: the bank's login, BLIK's code) that `local_payments/create` names. */
export const LOCAL_PAYMENT_BANK_PATH = '/emulator/local-payment-bank.html';

/**
 * braintree-web local-payment's startPayment: POST local_payments/create answers the payment resource, whose
 * redirectUrl is the method's page (given the SDK's return and cancel URLs) and paymentToken the payment's id.
 */
export function localPaymentResource(request, counter) {
  const paymentId = `emu-lp-payment-${counter}`;
  const query = new URLSearchParams({ method: request.fundingSource ?? '', payment: paymentId, return_url: request.returnUrl ?? '', cancel_url: request.cancelUrl ?? '' });
  return { paymentResource: { paymentToken: paymentId, redirectUrl: `https://${ASSETS_HOST}${LOCAL_PAYMENT_BANK_PATH}?${query}` } };
}

/** tokenize: POST payment_methods/paypal_accounts with the approved payment answers the nonce and the payer. */
export const localPaymentAccount = (account, counter) => ({
  paypalAccounts: [{
    nonce: `emu-lp-nonce-${counter}`,
    type: 'PayPalAccount',
    details: { correlationId: account.correlationId, payerInfo: { email: 'jan@example.nl', firstName: 'Jan', lastName: 'Jansen', payerId: account.payerId, countryCode: 'NL' } },
  }],
});

/**
 * braintree-web paypal-checkout's createPayment, checkout flow: POST paypal_hermes/create_payment_resource answers the
 * payment resource; the SDK hands PayPal's buttons the `token` of its redirectUrl (the EC token).
 */
export const paypalPaymentResource = (counter) => ({
  paymentResource: { paymentToken: `PAYID-EMU-${counter}`, intent: 'authorize', redirectUrl: `https://www.paypal.com/checkoutnow?token=EC-EMU-${counter}` },
});

/** The vault flow: POST paypal_hermes/setup_billing_agreement answers the billing agreement token. */
export const paypalAgreementSetup = (counter) => ({
  agreementSetup: { tokenId: `BA-EMU-${counter}`, approvalUrl: `https://www.paypal.com/agreements/approve?ba_token=BA-EMU-${counter}` },
});

/** tokenizePayment: POST payment_methods/paypal_accounts with PayPal's approval answers the nonce and the payer. */
export const paypalAccount = (account, counter) => ({
  paypalAccounts: [{
    nonce: `emu-paypal-nonce-${counter}`,
    type: 'PayPalAccount',
    description: 'PayPal',
    consumed: false,
    details: {
      correlationId: account.correlationId,
      payerInfo: { email: 'shopper@example.com', firstName: 'Pat', lastName: 'Shopper', payerId: account.payerId ?? 'EMU-PAYPAL-PAYER', countryCode: 'US' },
    },
  }],
});

/**
 * braintree-web venmo's CreateVenmoPaymentContext (the desktop QR code's, customerClient DESKTOP, and the one the SDK
 * makes after each tokenization, MOBILE_WEB): a context that expires in five minutes, CREATED until the app acts.
 */
export function venmoPaymentContext(input, counter) {
  const createdAt = new Date();
  return {
    id: `emu-venmo-context-${counter}`, merchantId: input.merchantProfileId ?? VENMO.merchantId, customerClient: input.customerClient,
    paymentMethodUsage: input.paymentMethodUsage, intent: input.intent, status: 'CREATED', paymentMethodId: null,
    createdAt: createdAt.toISOString(), expiresAt: new Date(createdAt.getTime() + 5 * 60_000).toISOString(),
  };
}
export const venmoContextCreated = ({ id, merchantId, createdAt, expiresAt }) => ({ id, merchantId, createdAt, expiresAt });

/** The PaymentContext query's node: the status, and once approved the payment method (the nonce) and the payer. */
export const venmoContextStatus = ({ status, paymentMethodId }) => ({
  status, paymentMethodId, userName: status === 'APPROVED' ? 'venmojoe' : null,
  payerInfo: status === 'APPROVED' ? { firstName: 'Joe', lastName: 'Venmo', phoneNumber: null, email: 'joe@example.com', externalId: 'emu-venmo-payer', userName: 'venmojoe', billingAddress: null, shippingAddress: null } : null,
});

/** braintree-web us-bank-account's TokenizeUsBankAccount mutation: the payment method's id (the nonce) and the account's last four. */
export const tokenizedUsBankAccount = (input, counter) => ({
  data: { tokenizeUsBankAccount: { paymentMethod: { id: `emu-ach-nonce-${counter}`, details: { last4: String(input.accountNumber ?? '').slice(-4) } } } },
  extensions: { requestId: 'emulator' },
});

/**
 * What the gateway hands Google for a Google Pay card (Google's servers ask it with the PaymentDataRequest's
 * tokenization parameters; the pay.js stand-in asks the emulator for them): the JSON that becomes
 * paymentData's token, which braintree-web google-payment's parseResponse reads (`androidPayCards[0]`).
 */
export const googlePayToken = (counter) => ({
  androidPayCards: [{
    type: 'AndroidPayCard',
    nonce: `emu-googlepay-nonce-${counter}`,
    description: 'Android Pay',
    consumed: false,
    details: { cardType: 'Visa', lastTwo: '11', lastFour: '1111', isNetworkTokenized: false, bin: '411111' },
    binData: { prepaid: 'Unknown', healthcare: 'Unknown', debit: 'Unknown', commercial: 'Unknown', payroll: 'Unknown', countryOfIssuance: 'Unknown' },
  }],
});

/** POST apple_pay_web/sessions: Apple's opaque merchant session, which the page hands to completeMerchantValidation. */
export const appleMerchantSession = (session, counter) => ({
  epochTimestamp: Date.now(),
  expiresAt: Date.now() + 3_600_000,
  merchantSessionIdentifier: `emu-apple-merchant-session-${counter}`,
  nonce: `emu-apple-session-nonce-${counter}`,
  merchantIdentifier: session.merchantIdentifier,
  domainName: session.domainName,
  displayName: session.displayName ?? 'Emulator Shop',
  signature: 'emu-apple-session-signature',
});

/** POST payment_methods/apple_payment_tokens: the ApplePayCard braintree-web apple-pay's tokenize resolves with (`applePayCards[0]`). */
export const tokenizedApplePayCard = (counter) => ({
  applePayCards: [{
    type: 'ApplePayCard',
    nonce: `emu-applepay-nonce-${counter}`,
    description: 'Apple Pay - Visa 1111',
    consumed: false,
    details: { cardType: 'Apple Pay - Visa', cardholderName: null, dpanLastTwo: '11', paymentInstrumentName: 'Visa 1111' },
    binData: { prepaid: 'Unknown', healthcare: 'Unknown', debit: 'Unknown', commercial: 'Unknown', payroll: 'Unknown', countryOfIssuance: 'Unknown' },
  }],
});
