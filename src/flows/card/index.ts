import { h } from '../../ui/kit.js';
import { HOSTED_FIELDS_READY_TIMEOUT } from './timings.js';
import { loadCardFields } from '../../gateway/card-fields.js';
import type { FlowContext, FlowInstance, FlowModule } from '../types.js';
import { cardConfig } from './card-config.js';
import { createCardForm } from './card-form.js';
import { CardSheet } from './CardSheet.js';

/**
 * Hosted fields are placed into containers the sheet renders, so they become ready only after the
 * sheet is shown (an iframe loads only in the document and reloads when moved). A failure then
 * (the 60 s ready timeout) marks the option failed exactly as a failed setup would.
 */
function failLater(ctx: FlowContext, error: unknown) {
  if (ctx.signal.aborted) return;
  console.error(error);
  ctx.model.setStatus(ctx.id, 'failed');
  if (ctx.model.view.peek() === ctx.id) ctx.model.show(ctx.model.restingView.peek());
  ctx.showError('developerError');
}

const card: FlowModule = {
  async setup(ctx): Promise<FlowInstance> {
    const { createCardFields } = await loadCardFields(ctx.gateway);
    const config = cardConfig(ctx);
    const fields = createCardFields({
      gateway: ctx.gateway, fields: config.fields, styles: ctx.flowOptions.overrides?.styles, readyTimeout: HOSTED_FIELDS_READY_TIMEOUT,
    });
    const form = createCardForm(ctx, fields, config);
    fields.ready.catch((error) => failLater(ctx, error));
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
