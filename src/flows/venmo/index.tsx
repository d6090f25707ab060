// Every lazily loaded module reaches the shared runtime, so it stays one chunk (src/runtime.ts).
import '../../runtime.js';
import type { VenmoAdapter, VenmoPort } from './port.js';
import type { PaymentMethod } from '../../types.js';
import type { FlowContext, FlowInstance, FlowModule } from '../types.js';
import { venmoStrings } from './strings.js';
import walletStyles from '../../styles/wallets.css';
import venmoStyles from './venmo.css';
import { VENMO_DEFAULTS } from './defaults.js';

/**
 * The original's behaviour and validation: braintree-web/venmo with the desktop QR flow allowed and a multi-use nonce, unless the
 * merchant's `venmo` object says otherwise. The customer's own cancels are silent; other failures
 * show their message (docs/errors.md) (e.g. VENMO_APP_FAILED → venmoAppFailedError, VENMO_CANCELED →
 * venmoCanceledError, anything else genericError).
 */
export const SILENT_CODES = ['VENMO_APP_CANCELED', 'VENMO_DESKTOP_CANCELED', 'VENMO_CUSTOMER_CANCELED', 'VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED'];

const merchantError = (code: string, message: string) => Object.assign(new Error(message), { name: 'BraintreeError', type: 'MERCHANT', code });

/** The original's validation: `profileId` and `deepLinkReturnUrl` must be strings. */
function validate(options: Record<string, unknown>) {
  if (options.profileId !== undefined && typeof options.profileId !== 'string') throw merchantError('VENMO_INVALID_PROFILE_ID', 'Venmo profile ID is invalid.');
  if (options.deepLinkReturnUrl !== undefined && typeof options.deepLinkReturnUrl !== 'string') {
    throw merchantError('VENMO_INVALID_DEEP_LINK_RETURN_URL', 'Venmo deep link return URL is invalid.');
  }
}

/** The original's result: the tokenization result's username carries its '@'. */
function withAt(method: PaymentMethod): PaymentMethod {
  const username = method.details?.username;
  return typeof username === 'string' && !username.startsWith('@') ? { ...method, details: { ...method.details, username: `@${username}` } } : method;
}

function report(ctx: FlowContext, promise: Promise<PaymentMethod>) {
  return promise.then((method) => {
    ctx.addMethod(withAt(method));
  }, (error) => {
    if (ctx.signal.aborted || SILENT_CODES.includes((error as { code?: string } | null)?.code!)) return; // nothing to log once torn down
    console.error(error);
    ctx.showError(error);
  });
}

const venmo: FlowModule = {
  async setup(ctx): Promise<FlowInstance> {
    ctx.addStrings('venmo', venmoStrings);
    ctx.addStyles('featherdrop-wallets', walletStyles);
    ctx.addStyles('featherdrop-venmo', venmoStyles);
    const options = { ...VENMO_DEFAULTS, ...ctx.flowOptions };
    validate(options);
    const { createVenmo } = await ctx.adapter<VenmoAdapter>();
    const port: VenmoPort = await createVenmo(options);
    let busy: Promise<void> | undefined;
    const run = () => {
      busy ??= report(ctx, port.tokenize()).finally(() => { busy = undefined; });
      return busy;
    };
    // The original's behaviour: a return from an app switch is tokenized and reported on load.
    if (port.hasTokenizationResult()) run();

    const Sheet = () => (
      <div className="featherdrop-wallet">
        <button type="button" className="featherdrop-venmo" data-braintree-id="venmo-button" onClick={(e) => { e.preventDefault(); run(); }}>{ctx.t('Venmo')}</button>
      </div>
    );
    return {
      Sheet,
      // Only the sheet's own button starts the app flow: a request gets the no-payment-method rejection and this hint.
      tokenize: () => Promise.reject('venmoButtonMustBeUsed'),
      teardown: () => port.teardown(),
    };
  },
};

export default venmo;
