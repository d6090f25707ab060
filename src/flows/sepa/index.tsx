// Every lazily loaded module reaches the shared runtime, so it stays one chunk (src/runtime.ts).
import { createElement, DropinError } from '../../runtime.js';
import type { FlowInstance, FlowModule } from '../types.js';
import { sepaMessages } from './messages.js';
import type { SepaAdapter } from './port.js';
import { createSepaForm, type SepaSettings } from './sepa-form.js';
import { SepaSheet } from './SepaSheet.js';
import { sepaStrings } from './strings.js';
import fieldStyles from '../../styles/text-field.css';

const MANDATE_TYPES = ['ONE_OFF', 'RECURRENT'];

/** The merchant's `sepa`: braintree-web sepa needs their customer id and merchant account; ONE_OFF unless they say RECURRENT. */
function settingsOf(options: Record<string, unknown>): SepaSettings {
  const { mandateType = 'ONE_OFF', customerId, merchantAccountId } = options;
  if (!MANDATE_TYPES.includes(mandateType as string)) throw new DropinError(sepaMessages.mandateType);
  if (typeof customerId !== 'string' || typeof merchantAccountId !== 'string') throw new DropinError(sepaMessages.required);
  return { mandateType: mandateType as SepaSettings['mandateType'], customerId, merchantAccountId };
}

/**
 * SEPA Direct Debit: the shopper types the account holder and IBAN (checked before the gateway is asked); a
 * request asks braintree-web/sepa for the mandate, whose approval page the bank shows (a popup; the simulator's
 * is in the page), and resolves the `SEPADebitAccount` method. Canceling or a failed approval shows its message
 * and keeps what was typed.
 */
const sepa: FlowModule = {
  async setup(ctx): Promise<FlowInstance> {
    const settings = settingsOf(ctx.flowOptions);
    ctx.addStrings('sepa', sepaStrings);
    ctx.addStyles('featherdrop-text-field', fieldStyles);
    const { createSepa } = await ctx.adapter<SepaAdapter>();
    const form = createSepaForm(ctx, await createSepa(), settings);
    return {
      Sheet: () => createElement(SepaSheet, { form }),
      tokenize: form.tokenize,
      teardown: form.teardown,
    };
  },
};

export default sepa;
