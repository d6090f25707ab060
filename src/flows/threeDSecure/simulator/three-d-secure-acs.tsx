import { createRoot } from '../../../runtime.js';
import { simulatorTexts, type SimulatorText } from '../../../gateway/simulator/texts.js';
import { FRAME_TITLE } from '../errors.js';
import type { CardinalValidated } from './three-d-secure-sdk.js';
import ownTexts from './texts.json';

/** What the simulated issuer answers: Complete authenticates, Fail is an issuer error (a rejected verification). */
const COMPLETE: CardinalValidated = { ActionCode: 'SUCCESS' };
const FAIL: CardinalValidated = { ActionCode: 'ERROR', ErrorNumber: 1000, ErrorDescription: 'The simulated issuer failed the authentication.' };

/** What the bank's page shows about the payment: the shop, the amount the merchant verifies (USD, the simulated merchant's currency), the card. */
export interface AcsPayment {
  lastFour: string;
  amount?: unknown;
  locale: string;
}

function SimulatedAcs({ payment, texts, answer }: { payment: AcsPayment; texts: SimulatorText; answer(data: CardinalValidated): void }) {
  const { text } = texts;
  const amount = Number(payment.amount);
  return (
    <div className="featherdrop-3ds-acs" role="region" aria-label={FRAME_TITLE} title={FRAME_TITLE} lang={texts.lang} dir={texts.dir}>
      <div className="featherdrop-3ds-acs__bank">
        <span className="featherdrop-3ds-acs__logo" aria-hidden="true">
          <svg viewBox="0 0 24 24"><path fill="currentColor" d="M12 2 2 7v2h20V7zM4 11v7h3v-7zm6.5 0v7h3v-7zm6.5 0v7h3v-7zM2 20v2h20v-2z" /></svg>
        </span>
        <span>{text('bank')}</span>
      </div>
      <h2 className="featherdrop-3ds-acs__title">{text('title')}</h2>
      <p>{text('intro')}</p>
      <dl className="featherdrop-3ds-acs__details">
        <div><dt>{text('merchant')}</dt><dd>{window.location.hostname}</dd></div>
        {amount > 0 && <div><dt>{text('amount')}</dt><dd>{texts.money(amount)}</dd></div>}
        <div><dt>{text('cardNumber')}</dt><dd dir="ltr">•••• {payment.lastFour}</dd></div>
      </dl>
      <div className="featherdrop-3ds-acs__actions">
        <button type="button" className="featherdrop-3ds-acs__complete" data-featherdrop-id="simulator-complete" onClick={() => answer(COMPLETE)}>{text('complete')}</button>
        <button type="button" data-featherdrop-id="simulator-fail" onClick={() => answer(FAIL)}>{text('fail')}</button>
      </div>
      <p className="featherdrop-3ds-acs__note">{text('note')}</p>
    </div>
  );
}

/**
 * The simulated ACS page, standing in for the bank's challenge iframe: an in-page element handed over like
 * braintree-web's inline iframe element, laid out as an issuer's page in the widget's language. `answer`
 * receives what Cardinal would validate.
 */
export function mountSimulatedAcs(payment: AcsPayment, answer: (data: CardinalValidated) => void) {
  const element = document.createElement('div');
  const root = createRoot(element);
  root.render(<SimulatedAcs payment={payment} texts={simulatorTexts(payment.locale, ownTexts)} answer={answer} />);
  return { element, unmount: () => root.unmount() };
}
