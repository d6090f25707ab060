// card.billingAddress's chunk: loaded only when the merchant asks for the address, side by side with
// the card fields, so no other merchant's card sheet carries its countries, strings and styles.
import { createElement } from '../../runtime.js';
import billingStyles from './billing.css';
import type { FlowContext } from '../types.js';
import { BillingAddress } from './BillingAddress.js';
import type { BillingAddressOptions } from '../../api.js';
import { billingConfig } from './billing-config.js';
import { createBillingForm } from './billing-form.js';
import { billingStrings } from './billing-strings.js';

let forms = 0;

/**
 * The billing address's form, with the component the card sheet renders under the card fields; none when
 * no field the merchant named is one (each ignored with a warning).
 */
export async function setUpBilling(ctx: FlowContext, option: BillingAddressOptions, hostedPostalCode: boolean) {
  const config = billingConfig(option, hostedPostalCode, ctx.options.raw.locale);
  if (!config) return undefined;
  await ctx.addStrings('billing', billingStrings);
  ctx.addStyles('featherdrop-billing', billingStyles);
  const billing = createBillingForm(config, `featherdrop-billing-${++forms}`);
  return { ...billing, Fields: () => createElement(BillingAddress, { billing, t: ctx.t }) };
}

export type BillingSection = NonNullable<Awaited<ReturnType<typeof setUpBilling>>>;
