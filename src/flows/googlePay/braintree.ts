import googlePayment from 'braintree-web/google-payment';
import '../../gateway/braintree/sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import type { BraintreeBinding } from '../../gateway/braintree/binding.js';
import type { GooglePayAdapter, GooglePayClient, PaymentsClientLike } from './port.js';

export const PAY_JS = 'https://pay.google.com/gp/p/js/pay.js';

type PaymentsClientClass = new (options: { environment: string }) => PaymentsClientLike & { isReadyToPay(request: object): Promise<{ result?: boolean }> };
const paymentsClientClass = () => (window as { google?: { payments?: { api?: { PaymentsClient?: PaymentsClientClass } } } }).google?.payments?.api?.PaymentsClient;

/** The load in flight, shared by flows set up meanwhile. */
let payJs: Promise<void> | undefined;

/** The original's validation: Google's pay.js is added only when the page has not loaded it already. */
function loadPayJs(): Promise<void> {
  if (paymentsClientClass()) return Promise.resolve();
  payJs ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PAY_JS;
    script.async = true;
    script.onload = () => {
      payJs = undefined;
      resolve();
    };
    script.onerror = () => {
      payJs = undefined;
      script.remove();
      reject(Object.assign(new Error('Google Pay script failed to load.'), { type: 'NETWORK', code: 'GOOGLE_PAY_SCRIPT_LOAD_FAILED' }));
    };
    document.head.appendChild(script);
  });
  return payJs;
}

export default ({ client, config: { environment } }: BraintreeBinding): GooglePayAdapter => ({
  createGooglePay: (options) => createGooglePay(client, environment, options),
});

async function createGooglePay(client: unknown, environment: string, { googlePayVersion, merchantId }: { googlePayVersion?: number; merchantId?: string }): Promise<GooglePayClient> {
  await loadPayJs();
  const PaymentsClient = paymentsClientClass();
  if (!PaymentsClient) throw Object.assign(new Error('Google Pay script did not define PaymentsClient.'), { type: 'MERCHANT' });
  const paymentsClient = new PaymentsClient({ environment: environment === 'production' ? 'PRODUCTION' : 'TEST' });
  const instance = await googlePayment.create({
    client, ...(googlePayVersion ? { googlePayVersion } : {}), ...(merchantId ? { googleMerchantId: merchantId } : {}),
  });
  // The original's validation: readiness for CARD and TOKENIZED_CARD (version 2 names both as one CARD method, PAN_ONLY + CRYPTOGRAM_3DS).
  const request = googlePayVersion === 2
    ? { apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: instance.createPaymentDataRequest().allowedPaymentMethods.filter((m: { type: string }) => m.type === 'CARD') }
    : { allowedPaymentMethods: ['CARD', 'TOKENIZED_CARD'] };
  const ready = await paymentsClient.isReadyToPay(request);
  if (!ready?.result) {
    await instance.teardown();
    throw Object.assign(new Error('Google Pay is not ready to pay in this browser.'), { type: 'CUSTOMER', code: 'GOOGLE_PAY_NOT_READY' });
  }
  return {
    paymentsClient,
    createPaymentDataRequest: (overrides) => instance.createPaymentDataRequest(overrides),
    parseResponse: (paymentData) => instance.parseResponse(paymentData),
    teardown: () => instance.teardown(),
  };
}
