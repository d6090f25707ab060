import { h } from '../../ui/kit.js';
import { loadCardFields } from '../../gateway/card-fields.js';
import type { FlowInstance, FlowModule } from '../types.js';
import { cardConfig } from './card-config.js';
import { createCardForm } from './card-form.js';
import { CardSheet } from './CardSheet.js';

const card: FlowModule = {
  async setup(ctx): Promise<FlowInstance> {
    const { createCardFields } = await loadCardFields(ctx.gateway);
    const config = cardConfig(ctx);
    const fields = createCardFields({
      gateway: ctx.gateway, fields: config.fields, styles: ctx.flowOptions.overrides?.styles,
    });
    const form = createCardForm(ctx, fields, config);
    // Hosted fields go into containers the sheet renders, so they become ready only after it is shown
    // (an iframe loads only in the document and reloads when moved); their 60 s timeout then fails the option.
    fields.ready.catch(ctx.fail);
    return {
      Sheet: () => h(CardSheet, { form }),
      requestable: form.requestable,
      tokenize: form.tokenize,
      shown: form.shown,
      teardown: form.teardown,
    };
  },
};

export default card;
