// Every lazily loaded module reaches the shared runtime, so it stays one chunk (src/runtime.ts).
import '../../runtime.js';
import type { FlowModule, FlowInstance } from '../types.js';
import type { GooglePayAdapter } from './port.js';
import { googlePayStrings } from './strings.js';
import walletStyles from '../../styles/wallets.css';
import googlePayStyles from './google-pay.css';

/**
 * The original's behaviour and validation: pay.js and readiness come with the gateway adapter; the button is Google's (type
 * 'short' unless `button.buttonType` says otherwise). CANCELED is silent; any other failure is
 * logged and shown as developerError. The result carries Google's paymentData as rawPaymentData.
 */
const googlePay: FlowModule = {
  async setup(ctx): Promise<FlowInstance> {
    ctx.addStrings('googlePay', googlePayStrings);
    ctx.addStyles('featherdrop-wallets', walletStyles);
    ctx.addStyles('featherdrop-google-pay', googlePayStyles);
    const { googlePayVersion, merchantId, button } = ctx.flowOptions;
    const { createGooglePay } = await ctx.adapter<GooglePayAdapter>();
    const client = await createGooglePay({ googlePayVersion, merchantId });
    let busy = false;

    async function pay() {
      if (busy) return;
      busy = true;
      try {
        // Read at click time: updateConfiguration('googlePay', …) edits the merchant's object.
        const { googlePayVersion: _v, merchantId: _m, button: _b, ...request } = ctx.flowOptions;
        const paymentData = await client.paymentsClient.loadPaymentData(client.createPaymentDataRequest(request));
        const payload = await client.parseResponse(paymentData);
        ctx.addMethod({ ...payload, details: { ...payload.details, rawPaymentData: paymentData } });
      } catch (error) {
        const status = (error as { statusCode?: string } | null)?.statusCode;
        if (status === 'CANCELED') {
          ctx.gateway.analytics('googlepay.loadPaymentData.canceled');
        } else {
          if (status) ctx.gateway.analytics('googlepay.loadPaymentData.failed');
          console.error(error);
          ctx.showError('developerError');
        }
      } finally {
        busy = false;
      }
    }

    const element = client.paymentsClient.createButton({
      buttonType: 'short',
      ...button,
      onClick(event?: Event) {
        event?.preventDefault?.();
        pay();
      },
    });

    const Sheet = () => <div className="featherdrop-wallet" data-braintree-id="google-pay-button" ref={(el) => { el?.appendChild(element); }} />;

    return {
      Sheet,
      // Only Google's button pays: a request gets the no-payment-method rejection and this hint.
      tokenize: () => Promise.reject('googlePayButtonMustBeUsed'),
      teardown: () => client.teardown(),
    };
  },
};

export default googlePay;
