// card.billingAddress's chunk: loaded only when the merchant asks for the address, side by side with
// the card fields, so no other merchant's card sheet carries its countries, strings and styles.
import { createElement } from '../../runtime.js';
import billingStyles from '../../styles/billing.css';
import type { FlowContext } from '../types.js';
import { BillingAddress } from './BillingAddress.js';
import type { BillingConfig } from './billing-config.js';
import { createBillingForm } from './billing-form.js';
import { billingStrings } from './billing-strings.js';

let forms = 0;

/** The billing address's form, with the component the card sheet renders under the card fields. */
export async function setUpBilling(ctx: FlowContext, config: BillingConfig) {
  await ctx.addStrings('billing', billingStrings);
  ctx.addStyles('featherdrop-billing', billingStyles);
  const billing = createBillingForm(config, `featherdrop-billing-${++forms}`);
  return { ...billing, Fields: () => createElement(BillingAddress, { billing, t: ctx.t }) };
}

export type BillingSection = Awaited<ReturnType<typeof setUpBilling>>;
