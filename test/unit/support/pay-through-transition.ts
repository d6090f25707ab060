import * as assert from 'uvu/assert';
import type { WidgetModel } from '../../../src/signals/widget-model.js';
import { settle } from '../dom.js';
import { installClock } from './clock.js';

/**
 * Pays with the card sheet on a fake clock: the fake flow's 5 ms tokenization, then the 200 ms change-method
 * transition; resolves once the widget shows the methods list again.
 */
export async function payThroughTransition(dropin: { requestPaymentMethod(): Promise<unknown>; model: WidgetModel }) {
  const clock = installClock();
  try {
    const paid = dropin.requestPaymentMethod();
    await settle();
    clock.tick(5);
    await settle();
    clock.tick(200);
    const result = await paid;
    assert.is(dropin.model.view.value, 'methods', 'the change-method transition ends on the new method, not the sheet');
    assert.is(dropin.model.tokenized.value, null);
    return result;
  } finally {
    clock.restore();
  }
}
