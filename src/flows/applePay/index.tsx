// Every lazily loaded module reaches the shared runtime, so it stays one chunk (src/runtime.ts).
import '../../runtime.js';
import type { ApplePayAdapter, ApplePaySessionLike } from './port.js';
import type { FlowModule, FlowInstance } from '../types.js';
import { applePayStrings } from './strings.js';
import walletStyles from '../../styles/wallets.css';
import applePayStyles from './apple-pay.css';

const STYLES = ['black', 'white', 'white-outline'];

/**
 * The original's behaviour and validation: one ApplePaySession at a time (cancel resets), validation failure aborts it, a failed
 * tokenization completes it with failure; the result carries the Apple Pay payment as rawPaymentData.
 */
const applePay: FlowModule = {
  async setup(ctx): Promise<FlowInstance> {
    ctx.addStrings('applePay', applePayStrings);
    ctx.addStyles('featherdrop-wallets', walletStyles);
    ctx.addStyles('featherdrop-apple-pay', applePayStyles);
    const version = Number(ctx.flowOptions.applePaySessionVersion) || 2;
    const { createApplePay } = await ctx.adapter<ApplePayAdapter>();
    const client = await createApplePay({ sessionVersion: version });
    let session: ApplePaySessionLike | null = null;

    function begin() {
      if (session) return;
      // Read at click time: updateConfiguration('applePay', …) edits the merchant's object.
      const { paymentRequest, displayName, domainName } = ctx.flowOptions;
      const current = (session = new client.Session(version, client.createPaymentRequest(paymentRequest)));
      const reset = () => { if (session === current) session = null; };
      current.onvalidatemerchant = (event) => {
        // domainName (1.46): the merchant's domain when the widget runs inside a cross-origin iframe.
        client.performValidation({ validationURL: event.validationURL, displayName, ...(domainName ? { domainName } : {}) })
          // Safari refuses what is no merchant session (braintree-web resolves a malformed 200 with its text): that fails too.
          .then((merchantSession) => current.completeMerchantValidation(merchantSession))
          .catch((error) => {
            // Cancelled meanwhile: the session is over, nothing to show or abort.
            if (session !== current) return;
            ctx.showError(error);
            current.abort();
            reset();
          });
      };
      current.onpaymentauthorized = ({ payment }) => {
        client.tokenize({ token: payment.token }).then(
          (payload) => {
            current.completePayment(client.Session.STATUS_SUCCESS);
            ctx.addMethod({ ...payload, details: { ...payload.details, rawPaymentData: payment } });
          },
          (error) => {
            console.error(error);
            current.completePayment(client.Session.STATUS_FAILURE);
            ctx.showError('applePayTokenizationError');
          },
        ).finally(reset);
      };
      current.oncancel = reset;
      current.begin();
    }

    function Sheet() {
      const style = STYLES.includes(ctx.flowOptions.buttonStyle) ? ctx.flowOptions.buttonStyle : 'black';
      return (
        <div className="featherdrop-wallet">
          <button type="button" data-braintree-id="apple-pay-button" className={`featherdrop-apple-pay featherdrop-apple-pay--${style}`}
            style={{ '-apple-pay-button-style': style }} lang="en" onClick={begin}>{ctx.t('Apple Pay')}</button>
        </div>
      );
    }

    return {
      Sheet,
      // Only the sheet's own button pays: a request gets the no-payment-method rejection and this hint.
      tokenize: () => Promise.reject('applePayButtonMustBeUsed'),
      async teardown() {
        session?.abort();
        session = null;
        await client.teardown();
      },
    };
  },
};

export default applePay;
