// Every lazily loaded module reaches the shared runtime, so it stays one chunk (src/runtime.ts).
import '../../runtime.js';
import { useLayoutEffect, useRef } from 'react';
import { approvalSession, connectError } from '../approval-session.js';
import type { FlowInstance, FlowModule } from '../types.js';
import type { PayLaterAdapter, PayLaterPort } from './port.js';
import { payLaterStrings } from './strings.js';
import walletStyles from '../../styles/wallets.css';

export { CONNECT_ERROR } from '../approval-session.js';
export const INELIGIBLE = 'PayPal Pay Later is not eligible for this amount and currency.';

/** The sheet: PayPal's Pay Later button (the adapter's), which starts the session. */
function PayLaterSheet({ port, start }: { port: PayLaterPort; start(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => port.renderButton(ref.current!, start), []);
  return <div ref={ref} className="featherdrop-wallet" data-featherdrop-id="pay-later-button" />;
}

const payLater: FlowModule = {
  async setup(ctx): Promise<FlowInstance> {
    ctx.addStyles('featherdrop-wallets', walletStyles);
    const options: Record<string, any> = ctx.flowOptions;
    let port: PayLaterPort | undefined;
    try {
      const [adapter] = await Promise.all([ctx.adapter<PayLaterAdapter>(), ctx.addStrings('payLater', payLaterStrings)]);
      port = await adapter.createPayLater({ amount: String(options.amount), currency: options.currency });
    } catch (cause) {
      throw connectError(cause);
    }
    // Said as it is: the console names why the tile is disabled.
    if (!port) throw Object.assign(new Error(INELIGIBLE), { type: 'MERCHANT', code: 'PAYPAL_PAY_LATER_INELIGIBLE' });
    const ready = port;
    let active = false;
    const start = () => {
      if (active) return;
      active = true;
      ctx.showError(null);
      ready.start({ ...options }, approvalSession(ctx, ready.tokenizePayment, 'payLaterTokenizationFailedError', 'payLaterFlowFailedError', () => {
        active = false;
      }));
    };
    return {
      Sheet: () => <PayLaterSheet port={ready} start={start} />,
      // The error catalogue, docs/errors.md: only the sheet's own button starts PayPal.
      tokenize: () => Promise.reject('payLaterButtonMustBeUsed'),
      teardown: () => ready.teardown(),
    };
  },
};

export default payLater;
