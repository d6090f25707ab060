import { tick, type SimulatorState } from '../../gateway/simulator/simulator-state.js';
import { simulatorTexts } from '../../gateway/simulator/texts.js';
import { openWalletDialog } from '../../gateway/simulator/WalletDialog.js';
import { sepaMethod } from './normalize.js';
import type { SepaAdapter, SepaMandateRequest } from './port.js';
import ownTexts from './simulator-texts.json';

/** A valid IBAN the simulated gateway refuses a mandate for (docs/simulator.md, "Test data"). */
export const REFUSED_IBAN = 'FR1420041010050500013M02606';

const sepaError = (code: string, message: string, type = 'UNKNOWN') => Object.assign(new Error(message), { name: 'BraintreeError', type, code });

let count = 0;

/**
 * The simulated SEPA Direct Debit: the mandate is created offline (REFUSED_IBAN is refused with
 * SEPA_CREATE_MANDATE_FAILED), then the bank's mandate page is an in-page dialog in the widget's language
 * (Approve / Cancel, Escape cancels → SEPA_CUSTOMER_CANCELED). As the real page, it names the creditor by the
 * merchant account's name the gateway knows (the scenario's `merchantName`), not by the account's id. `failures.sepaMandate` makes the bank fail the
 * approval (SEPA_TOKENIZATION_FAILED); `failures.sepa` fails the option's setup (gateway.prepareOption).
 */
export default ({ scenario, locale }: SimulatorState): SepaAdapter => ({
  async createSepa() {
    const texts = simulatorTexts(locale, ownTexts);
    const canceled = () => sepaError('SEPA_CUSTOMER_CANCELED', 'User canceled SEPA authorization', 'CUSTOMER');
    /** Closes the bank's page open now (the widget's teardown), as a cancel. */
    let open: (() => void) | undefined;
    const approval = (request: SepaMandateRequest) => new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        open = undefined;
        close();
        if (error) reject(error);
        else resolve();
      };
      const close = openWalletDialog({
        id: 'featherdrop-sim-sepa-title',
        title: texts.text('simulated', { name: texts.text('title') }),
        text: [
          texts.text('testMode'),
          texts.text('mandate', { creditor: scenario.merchantName, holder: request.accountHolderName, iban: `•••• ${request.iban.slice(-4)}` }),
          texts.text(request.mandateType === 'RECURRENT' ? 'recurrent' : 'oneOff'),
        ].join(' '),
        texts,
        approve: () => settle(scenario.failures.sepaMandate ? sepaError('SEPA_TOKENIZATION_FAILED', 'SEPA encountered a problem') : undefined),
        cancel: () => settle(canceled()),
      });
      open = () => settle(canceled());
    });
    return {
      async tokenize(request) {
        await tick();
        if (request.iban === REFUSED_IBAN) throw sepaError('SEPA_CREATE_MANDATE_FAILED', 'SEPA create mandate failed.', 'MERCHANT');
        await approval(request);
        await tick();
        count += 1;
        const ibanLastFour = request.iban.slice(-4);
        return sepaMethod({ nonce: `sim_sepa_${ibanLastFour}_${count}`, ibanLastFour, customerId: request.customerId, mandateType: request.mandateType });
      },
      async teardown() {
        open?.();
      },
    };
  },
});
