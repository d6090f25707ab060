import { addMarks, createElement, loadMark, loadOnce } from '../../runtime.js';
import { isCardTypeSupported } from './card-types.js';
import type { FlowInstance, FlowModule } from '../types.js';
import type { CardFieldsAdapter } from './port.js';
import { cardConfig } from './card-config.js';
import { createCardForm } from './card-form.js';
import { CardSheet } from './CardSheet.js';
import { cardStrings } from './strings.js';
import cardStyles from './card.css';

/**
 * The brand row's marks come in their own chunk, asked for as soon as this chunk runs: the warm-up runs it
 * while the configuration is on its way, so the marks are not one more round trip after it. A mark that
 * fails leaves its box blank; the next setup asks again.
 */
const brandMarks = loadOnce(() => import('featherdrop-marks:card-brands').then((m) => addMarks(m.default)));
const loadBrandMarks = () => brandMarks().catch(() => {});
loadBrandMarks();

const card: FlowModule = {
  async setup(ctx): Promise<FlowInstance> {
    ctx.addStrings('card', cardStrings);
    ctx.addStyles('featherdrop-card', cardStyles);
    // The rarer brands (Elo, Hipercard) only when the gateway accepts them.
    loadBrandMarks();
    for (const type of ['elo', 'hipercard']) if (isCardTypeSupported(type, ctx.gateway.config.supportedCardTypes)) loadMark(type);
    const config = cardConfig(ctx);
    // The billing address's chunk and its strings load side by side with the card fields.
    const billingReady = config.billingAddress && import('./billing.js').then((m) => m.setUpBilling(ctx, config.billingAddress!, 'postalCode' in config.fields));
    const { createCardFields } = await ctx.adapter<CardFieldsAdapter>();
    const billing = billingReady ? await billingReady : undefined;
    const fields = createCardFields({ fields: config.fields, required: config.required, styles: ctx.flowOptions.overrides?.styles });
    const form = createCardForm(ctx, fields, config, billing);
    // Hosted fields go into containers the sheet renders, so they become ready only after it is shown
    // (an iframe loads only in the document and reloads when moved); their 60 s timeout then fails the option.
    fields.ready.catch(ctx.fail);
    return {
      Sheet: () => createElement(CardSheet, { form }),
      requestable: form.requestable,
      tokenize: form.tokenize,
      requestSettled: form.requestSettled,
      shown: form.shown,
      loaded: fields.ready,
      teardown: form.teardown,
    };
  },
};

export default card;
