// Every lazily loaded module reaches the shared runtime, so it stays one chunk (src/runtime.ts).
import { createElement, DropinError } from '../../runtime.js';
import type { FlowInstance, FlowModule } from '../types.js';
import { createAchForm } from './ach-form.js';
import { usBankAccountMessages } from './messages.js';
import type { UsBankAccountAdapter } from './port.js';
import { usBankAccountStrings } from './strings.js';
import { UsBankAccountSheet } from './UsBankAccountSheet.js';
import fieldStyles from '../../styles/text-field.css';
import achStyles from './ach.css';

/**
 * ACH, a US bank account typed in (bank login through Plaid is not offered): the owner, the routing number
 * (ABA checksum) and account number (4 to 17 digits) checked before the gateway is asked, the billing address,
 * and the merchant's mandate text, which the shopper agrees to before a request sends anything. A request
 * tokenizes the bank details with braintree-web/us-bank-account and resolves the `UsBankAccount` method.
 */
const usBankAccount: FlowModule = {
  async setup(ctx): Promise<FlowInstance> {
    const { mandateText } = ctx.flowOptions;
    if (typeof mandateText !== 'string' || !mandateText.trim()) throw new DropinError(usBankAccountMessages.mandateText);
    ctx.addStrings('usBankAccount', usBankAccountStrings);
    ctx.addStyles('featherdrop-text-field', fieldStyles);
    ctx.addStyles('featherdrop-ach', achStyles);
    const { createUsBankAccount } = await ctx.adapter<UsBankAccountAdapter>();
    const form = createAchForm(ctx, await createUsBankAccount(), mandateText);
    return {
      Sheet: () => createElement(UsBankAccountSheet, { form }),
      tokenize: form.tokenize,
      teardown: form.teardown,
    };
  },
};

export default usBankAccount;
