import { createRoot } from '../../../runtime.js';
import { FRAME_TITLE } from '../errors.js';
import type { CardinalValidated } from './three-d-secure-sdk.js';

/** What the simulated issuer answers: Complete authenticates, Fail is an issuer error (a rejected verification). */
const COMPLETE: CardinalValidated = { ActionCode: 'SUCCESS' };
const FAIL: CardinalValidated = { ActionCode: 'ERROR', ErrorNumber: 1000, ErrorDescription: 'The simulated issuer failed the authentication.' };

function SimulatedAcs({ lastFour, answer }: { lastFour: string; answer(data: CardinalValidated): void }) {
  return (
    <div className="featherdrop-3ds-acs" role="region" aria-label={FRAME_TITLE} title={FRAME_TITLE}>
      <p><strong>Simulated issuer</strong></p>
      <p>Test mode: no bank is contacted. Authenticate the card ending in {lastFour}?</p>
      <button type="button" data-featherdrop-id="simulator-complete" onClick={() => answer(COMPLETE)}>Complete</button>
      <button type="button" data-featherdrop-id="simulator-fail" onClick={() => answer(FAIL)}>Fail</button>
    </div>
  );
}

/**
 * The simulated ACS page, standing in for the bank's challenge iframe: an in-page element handed
 * over like braintree-web's inline iframe element. `answer` receives what Cardinal would validate.
 */
export function mountSimulatedAcs(lastFour: string, answer: (data: CardinalValidated) => void) {
  const element = document.createElement('div');
  const root = createRoot(element);
  root.render(<SimulatedAcs lastFour={lastFour} answer={answer} />);
  return { element, unmount: () => root.unmount() };
}
